import { afterEach, describe, expect, it, vi } from 'vitest';
import { MailJobQueue } from './mail-jobs.ts';

afterEach(() => vi.restoreAllMocks());

describe('MailJobQueue', () => {
  it('runs a job only after the code that queued it has finished (the answer goes first)', async () => {
    const queue = new MailJobQueue();
    const order: string[] = [];
    queue.enqueue('mail', async () => {
      order.push('job');
    });
    order.push('answer');
    await queue.idle();
    expect(order).toEqual(['answer', 'job']);
  });

  it('given a failing job, it logs it by name and still runs the next one', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queue = new MailJobQueue();
    let ran = false;
    queue.enqueue('reset mail', async () => {
      throw new Error('outbox is gone');
    });
    queue.enqueue('next mail', async () => {
      ran = true;
    });
    await queue.idle();
    expect(ran).toBe(true);
    expect(errors).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(errors.mock.calls[0]![0]));
    expect(line).toMatchObject({ level: 'error', job: 'reset mail', err: { message: 'outbox is gone' } });
  });
});

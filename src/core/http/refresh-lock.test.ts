import { describe, expect, it } from 'vitest';
import { webLocksRefreshLock } from './refresh-lock.ts';

describe('webLocksRefreshLock', () => {
  it('given a browser without Web Locks it answers null: the refresh stays single-flight within the page', () => {
    expect(webLocksRefreshLock('cp-refresh:x.', undefined)).toBeNull();
  });

  it('runs the work inside the named lock and answers what the work answers', async () => {
    const requested: string[] = [];
    const lock = webLocksRefreshLock('cp-refresh:x.', {
      request: (name, callback) => {
        requested.push(name);
        return callback();
      },
    });

    await expect(lock?.(async () => 'fresh')).resolves.toBe('fresh');
    expect(requested).toEqual(['cp-refresh:x.']);
  });
});

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { type DroppedMail, type MailDrop, startMailDrop } from './mail-drop.ts';

const t = testAppPerFile();
let dir: string;
let drop: MailDrop;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mail-drop-'));
  // A long interval: the test flushes itself instead of waiting for a tick.
  drop = await startMailDrop(t.db, dir, { intervalMs: 60_000 });
}, 60_000);
// Runs before the fixture closes the app (after-hooks run in reverse order).
afterAll(async () => {
  await drop.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('the mail drop folder (MAIL_DROP_DIR)', () => {
  it('writes each new outbox mail once as a JSON file, and none of the mails from before it started', async () => {
    expect(await readdir(dir)).toEqual([]);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Authentication/RequestPasswordResetToken',
      payload: { emailAddress: 'staff@example.com' },
    });
    expect(asked.statusCode).toBe(204);
    await t.app.mailJobs.idle();
    await drop.flush();
    await drop.flush();

    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{10}\.json$/);
    const mail = JSON.parse(await readFile(join(dir, files[0]!), 'utf8')) as DroppedMail;
    const [inOutbox] = await t.mailsTo('staff@example.com');
    expect(mail).toMatchObject({
      id: inOutbox!.emailId,
      to: 'staff@example.com',
      subject: inOutbox!.subject,
      created: expect.stringMatching(/Z$/),
    });
    // The file is the recipient's copy, with a working link; once dropped, the database keeps only the
    // e-mail log's copy, without the token.
    const token = mail.body?.match(/\/auth\/reset-password\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const valid = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Authentication/IsPasswordResetTokenValid',
      payload: { token },
    });
    expect(valid.json().isValid).toBe(true);
    expect(inOutbox!.body).toContain('/auth/reset-password/••••••');
    expect(inOutbox!.body).not.toContain(token);
    expect(await t.db.query('select 1 from mail_deliveries where email_id = $1', [mail.id])).toEqual([]);
  });
});

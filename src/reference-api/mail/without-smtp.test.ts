import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../testing/test-app-per-file.ts';

const t = testAppPerFile();

describe('without SMTP_URL (the demo)', () => {
  it('starts no sender: a mail is Sent at once, kept in the outbox as before, never tried', async () => {
    expect(t.app.mailSender).toBeNull();
    expect(t.app.mailSettings.sender).toBeNull();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Authentication/RequestPasswordResetToken',
      payload: { emailAddress: 'muller@example.com' },
    });
    expect(asked.statusCode).toBe(204);
    const [mail] = await t.mailsTo('muller@example.com');
    expect(mail).toMatchObject({
      status: 'Sent',
      subject: 'Setzen Sie Ihr Kundenportal-Passwort zurück',
      logMessage: 'Demo-Server: nicht zugestellt, im Postausgang aufbewahrt',
    });
    expect(mail!.body).toMatch(/\/auth\/reset-password\/[\w-]+\/de/);
    const [row] = await t.db.query<{
      attempts: number;
      last_response: string | null;
      next_attempt_at: string | null;
    }>('select attempts, last_response, next_attempt_at from outbox where email_id = $1', [mail!.emailId]);
    expect(row).toEqual({ attempts: 0, last_response: null, next_attempt_at: null });
    const log = await t.db.query<{ event: string }>(
      'select event from outbox_log where email_id = $1 order by outbox_log_id',
      [mail!.emailId],
    );
    expect(log.map((entry) => entry.event)).toEqual(['Queued', 'Sent']);
  });
});

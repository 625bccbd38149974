import type { MailSettings } from '../auth/outbox-mail.ts';
import type { Db } from '../db/db.ts';
import { immediateRecipients, keepForDigests, mailedChanges } from './email-alert-queries.ts';
import { queueAlertMail } from './queue-alert-mail.ts';

/**
 * The mail settings of the running apps (email-alerts-plugin.ts adds its app's, and takes them away
 * on close). A channel is one entry of the shared `alertChannels` list, so it learns where links
 * point and how mails are queued here; the apps of one process (tests) share the same values.
 */
const running: MailSettings[] = [];

/** Lets the e-mail channel queue mails with these settings until the returned function is called. */
export function mailAlertsWith(settings: MailSettings): () => void {
  running.push(settings);
  return () => {
    const index = running.lastIndexOf(settings);
    if (index >= 0) running.splice(index, 1);
  };
}

/**
 * E-mail (docs/alerts.md#e-mail): for recipients who chose `immediate`, ONE mail per login with all
 * of its changes of this transaction, queued in it (the integration route wakes the sender after the
 * commit); for those who chose `digest`, the changes kept for their next daily digest
 * (alert-digests.ts). Without a running app (no mail settings) only the digest entries are kept.
 */
export const emailChannel = {
  name: 'email',
  // An AlertChannel (alert-channels.ts), typed where it is listed: importing the type would be a circle.
  async deliver(tx: Db, changeIds: readonly number[]): Promise<void> {
    await keepForDigests(tx, changeIds);
    const settings = running.at(-1);
    if (!settings) return;
    const recipients = await immediateRecipients(tx, changeIds);
    if (recipients.length === 0) return;
    const changes = new Map(
      (await mailedChanges(tx, [...new Set(recipients.flatMap((r) => r.changeIds))])).map((c) => [
        String(c.changeId),
        c,
      ]),
    );
    for (const login of recipients) {
      const own = login.changeIds.flatMap((id) => changes.get(String(id)) ?? []);
      // Oldest first, as mailedChanges ordered them.
      own.sort((a, b) => a.happenedAt.localeCompare(b.happenedAt) || a.changeId - b.changeId);
      await queueAlertMail(tx, settings, login, own, false);
    }
  },
};

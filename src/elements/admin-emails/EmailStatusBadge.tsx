import '../../ui/dialog/dialog-shoelace.ts';
import type { EmailRow, EmailStatus } from '../../core/api/contract/admin-emails.ts';
import { formatDateTime } from '../../core/i18n/format.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';

const VARIANTS: Record<EmailStatus, 'neutral' | 'primary' | 'warning' | 'success' | 'danger'> = {
  Queued: 'neutral',
  Sending: 'primary',
  Retrying: 'warning',
  Sent: 'success',
  Failed: 'danger',
};

/** An e-mail's send status as a coloured, translated badge: queued, sending, retrying, sent, failed. */
export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const { t } = usePortalTranslation('admin-emails');
  return (
    <cp-sl-badge variant={VARIANTS[status] ?? 'neutral'} pill>
      {t(`status.${status}`, { defaultValue: status })}
    </cp-sl-badge>
  );
}

/**
 * The status cell of the send log: the badge, and under it when the next attempt is due (Retrying) or
 * how many attempts it took to fail (Failed over SMTP).
 */
export function EmailStatusCell({ row }: { row: Pick<EmailRow, 'status' | 'attempts' | 'nextAttemptAt'> }) {
  const { t, language } = usePortalTranslation('admin-emails');
  const note =
    row.status === 'Retrying' && row.nextAttemptAt
      ? t('statusNote.nextAttempt', { time: formatDateTime(row.nextAttemptAt, language) })
      : row.status === 'Failed' && row.attempts > 0
        ? t('statusNote.attempts', { count: row.attempts })
        : null;
  return (
    <span className="email-status">
      <EmailStatusBadge status={row.status} />
      {note && <span className="email-status__note">{note}</span>}
    </span>
  );
}

import '../../ui/dialog/dialog-shoelace.ts';
import type { EmailStatus } from '../../core/api/contract/admin-emails.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';

const VARIANTS: Record<EmailStatus, 'warning' | 'success' | 'danger'> = {
  Queued: 'warning',
  Sent: 'success',
  Failed: 'danger',
};

/** An e-mail's send status as a coloured, translated badge: queued, sent, failed. */
export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const { t } = usePortalTranslation('admin-emails');
  return (
    <cp-sl-badge variant={VARIANTS[status] ?? 'neutral'} pill>
      {t(`status.${status}`, { defaultValue: status })}
    </cp-sl-badge>
  );
}

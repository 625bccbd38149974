import '../dialog/dialog-shoelace.ts';
import type { LoginStatus } from '../../core/api/contract/admin-common.ts';
import { usePortalTranslation } from '../element/use-portal-translation.ts';

const VARIANTS: Record<LoginStatus, 'primary' | 'warning' | 'success' | 'neutral'> = {
  AwaitingApproval: 'primary',
  Pending: 'warning',
  Active: 'success',
  Disabled: 'neutral',
};

/** A login's status as a coloured, translated badge: awaiting approval, not activated, active, disabled. */
export function StatusBadge({ status }: { status: LoginStatus }) {
  const { t } = usePortalTranslation('admin');
  return (
    <cp-sl-badge variant={VARIANTS[status]} pill>
      {t(`status.${status}`)}
    </cp-sl-badge>
  );
}

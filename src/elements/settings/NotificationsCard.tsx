import '@shoelace-style/shoelace/dist/components/button/button.js';
import { useQuery } from '@tanstack/react-query';
import { getAlertSubscription } from '../../core/api/browser-contract/alert-subscriptions.ts';
import { statedReason } from '../../core/api/client/api-error.ts';
import { CardContainer } from '../../ui/card-container/CardContainer.tsx';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { useMayCall } from '../../ui/may-call/use-may-call.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { NotificationsForm } from './NotificationsForm.tsx';
import { SettingsSkeleton } from './SettingsSkeleton.tsx';
import { browserTimeZone } from './time-zone-choices.ts';
import { SUBSCRIPTION_QUERY_KEY } from './use-notifications-form.ts';

/**
 * Notifications (docs/alerts.md#subscriptions): which changes of which shipments the login hears of,
 * in the inbox and by e-mail. A login that never chose sees the defaults, in the browser's time zone.
 */
export function NotificationsCard() {
  const { t } = usePortalTranslation('settings');
  const runtime = useRuntime();
  // Not for a login-link session (the partner web's): it has no subscription (403).
  const allowed = useMayCall(getAlertSubscription);
  const subscription = useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    enabled: allowed,
    queryFn: ({ signal }) =>
      runtime.api.call(getAlertSubscription, { query: { timeZone: browserTimeZone() }, signal }),
  });
  if (!allowed) return null;
  if (subscription.data) return <NotificationsForm initial={subscription.data} />;
  return (
    <div className="settings__card" part="notifications">
      <CardContainer title={t('notifications.title')}>
        {subscription.isError ? (
          <StatusAlert
            variant="danger"
            message={statedReason(subscription.error) ?? t('notifications.loadFailed')}
          >
            <cp-sl-button
              size="small"
              class="retry"
              loading={subscription.isFetching}
              onClick={() => void subscription.refetch()}
            >
              {t('retry')}
            </cp-sl-button>
          </StatusAlert>
        ) : (
          <SettingsSkeleton />
        )}
      </CardContainer>
    </div>
  );
}

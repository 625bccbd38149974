import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AlertSubscription,
  type getAlertSubscription,
  setAlertSubscription,
} from '../../core/api/browser-contract/alert-subscriptions.ts';
import type { EndpointResponse } from '../../core/api/endpoint.ts';
import { operationState } from '../../core/status/operation-status.ts';
import { holdServerFieldErrors } from '../../core/validation/server-field-errors.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { useFormValidator } from '../../ui/form/use-form-validator.ts';
import { errorMessage } from './error-message.ts';
import {
  type NotificationsField,
  notificationsFormRules,
  notificationsFormValues,
  subscriptionFromValues,
} from './notifications-form-rules.ts';

/** The caller's subscription as GetSubscription answers it. */
export type SubscriptionAnswer = EndpointResponse<typeof getAlertSubscription>;

/** The query key of the caller's subscription (one request per page). */
export const SUBSCRIPTION_QUERY_KEY = ['alerts', 'subscription'] as const;

/**
 * The notifications form's controller (docs/alerts.md#subscriptions): the form over the saved
 * subscription, and its save — what was chosen stays on a failure, its messages under the fields.
 */
export function useNotificationsForm(initial: SubscriptionAnswer) {
  const { t } = usePortalTranslation('settings');
  const { t: portal } = usePortalTranslation('portal');
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const form = useFormValidator<NotificationsField>(notificationsFormRules(), {
    values: notificationsFormValues(initial),
  });
  const save = useMutation({
    mutationFn: (body: AlertSubscription) => runtime.api.call(setAlertSubscription, { body }),
    onSuccess: (_answer, body) => {
      // What the server now holds, so a card mounted again starts from it.
      queryClient.setQueryData<SubscriptionAnswer>(SUBSCRIPTION_QUERY_KEY, (old) =>
        old ? { ...old, ...body, saved: true } : old,
      );
      runtime.snackbar.show(t('notifications.saved'), 'success');
    },
    onError: (error) => holdServerFieldErrors(form.validator, error),
  });
  const status = operationState(save, (error) => errorMessage(error, portal));
  const submit = () => {
    if (!form.validator.validateAll()) return;
    save.mutate(subscriptionFromValues(form.validator.state.values));
  };
  return { form, status, submit };
}

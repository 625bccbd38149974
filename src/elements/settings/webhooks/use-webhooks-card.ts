import { useState } from 'react';
import type { WebhookEndpoint } from '../../../core/api/browser-contract/webhooks.ts';
import { operationState } from '../../../core/status/operation-status.ts';
import { required } from '../../../core/validation/rules.ts';
import { holdServerFieldErrors } from '../../../core/validation/server-field-errors.ts';
import type { Rule } from '../../../core/validation/validation-message.ts';
import { usePortalTranslation } from '../../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../../ui/element/use-runtime.ts';
import { useFormValidator } from '../../../ui/form/use-form-validator.ts';
import { errorMessage } from '../error-message.ts';
import { useWebhooks } from './use-webhooks.ts';

const URL_RULES: Record<'url', readonly Rule[]> = { url: [required] };

/**
 * The webhooks card's controller: the endpoints, the add form (its server message under the field),
 * the secret of the endpoint just added (held only while shown), the endpoint to delete once
 * confirmed, the one whose log is open, and the list's actions, told in the snackbar.
 */
export function useWebhooksCard() {
  const { t } = usePortalTranslation('settings');
  const { t: portal } = usePortalTranslation('portal');
  const runtime = useRuntime();
  const webhooks = useWebhooks();
  const form = useFormValidator(URL_RULES, { mode: 'blur' });
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [log, setLog] = useState<{ endpoint: WebhookEndpoint | null; open: boolean }>({
    endpoint: null,
    open: false,
  });
  const failed = (error: unknown) => runtime.snackbar.show(errorMessage(error, portal), 'error');

  const submit = () => {
    if (!form.validator.validateAll()) return;
    const url = String(form.validator.state.values.url).trim();
    webhooks.add.mutate(url, {
      onSuccess: ({ endpoint, secret }) => {
        setCreated({ url: endpoint.url, secret });
        form.validator.reset();
      },
      onError: (error) => holdServerFieldErrors(form.validator, error),
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    webhooks.remove.mutate(deleting.endpointId, {
      onSuccess: () => {
        setDeleting(null);
        runtime.snackbar.show(t('webhooks.deleted'), 'success');
      },
    });
  };

  const sendTest = (endpoint: WebhookEndpoint) =>
    webhooks.sendTest.mutate(endpoint.endpointId, {
      onSuccess: () => runtime.snackbar.show(t('webhooks.testSent'), 'success'),
      onError: failed,
    });

  const enable = (endpoint: WebhookEndpoint) =>
    webhooks.enable.mutate(endpoint.endpointId, {
      onSuccess: () => runtime.snackbar.show(t('webhooks.enabled'), 'success'),
      onError: failed,
    });

  return {
    endpoints: webhooks.endpoints,
    form,
    status: operationState(webhooks.add, (error) => errorMessage(error, portal)),
    submit,
    created,
    dismissSecret: () => setCreated(null),
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => {
      setDeleting(null);
      webhooks.remove.reset();
    },
    confirmDelete,
    deleteBusy: webhooks.remove.isPending,
    deleteError: webhooks.remove.error ? errorMessage(webhooks.remove.error, portal) : null,
    sendTest,
    enable,
    log,
    openLog: (endpoint: WebhookEndpoint) => setLog({ endpoint, open: true }),
    closeLog: () => setLog((current) => ({ ...current, open: false })),
  };
}

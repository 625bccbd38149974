import type { ClientRow } from '../../core/api/contract/admin-clients.ts';
import { useAdminAction } from '../../ui/admin/use-admin-action.ts';
import { FormDialog } from '../../ui/dialog/FormDialog.tsx';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { TextField } from '../../ui/form/TextField.tsx';
import { useFormValidator } from '../../ui/form/use-form-validator.ts';
import { CLIENT_FORM_RULES, type ClientField, clientFormValues, toClientInput } from './client-form-rules.ts';
import type { ClientsApi } from './use-clients-api.ts';

export interface ClientFormDialogProps {
  open: boolean;
  /** The client to edit; null creates a new one. */
  client: ClientRow | null;
  api: ClientsApi;
  /** After a successful save, with the saved client. */
  onSaved: (client: ClientRow) => void;
  onClose: () => void;
}

/**
 * Creates or edits a client: name, customer number and country code (required), city, address
 * line and postal code. Mount it anew for each opening (`key`); a refusal keeps what was typed.
 */
export function ClientFormDialog({ open, client, api, onSaved, onClose }: ClientFormDialogProps) {
  const { t } = usePortalTranslation('admin-clients');
  const runtime = useRuntime();
  const form = useFormValidator<ClientField>(CLIENT_FORM_RULES, {
    mode: 'blur',
    values: clientFormValues(client),
  });
  const action = useAdminAction();

  const submit = async () => {
    if (!form.validator.validateAll()) return;
    const input = toClientInput(form.validator.state.values);
    const saved = client
      ? await action.run(() => api.update(client.id, input), 'failures.client.update', form)
      : await action.run(() => api.create(input), 'failures.client.create', form);
    if (!saved) return;
    runtime.snackbar.show(
      t(client ? 'form.updated' : 'form.created', { name: saved.displayName }),
      'success',
    );
    onSaved(saved);
  };

  return (
    <FormDialog
      open={open}
      label={client ? t('form.editTitle', { name: client.displayName }) : t('form.createTitle')}
      status={action.status}
      submitLabel={t(client ? 'form.save' : 'form.create')}
      onSubmit={() => void submit()}
      onClose={() => {
        if (!action.busy) onClose();
      }}
    >
      <TextField form={form} name="displayName" label={t('form.displayName')} autocomplete="off" required />
      <div className="admin-form__row">
        <TextField
          form={form}
          name="customerNumber"
          label={t('form.customerNumber')}
          helpText={t('form.customerNumberHelp')}
          autocomplete="off"
          required
        />
        <TextField
          form={form}
          name="countryCode"
          label={t('form.countryCode')}
          helpText={t('form.countryCodeHelp')}
          autocomplete="off"
          required
        />
      </div>
      <TextField form={form} name="addressLine" label={t('form.addressLine')} autocomplete="off" />
      <div className="admin-form__row">
        <TextField form={form} name="postalCode" label={t('form.postalCode')} autocomplete="off" />
        <TextField form={form} name="city" label={t('form.city')} autocomplete="off" />
      </div>
    </FormDialog>
  );
}

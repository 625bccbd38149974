import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js';
import { useLayoutEffect } from 'react';
import type { ApiKeyInput, ApiKeyScope, NewApiKey } from '../../core/api/browser-contract/admin-api-keys.ts';
import { useAdminAction } from '../../ui/admin/use-admin-action.ts';
import { FormDialog } from '../../ui/dialog/FormDialog.tsx';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { fieldAria } from '../../ui/form/FieldHelp.tsx';
import { TextField } from '../../ui/form/TextField.tsx';
import { useField } from '../../ui/form/use-field.ts';
import { type FormBinding, useFormValidator } from '../../ui/form/use-form-validator.ts';
import {
  API_KEY_FORM_RULES,
  API_KEY_SCOPES,
  type ApiKeyField,
  newApiKeyValues,
  toApiKeyInput,
} from './api-key-form.ts';

export interface ApiKeyFormDialogProps {
  open: boolean;
  create: (input: ApiKeyInput) => Promise<NewApiKey>;
  /** The key was created: the caller shows it, once. */
  onCreated: (key: NewApiKey, input: ApiKeyInput) => void;
  onClose: () => void;
}

/** The new-key form: a name and at least one scope. A refusal keeps what was typed. */
export function ApiKeyFormDialog({ open, create, onCreated, onClose }: ApiKeyFormDialogProps) {
  const { t } = usePortalTranslation('admin-integrations');
  const form = useFormValidator<ApiKeyField>(API_KEY_FORM_RULES, { mode: 'blur' });
  const action = useAdminAction();
  const { validator } = form;
  const { reset } = action;

  useLayoutEffect(() => {
    if (!open) return;
    validator.reset(newApiKeyValues());
    reset();
  }, [open, validator, reset]);

  const submit = async () => {
    if (!validator.validateAll()) return;
    const input = toApiKeyInput(validator.state.values);
    const created = await action.run(() => create(input), 'failures.apiKey.create', form);
    if (created) onCreated(created, input);
  };

  return (
    <FormDialog
      open={open}
      label={t('dialog.title')}
      status={action.status}
      submitLabel={t('dialog.submit')}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        form={form}
        name="name"
        autocomplete="off"
        label={t('dialog.name')}
        helpText={t('dialog.nameHelp')}
        required
      />
      <ScopesField form={form} />
    </FormDialog>
  );
}

/** The scopes as a group of checkboxes bound to one list field, its messages under the group. */
function ScopesField({ form }: { form: FormBinding<ApiKeyField> }) {
  const { t } = usePortalTranslation('admin-integrations');
  const field = useField(form, 'scopes');
  const chosen = Array.isArray(field.value) ? (field.value as ApiKeyScope[]) : [];
  const toggle = (scope: ApiKeyScope, on: boolean) => {
    field.setValue(on ? [...chosen.filter((s) => s !== scope), scope] : chosen.filter((s) => s !== scope));
    field.blur();
  };
  return (
    <fieldset className="api-key-scopes" {...fieldAria(field, t('dialog.scopesHelp'))}>
      <legend className="api-key-scopes__legend">{t('dialog.scopes')}</legend>
      {API_KEY_SCOPES.map((scope) => (
        <cp-sl-checkbox
          key={scope}
          class="api-key-scopes__scope"
          name={`scope-${scope}`}
          checked={chosen.includes(scope)}
          help-text={t(`scopeHelp.${scope}`)}
          onsl-change={(event) => toggle(scope, (event.target as HTMLInputElement).checked)}
        >
          {t(`scopes.${scope}`)}
        </cp-sl-checkbox>
      ))}
      <div id={field.errorId} className={field.invalid ? 'cp-field__errors' : 'cp-field__help'}>
        {field.invalid ? field.errors.map((error) => <div key={error}>{error}</div>) : t('dialog.scopesHelp')}
      </div>
    </fieldset>
  );
}

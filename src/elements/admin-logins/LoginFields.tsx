import type { OperationState } from '../../core/status/operation-status.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { SelectField } from '../../ui/form/SelectField.tsx';
import { TextField } from '../../ui/form/TextField.tsx';
import type { FormBinding } from '../../ui/form/use-form-validator.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { NO_LANGUAGE } from './login-form.ts';
import type { LoginChoices } from './use-login-choices.ts';

/** The login forms' status while their choices load. */
export const LOADING_CHOICES: OperationState = { status: 'loading', message: null };

/** The e-mail address and name of a login, both required (new and edit forms alike). */
export function LoginNameFields<F extends string>({
  form,
}: {
  form: FormBinding<F | 'emailAddress' | 'displayName'>;
}) {
  const { t } = usePortalTranslation('admin-logins');
  return (
    <>
      <TextField
        form={form}
        name="emailAddress"
        type="email"
        autocomplete="off"
        label={t('form.emailAddress')}
        required
      />
      <TextField form={form} name="displayName" autocomplete="off" label={t('form.displayName')} required />
    </>
  );
}

/**
 * The optional preferred language of a login (new and edit forms alike), and the warning when the
 * choices could not be loaded.
 */
export function LoginLanguageField<F extends string>({
  form,
  choices,
}: {
  form: FormBinding<F | 'languageId'>;
  choices: LoginChoices;
}) {
  const { t } = usePortalTranslation('admin-logins');
  return (
    <>
      <SelectField
        form={form}
        name="languageId"
        label={t('form.language')}
        helpText={t('form.languageHelp')}
        options={[{ value: NO_LANGUAGE, label: t('form.noLanguage') }, ...choices.languages]}
      />
      <StatusAlert variant="warning" message={choices.failed ? t('form.choicesFailed') : null} />
    </>
  );
}

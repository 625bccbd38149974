import { useMutation, useQuery } from '@tanstack/react-query';
import { getProfile, updatePassword } from '../../core/api/browser-contract/account.ts';
import { ApiError, statedReason } from '../../core/api/client/api-error.ts';
import { PASSWORD_MIN_LENGTH } from '../../core/password/password-policy.ts';
import { operationState } from '../../core/status/operation-status.ts';
import { holdServerFieldErrors } from '../../core/validation/server-field-errors.ts';
import { CardContainer } from '../../ui/card-container/CardContainer.tsx';
import { useEmit } from '../../ui/element/use-emit.ts';
import { PROFILE_QUERY_KEY } from '../../ui/element/use-page-session.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { PasswordField } from '../../ui/form/PasswordField.tsx';
import { useFormValidator } from '../../ui/form/use-form-validator.ts';
import { PasswordStrengthHint } from '../../ui/password-form/PasswordStrengthHint.tsx';
import { usePasswordPolicy } from '../../ui/password-form/use-password-policy.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { errorMessage } from './error-message.ts';
import { type PasswordField as Field, passwordFormRules } from './password-form-rules.ts';

/**
 * Change password (docs/screens/settings.md#password, docs/forms.md#validation-rules): current, new and confirmation; the server's messages go under
 * their fields, form-level ones into the card's alert. Other sessions of the account end.
 * Mounted per language (`key`), because the sameAs message names the translated field.
 */
export function ChangePasswordCard() {
  const { t } = usePortalTranslation('settings');
  const { t: portal } = usePortalTranslation('portal');
  const runtime = useRuntime();
  const emit = useEmit();
  // The page's profile (one request, shared): the new password may not hold the address or name.
  const profile = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => runtime.api.call(getProfile, { signal }),
    staleTime: 5 * 60_000,
  });
  const policy = usePasswordPolicy({
    email: profile.data?.emailAddress,
    names: [profile.data?.displayName],
  });
  const form = useFormValidator<Field>(passwordFormRules(t('password.newPassword'), policy.rule), {
    mode: 'blur',
  });
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      runtime.api.call(updatePassword, { body }),
    onSuccess: () => {
      form.validator.reset();
      runtime.snackbar.show(t('password.changed'), 'success');
    },
    onError: (error) => {
      // What the user typed stays; only the messages are added.
      holdServerFieldErrors(form.validator, error);
      if (!(error instanceof ApiError))
        emit('cp-error', { message: error instanceof Error ? error.message : String(error) });
    },
  });
  const status = operationState(change, (error) => errorMessage(error, portal));

  const submit = () => {
    if (!form.validator.validateAll()) return;
    const values = form.validator.state.values;
    change.mutate({
      currentPassword: String(values.currentPassword),
      newPassword: String(values.newPassword),
    });
  };

  return (
    <div className="settings__card" part="password">
      <CardContainer
        status={status}
        title={t('password.title')}
        submitLabel={t('password.submit')}
        onSubmit={submit}
      >
        <p className="settings__intro">{t('password.intro')}</p>
        {/* Without the profile the new password is not checked against the address and name: say so. */}
        {profile.isError && (
          <StatusAlert
            variant="danger"
            message={statedReason(profile.error) ?? portal('errors.loadingFailed')}
          />
        )}
        <PasswordField form={form} name="currentPassword" label={t('password.currentPassword')} required />
        <PasswordField
          form={form}
          name="newPassword"
          label={t('password.newPassword')}
          helpText={portal('passwordStrength.help', { min: PASSWORD_MIN_LENGTH })}
          autocomplete="new-password"
          required
        />
        <PasswordStrengthHint form={form} name="newPassword" policy={policy} />
        <PasswordField
          form={form}
          name="confirmPassword"
          label={t('password.confirmPassword')}
          autocomplete="new-password"
          required
        />
      </CardContainer>
    </div>
  );
}

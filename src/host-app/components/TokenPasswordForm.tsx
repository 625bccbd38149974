import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { FormBinding } from '../../ui/index.ts';
import { useHostTranslation } from '../runtime/use-host-translation.ts';
import { Alert } from './Alert.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { RedirectCountdown } from './RedirectCountdown.tsx';
import { useFormErrors } from './use-form-errors.ts';
import { useTokenCheck } from './use-token-check.ts';

/** What a page that sets a password with the token of a mailed link says and calls. */
export interface TokenPasswordFormProps {
  /** Whether the link's token is still valid. */
  checkToken: (token: string) => Promise<boolean>;
  /** Sets the password for the token's account. */
  setPassword: (token: string, password: string) => Promise<unknown>;
  heading: string;
  /** Shown above the form, if anything. */
  intro?: string;
  submitLabel: string;
  /** Shown once the password is set, before the countdown to login. */
  done: string;
  /** Shown for an invalid or used link: what happened and where to go instead. */
  invalid: { message: string; link: ReactNode };
}

/**
 * Checks the token of the link's URL, then asks for a new password and sets it (docs/screens/sign-in.md#activation: account
 * activation and password reset), then counts down to login.
 */
export function TokenPasswordForm(props: TokenPasswordFormProps) {
  const { token } = useParams();
  const { t } = useTranslation();
  const { th } = useHostTranslation();
  const check = useTokenCheck(token, props.checkToken);
  const { errors, busy, send } = useFormErrors();
  const [done, setDone] = useState(false);

  const submit = async (password: string, form: FormBinding<'password' | 'confirmation'>) => {
    if (!token) return;
    const set = await send(
      () => props.setPassword(token, password),
      t('errors.formProcessing'),
      form.validator,
    );
    if (set) setDone(true);
  };

  return (
    <>
      <h1>{props.heading}</h1>
      {check === 'checking' ? <p role="status">{th('checking')}</p> : null}
      {check === 'invalid' ? (
        <>
          <Alert kind="error">{props.invalid.message}</Alert>
          {props.invalid.link}
        </>
      ) : null}
      {check === 'valid' && done ? (
        <>
          <Alert kind="success">{props.done}</Alert>
          <RedirectCountdown to="/login" />
        </>
      ) : null}
      {check === 'valid' && !done ? (
        <>
          {props.intro ? <p>{props.intro}</p> : null}
          <NewPasswordForm
            submitLabel={props.submitLabel}
            formError={errors.form}
            busy={busy}
            onSubmit={submit}
          />
        </>
      ) : null}
    </>
  );
}

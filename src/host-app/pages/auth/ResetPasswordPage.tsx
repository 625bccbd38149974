import { Link, useParams } from 'react-router';
import {
  isPasswordResetTokenValid,
  resetPassword,
} from '../../../core/api/browser-contract/authentication.ts';
import { TokenPasswordForm } from '../../components/TokenPasswordForm.tsx';
import { hostRuntime } from '../../runtime/host-runtime.ts';
import { useHostTranslation } from '../../runtime/use-host-translation.ts';
import { useLinkLanguage } from './use-link-language.ts';

const checkToken = async (token: string) =>
  (await hostRuntime().api.call(isPasswordResetTokenValid, { body: { token } })).isValid;

const setPassword = (token: string, password: string) =>
  hostRuntime().api.call(resetPassword, { body: { token, password } });

/** Set a new password with the token of a reset link (docs/screens/sign-in.md#password-reset), then on to login after a few seconds. */
export default function ResetPasswordPage() {
  const { th } = useHostTranslation();
  useLinkLanguage(useParams().languageCode);
  return (
    <TokenPasswordForm
      checkToken={checkToken}
      setPassword={setPassword}
      heading={th('resetPassword.heading')}
      submitLabel={th('resetPassword.submit')}
      done={th('resetPassword.done')}
      invalid={{
        message: th('resetPassword.invalidLink'),
        link: <Link to="/auth/reset-password">{th('resetPassword.requestNew')}</Link>,
      }}
    />
  );
}

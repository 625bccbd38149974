import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  activateAccount,
  isActivationTokenValid,
} from '../../../core/api/browser-contract/authentication.ts';
import { TokenPasswordForm } from '../../components/TokenPasswordForm.tsx';
import { hostRuntime } from '../../runtime/host-runtime.ts';
import { useHostTranslation } from '../../runtime/use-host-translation.ts';
import { useLinkLanguage } from './use-link-language.ts';

const checkToken = async (token: string) =>
  (await hostRuntime().api.call(isActivationTokenValid, { body: { token } })).isValid;

const setPassword = (token: string, password: string) =>
  hostRuntime().api.call(activateAccount, { body: { token, password } });

/** Activate an account with the token of its activation link and choose a password (docs/screens/sign-in.md#activation). */
export default function ActivateAccountPage() {
  const { t } = useTranslation();
  const { th } = useHostTranslation();
  useLinkLanguage(useParams().languageCode);
  return (
    <TokenPasswordForm
      checkToken={checkToken}
      setPassword={setPassword}
      heading={th('activate.heading')}
      intro={th('activate.intro')}
      submitLabel={th('activate.submit')}
      done={th('activate.done')}
      invalid={{
        message: t('errors.activationLinkInvalid'),
        link: <Link to="/login">{th('login.backToLogin')}</Link>,
      }}
    />
  );
}

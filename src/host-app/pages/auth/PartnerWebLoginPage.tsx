import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getPartnerWebLoginUri } from '../../../core/api/browser-contract/partner-web.ts';
import { Alert } from '../../components/Alert.tsx';
import { RedirectCountdown } from '../../components/RedirectCountdown.tsx';
import { hostRuntime } from '../../runtime/host-runtime.ts';
import { useHostTranslation } from '../../runtime/use-host-translation.ts';

/** Only web addresses leave the portal: a `javascript:` or `data:` answer is treated as a failure. */
function isWebAddress(uri: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(uri, window.location.origin).protocol);
  } catch {
    return false;
  }
}

/** The partner-web login flow (docs/screens/sign-in.md#partner-web-login): get a one-time partner-web address, then go there after a few seconds. */
export default function PartnerWebLoginPage() {
  const { t } = useTranslation();
  const { th } = useHostTranslation();
  const [uri, setUri] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    const runtime = hostRuntime();
    const clientId = runtime.preferences.get().selectedClientId ?? undefined;
    runtime.api.call(getPartnerWebLoginUri, { query: { clientId } }).then(
      (answer) => {
        if (!current) return;
        if (isWebAddress(answer.uri)) setUri(answer.uri);
        else setFailed(true);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
      <h1>{th('partnerWeb.heading')}</h1>
      {!uri && !failed ? <p role="status">{th('partnerWeb.busy')}</p> : null}
      {uri ? (
        <>
          <Alert kind="success">{th('partnerWeb.done')}</Alert>
          <RedirectCountdown to={uri} external />
        </>
      ) : null}
      {failed ? (
        <>
          <Alert kind="error">{t('errors.partnerWebLoginFailed')}</Alert>
          <Link to="/">{th('layout.backToDashboard')}</Link>
        </>
      ) : null}
    </>
  );
}

import { useEffect, useState } from 'react';
import type { TotpSetupCode } from '../../core/api/contract/authentication.ts';
import { CopyButton } from '../../ui/copy-button/CopyButton.tsx';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { TextField } from '../../ui/form/TextField.tsx';
import type { FormBinding } from '../../ui/form/use-form-validator.ts';
import { groupSecret } from './group-secret.ts';
import { qrCodeUrl } from './qr-code-url.ts';

export interface TotpSetupProps {
  setup: TotpSetupCode;
  form: FormBinding<'code'>;
}

/** Step two of the setup: the QR code and the secret as text for the app, and its first code. */
export function TotpSetup({ setup, form }: TotpSetupProps) {
  const { t } = usePortalTranslation('settings');
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setQr(null);
    qrCodeUrl(setup.uri).then(
      (url) => current && setQr(url),
      // Without a picture the secret below still lets the user type it into the app.
      () => current && setQr(null),
    );
    return () => {
      current = false;
    };
  }, [setup.uri]);
  const grouped = groupSecret(setup.secret);

  return (
    <div className="totp-setup" part="totp-setup">
      <ol className="totp-setup__steps">
        <li>{t('twoFactor.stepScan')}</li>
        <li>{t('twoFactor.stepCode')}</li>
      </ol>
      <div className="totp-setup__pair">
        <div className="totp-setup__qr" part="qr-code">
          {qr ? (
            <img src={qr} alt={t('twoFactor.qrAlt')} width={180} height={180} />
          ) : (
            <span aria-hidden="true" />
          )}
        </div>
        <div className="totp-setup__secret">
          <span className="totp-setup__secret-label">{t('twoFactor.secretLabel')}</span>
          <span className="totp-setup__secret-row">
            <code className="totp-setup__secret-text" part="secret">
              {grouped}
            </code>
            <CopyButton
              value={setup.secret}
              part="copy-secret"
              labels={{
                idle: t('twoFactor.copy'),
                copied: t('twoFactor.copied'),
                failed: t('twoFactor.copyFailed'),
              }}
            />
          </span>
        </div>
      </div>
      <TextField
        form={form}
        name="code"
        label={t('twoFactor.code')}
        helpText={t('twoFactor.codeHelp')}
        autocomplete="one-time-code"
        required
      />
    </div>
  );
}

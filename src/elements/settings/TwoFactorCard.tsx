import '@shoelace-style/shoelace/dist/components/button/button.js';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../core/api/client/api-error.ts';
import type { TotpSetupCode } from '../../core/api/contract/authentication.ts';
import { CardContainer } from '../../ui/card-container/CardContainer.tsx';
import { useOperationStatus } from '../../ui/card-container/use-operation-status.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { PasswordField } from '../../ui/form/PasswordField.tsx';
import { useFormValidator } from '../../ui/form/use-form-validator.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { errorMessage } from './error-message.ts';
import { SettingsSkeleton } from './SettingsSkeleton.tsx';
import { TotpSetup } from './TotpSetup.tsx';
import { DISABLE_TOTP_RULES, TOTP_CODE_RULES } from './totp-form-rules.ts';
import { useTwoFactor } from './use-two-factor.ts';

type Step = { kind: 'overview' } | { kind: 'setup'; setup: TotpSetupCode } | { kind: 'disable' };

const OVERVIEW: Step = { kind: 'overview' };

/** Two-factor login (spec §2, §4): on or off; set up with a QR code and a first code, turned off with the password. */
export function TwoFactorCard() {
  const { t } = usePortalTranslation('settings');
  const { t: portal } = usePortalTranslation('portal');
  const runtime = useRuntime();
  const { enabled, startSetup, enable, disable } = useTwoFactor();
  const [status, operation] = useOperationStatus();
  const [step, setStep] = useState<Step>(OVERVIEW);
  const codeForm = useFormValidator(TOTP_CODE_RULES, { mode: 'blur' });
  const passwordForm = useFormValidator(DISABLE_TOTP_RULES, { mode: 'blur' });

  const backToOverview = () => {
    setStep(OVERVIEW);
    operation.reset();
    codeForm.validator.reset();
    passwordForm.validator.reset();
  };

  /** Runs a call with the card busy; field messages of the server go under the field. */
  const run = async (call: () => Promise<void>, hold: (errors: ApiError['errors']) => void) => {
    operation.startProcessing();
    try {
      await call();
    } catch (error) {
      if (error instanceof ApiError) {
        const { '': _formLevel, ...fieldErrors } = error.errors;
        hold(fieldErrors);
      }
      operation.setError(errorMessage(error, portal));
    }
  };

  const beginSetup = () =>
    run(
      async () => {
        const setup = await startSetup();
        codeForm.validator.reset();
        setStep({ kind: 'setup', setup });
        operation.reset();
      },
      () => undefined,
    );

  const confirmSetup = () => {
    if (!codeForm.validator.validateAll()) return;
    void run(
      async () => {
        await enable(String(codeForm.validator.state.values.code).trim());
        backToOverview();
        runtime.snackbar.show(t('twoFactor.enabledMessage'), 'success');
      },
      (errors) => codeForm.validator.setServerErrors({ errors }),
    );
  };

  const confirmDisable = () => {
    if (!passwordForm.validator.validateAll()) return;
    void run(
      async () => {
        await disable(String(passwordForm.validator.state.values.password));
        backToOverview();
        runtime.snackbar.show(t('twoFactor.disabledMessage'), 'success');
      },
      (errors) => passwordForm.validator.setServerErrors({ errors }),
    );
  };

  let content: ReactNode;
  let actions: { submitLabel: string; onSubmit: () => void; onCancel: () => void } | null = null;
  if (enabled.isPending) {
    content = <SettingsSkeleton />;
  } else if (enabled.isError) {
    content = (
      <StatusAlert variant="danger" message={portal('errors.loadingFailed')}>
        <sl-button
          size="small"
          class="retry"
          loading={enabled.isFetching}
          onClick={() => void enabled.refetch()}
        >
          {t('retry')}
        </sl-button>
      </StatusAlert>
    );
  } else if (step.kind === 'setup') {
    content = <TotpSetup setup={step.setup} form={codeForm} />;
    actions = { submitLabel: t('twoFactor.turnOn'), onSubmit: confirmSetup, onCancel: backToOverview };
  } else if (step.kind === 'disable') {
    content = (
      <>
        <p className="settings__intro">{t('twoFactor.disableConfirm')}</p>
        <PasswordField form={passwordForm} name="password" label={t('twoFactor.password')} required />
      </>
    );
    actions = { submitLabel: t('twoFactor.turnOff'), onSubmit: confirmDisable, onCancel: backToOverview };
  } else {
    const on = enabled.data.isTotpEnabled;
    content = (
      <div className="two-factor__overview">
        <p className="two-factor__state" part="two-factor-state" data-enabled={on}>
          <sl-icon library="cp" name={on ? 'check2-circle' : 'info-circle'} />
          {on ? t('twoFactor.isOn') : t('twoFactor.isOff')}
        </p>
        <p className="settings__intro">{t('twoFactor.explanation')}</p>
        <sl-button
          class="two-factor__action"
          variant={on ? 'default' : 'primary'}
          onClick={() => (on ? setStep({ kind: 'disable' }) : void beginSetup())}
        >
          {on ? t('twoFactor.turnOffStart') : t('twoFactor.setUp')}
        </sl-button>
      </div>
    );
  }

  return (
    <div className="settings__card" part="two-factor">
      <CardContainer status={status} title={t('twoFactor.title')} {...actions}>
        {content}
      </CardContainer>
    </div>
  );
}

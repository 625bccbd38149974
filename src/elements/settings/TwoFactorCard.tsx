import '@shoelace-style/shoelace/dist/components/button/button.js';
import type { ReactNode } from 'react';
import { CardContainer } from '../../ui/card-container/CardContainer.tsx';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { PasswordField } from '../../ui/form/PasswordField.tsx';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { SettingsSkeleton } from './SettingsSkeleton.tsx';
import { TotpSetup } from './TotpSetup.tsx';
import { useTwoFactorCard } from './use-two-factor-card.ts';

/** Two-factor login (docs/screens/settings.md#two-factor-login): on or off; set up with a QR code and a first code, turned off with the password. */
export function TwoFactorCard() {
  const { t } = usePortalTranslation('settings');
  const { t: portal } = usePortalTranslation('portal');
  const card = useTwoFactorCard();
  const { enabled, step, codeForm, passwordForm, backToOverview } = card;

  let content: ReactNode;
  let actions: { submitLabel: string; onSubmit: () => void; onCancel: () => void } | null = null;
  if (enabled.isPending) {
    content = <SettingsSkeleton />;
  } else if (enabled.isError) {
    content = (
      <StatusAlert variant="danger" message={portal('errors.loadingFailed')}>
        <cp-sl-button
          size="small"
          class="retry"
          loading={enabled.isFetching}
          onClick={() => void enabled.refetch()}
        >
          {t('retry')}
        </cp-sl-button>
      </StatusAlert>
    );
  } else if (step.kind === 'setup') {
    content = <TotpSetup setup={step.setup} form={codeForm} />;
    actions = { submitLabel: t('twoFactor.turnOn'), onSubmit: card.confirmSetup, onCancel: backToOverview };
  } else if (step.kind === 'disable') {
    content = (
      <>
        <p className="settings__intro">{t('twoFactor.disableConfirm')}</p>
        <PasswordField form={passwordForm} name="password" label={t('twoFactor.password')} required />
      </>
    );
    actions = {
      submitLabel: t('twoFactor.turnOff'),
      onSubmit: card.confirmDisable,
      onCancel: backToOverview,
    };
  } else {
    const on = enabled.data.isTotpEnabled;
    content = <TwoFactorOverview on={on} onAction={on ? card.askDisable : card.beginSetup} />;
  }

  return (
    <div className="settings__card" part="two-factor">
      <CardContainer status={card.status} title={t('twoFactor.title')} {...actions}>
        {content}
      </CardContainer>
    </div>
  );
}

/** Whether two-factor login is on, why it matters, and the button that sets it up or turns it off. */
function TwoFactorOverview({ on, onAction }: { on: boolean; onAction: () => void }) {
  const { t } = usePortalTranslation('settings');
  return (
    <div className="two-factor__overview">
      <p className="two-factor__state" part="two-factor-state" data-enabled={on}>
        <cp-sl-icon library="cp" name={on ? 'check2-circle' : 'info-circle'} />
        {on ? t('twoFactor.isOn') : t('twoFactor.isOff')}
      </p>
      <p className="settings__intro">{t('twoFactor.explanation')}</p>
      <cp-sl-button class="two-factor__action" variant={on ? 'default' : 'primary'} onClick={onAction}>
        {on ? t('twoFactor.turnOffStart') : t('twoFactor.setUp')}
      </cp-sl-button>
    </div>
  );
}

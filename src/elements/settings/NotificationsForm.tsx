import { useMemo } from 'react';
import { CardContainer } from '../../ui/card-container/CardContainer.tsx';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { CheckboxField } from '../../ui/form/CheckboxField.tsx';
import { RadioGroupField } from '../../ui/form/RadioGroupField.tsx';
import { SelectField } from '../../ui/form/SelectField.tsx';
import { KindsField } from './KindsField.tsx';
import { etaChoices } from './notifications-form-rules.ts';
import { timeZoneChoices, timeZoneLabel } from './time-zone-choices.ts';
import { type SubscriptionAnswer, useNotificationsForm } from './use-notifications-form.ts';

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The notifications form over a loaded subscription: changes, shipments, channels. */
export function NotificationsForm({ initial }: { initial: SubscriptionAnswer }) {
  const { t } = usePortalTranslation('settings');
  const { form, status, submit } = useNotificationsForm(initial);
  const { email, timeZone } = form.state.values;
  const etaOptions = etaChoices(initial.minimumEtaMinutes, initial.etaMinutes).map((minutes) => ({
    value: String(minutes),
    label:
      minutes % 1440 === 0
        ? t('notifications.etaDaysChoice', { count: minutes / 1440 })
        : minutes % 60 === 0
          ? t('notifications.etaHoursChoice', { count: minutes / 60 })
          : t('notifications.etaMinutesChoice', { count: minutes }),
  }));
  const hours = useMemo(
    () => Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourLabel(hour) })),
    [],
  );
  const zone = String(timeZone ?? '');
  const zones = useMemo(
    () => timeZoneChoices(zone).map((name) => ({ value: name, label: timeZoneLabel(name) })),
    [zone],
  );

  return (
    <div className="settings__card" part="notifications">
      <CardContainer
        status={status}
        title={t('notifications.title')}
        submitLabel={t('notifications.submit')}
        onSubmit={submit}
      >
        <p className="settings__intro">{t('notifications.intro')}</p>
        <KindsField form={form} />
        <SelectField
          form={form}
          name="etaMinutes"
          label={t('notifications.etaMinutes')}
          options={etaOptions}
        />
        <RadioGroupField
          form={form}
          name="shipments"
          label={t('notifications.shipments')}
          helpText={t('notifications.followedHelp')}
          options={[
            { value: 'all', label: t('notifications.allShipments') },
            { value: 'followed', label: t('notifications.followedShipments') },
          ]}
        />
        <fieldset className="notifications__group">
          <legend className="notifications__legend">{t('notifications.channels')}</legend>
          <CheckboxField form={form} name="inbox" label={t('notifications.inbox')} />
          <RadioGroupField
            form={form}
            name="email"
            label={t('notifications.email')}
            options={[
              { value: 'off', label: t('notifications.emailOff') },
              { value: 'immediate', label: t('notifications.emailImmediate') },
              { value: 'digest', label: t('notifications.emailDigest') },
            ]}
          />
          {email === 'digest' && (
            <SelectField
              form={form}
              name="digestHour"
              label={t('notifications.digestHour')}
              options={hours}
            />
          )}
          {email !== 'off' && (
            <SelectField form={form} name="timeZone" label={t('notifications.timeZone')} options={zones} />
          )}
        </fieldset>
      </CardContainer>
    </div>
  );
}

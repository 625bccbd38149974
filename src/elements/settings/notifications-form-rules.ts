import type { AlertSubscription } from '../../core/api/browser-contract/alert-subscriptions.ts';
import { CHANGE_KINDS, type ChangeKind } from '../../core/api/browser-contract/alerts.ts';
import { atLeastOne, required, validateIf } from '../../core/validation/rules.ts';
import type { FormValues, Rule } from '../../core/validation/validation-message.ts';

/** The fields of the notifications form, named as the SetSubscription body. */
export type NotificationsField = keyof AlertSubscription;

/** The kinds in the order the card lists them: the most wanted first. */
export const KIND_ORDER: readonly ChangeKind[] = [
  'etaLater',
  'etaEarlier',
  'delivered',
  'exception',
  'departed',
  'arrivedAtStop',
  'silent',
];

/** The ETA thresholds the card offers, in minutes: 30 min, 1 h, 2 h, 4 h, 8 h, 1 day. */
export const ETA_CHOICES = [30, 60, 120, 240, 480, 1440] as const;

const channelsOn = (values: FormValues) => values.inbox === true || (values.email ?? 'off') !== 'off';

/**
 * The rules of the notifications form: with a channel on, at least one change (else nothing would
 * ever come); with e-mail on, a time zone (the times in the mails), for a digest its hour.
 */
export function notificationsFormRules(): Record<NotificationsField, readonly Rule[]> {
  return {
    kinds: [validateIf(channelsOn, atLeastOne)],
    etaMinutes: [required],
    shipments: [required],
    inbox: [],
    email: [required],
    digestHour: [validateIf((values) => values.email === 'digest', required)],
    timeZone: [validateIf((values) => values.email !== 'off', required)],
  };
}

/** The form's starting values: the saved subscription (or the server's defaults) as fields hold them. */
export function notificationsFormValues(
  subscription: AlertSubscription,
): Record<NotificationsField, unknown> {
  return {
    ...subscription,
    etaMinutes: String(subscription.etaMinutes),
    digestHour: String(subscription.digestHour),
  };
}

/** The SetSubscription body from the form's values (selects hold text). */
export function subscriptionFromValues(
  values: Readonly<Record<NotificationsField, unknown>>,
): AlertSubscription {
  const kinds = (values.kinds as readonly ChangeKind[]).filter((kind) => CHANGE_KINDS.includes(kind));
  return {
    kinds,
    etaMinutes: Number(values.etaMinutes),
    shipments: values.shipments === 'followed' ? 'followed' : 'all',
    inbox: values.inbox === true,
    email: values.email as AlertSubscription['email'],
    digestHour: Number(values.digestHour),
    timeZone: String(values.timeZone),
  };
}

/** The ETA choices at or above the server's least (`minimum`), and the saved one if it is none of them. */
export function etaChoices(minimum: number, saved: number): number[] {
  const offered: number[] = ETA_CHOICES.filter((minutes) => minutes >= minimum);
  if (!offered.includes(saved)) offered.push(saved);
  return offered.sort((a, b) => a - b);
}

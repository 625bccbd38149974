import type en from '../../../locales/en/portal.json';

/** A key under `validations` of the locale files. */
export type ValidationKey = `validations.${keyof (typeof en)['validations']}`;

/** A failed rule's message, translated by the UI: `t(message.key, message.params)`. */
export interface ValidationMessage {
  key: ValidationKey;
  params?: Record<string, string | number>;
}

/** The values of the whole form, for rules that look at other fields (sameAs, requiredIf). */
export type FormValues = Readonly<Record<string, unknown>>;

/** A rule gives true when the value is valid, else the message to show. */
export type Rule = (value: unknown, values: FormValues) => true | ValidationMessage;

import {
  CONTACT_LIMITS,
  CUSTOMER_NUMBER_PATTERN,
  MESSAGE_TYPES,
  type SendMessageBody,
} from '../../../../core/api/contract/contact.ts';
import { message, type ServerLanguage } from '../../../platform/server-messages.ts';
import { serviceMessage } from '../service-messages.ts';
import { contactMessage } from './contact-messages.ts';
import { regionCodeOf, regionName } from './country-names.ts';

/** Local part, @, and dot-separated domain labels (docs/forms.md#validation-rules). */
const EMAIL =
  /^[^\s@<>()[\]\\,;:"]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/**
 * Line breaks of any kind (CR, LF, vertical tab, form feed, NEL, Unicode line and paragraph
 * separators): none may be in a one-line field, whose text goes into the mail's subject or its
 * header-like lines, where a break would start a header of the sender's choosing.
 */
const LINE_BREAK = /[\r\n\v\f\u0085\u2028\u2029]/;

/** The client a message is sent for, as the rules see it. */
export interface ContactScope {
  /** Its sales managers. */
  salesManagerIds: readonly number[];
  /** Its customer number: the only one a message for it may carry. */
  customerNumber: string;
  /** Its country (ISO code): a message for it may not name another country. */
  countryCode: string;
  /** The names of the other clients the caller acts for: a message for this one may not carry them. */
  otherClientNames: readonly string[];
}

/** The business rules of the contact form, as translated messages per field (empty when valid). */
export function validateContactMessage(
  body: SendMessageBody,
  language: ServerLanguage,
  { salesManagerIds, customerNumber, countryCode, otherClientNames }: ContactScope,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, text: string) => {
    errors[field] = [...(errors[field] ?? []), text];
  };
  const text = (field: keyof SendMessageBody, value: string, maxLength: number, singleLine = true) => {
    if (value.trim() === '') fail(field, message(language, 'validation.required'));
    else if (value.length > maxLength)
      fail(field, message(language, 'validation.maxLength', { limit: maxLength }));
    else if (singleLine && LINE_BREAK.test(value)) fail(field, serviceMessage(language, 'singleLine'));
  };
  if (!(MESSAGE_TYPES as readonly string[]).includes(body.messageType)) {
    fail('messageType', serviceMessage(language, 'messageTypeUnknown'));
  }
  if (!salesManagerIds.includes(body.salesManagerId)) {
    fail('salesManagerId', serviceMessage(language, 'salesManagerUnknown'));
  }
  text('message', body.message, CONTACT_LIMITS.messageMaxLength, false);
  text('contactName', body.contactName, CONTACT_LIMITS.nameMaxLength);
  text('contactEmailAddress', body.contactEmailAddress, CONTACT_LIMITS.emailMaxLength);
  if (!errors.contactEmailAddress && !EMAIL.test(body.contactEmailAddress.trim())) {
    fail('contactEmailAddress', message(language, 'validation.invalidEmail'));
  }
  text('customerDisplayName', body.customerDisplayName, CONTACT_LIMITS.nameMaxLength);
  const name = body.customerDisplayName.trim().toLowerCase();
  if (!errors.customerDisplayName && otherClientNames.some((other) => other.trim().toLowerCase() === name)) {
    // The form of another client left behind (a client switch): the message would mix two clients.
    fail('customerDisplayName', contactMessage(language, 'nameOfOtherClient'));
  }
  text('customerNumber', body.customerNumber, CONTACT_LIMITS.customerNumberMaxLength);
  const number = body.customerNumber.trim();
  if (!errors.customerNumber && !CUSTOMER_NUMBER_PATTERN.test(number)) {
    fail('customerNumber', message(language, 'errors.customerNumberFormat'));
  } else if (!errors.customerNumber && number.toLowerCase() !== customerNumber.toLowerCase()) {
    // Another client's number reads as unknown: the answer tells nothing of clients not the caller's.
    fail('customerNumber', message(language, 'errors.customerNumberUnknown'));
  }
  text('customerCountry', body.customerCountry, CONTACT_LIMITS.countryMaxLength);
  // Free text ("Holland", "England" pass), but a name or code of another country is refused.
  const named = errors.customerCountry ? null : regionCodeOf(body.customerCountry);
  if (named && named !== countryCode.toUpperCase()) {
    fail(
      'customerCountry',
      contactMessage(language, 'countryNotClient', { country: regionName(language, countryCode) }),
    );
  }
  if (body.fileIds.length > CONTACT_LIMITS.maxFiles) {
    fail('fileIds', serviceMessage(language, 'tooManyFiles', { limit: CONTACT_LIMITS.maxFiles }));
  }
  return errors;
}

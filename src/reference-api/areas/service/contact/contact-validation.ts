import {
  CONTACT_LIMITS,
  MESSAGE_TYPES,
  type SendMessageBody,
} from '../../../../core/api/contract/contact.ts';
import { message, type ServerLanguage } from '../../../platform/server-messages.ts';
import { serviceMessage } from '../service-messages.ts';

/** Local part, @, and dot-separated domain labels (spec §5 "email"). */
const EMAIL =
  /^[^\s@<>()[\]\\,;:"]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/**
 * The business rules of the contact form, as translated messages per field (empty when valid).
 * `salesManagerIds` are the sales managers of the client the message is sent for.
 */
export function validateContactMessage(
  body: SendMessageBody,
  language: ServerLanguage,
  salesManagerIds: readonly number[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, text: string) => {
    errors[field] = [...(errors[field] ?? []), text];
  };
  const text = (field: keyof SendMessageBody, value: string, maxLength: number, required = true) => {
    if (required && value.trim() === '') fail(field, message(language, 'validation.required'));
    else if (value.length > maxLength)
      fail(field, message(language, 'validation.maxLength', { limit: maxLength }));
  };
  if (!(MESSAGE_TYPES as readonly string[]).includes(body.messageType)) {
    fail('messageType', serviceMessage(language, 'messageTypeUnknown'));
  }
  if (!salesManagerIds.includes(body.salesManagerId)) {
    fail('salesManagerId', serviceMessage(language, 'salesManagerUnknown'));
  }
  text('message', body.message, CONTACT_LIMITS.messageMaxLength);
  text('contactName', body.contactName, CONTACT_LIMITS.nameMaxLength);
  text('contactEmailAddress', body.contactEmailAddress, CONTACT_LIMITS.emailMaxLength);
  if (!errors.contactEmailAddress && !EMAIL.test(body.contactEmailAddress.trim())) {
    fail('contactEmailAddress', message(language, 'validation.invalidEmail'));
  }
  text('customerDisplayName', body.customerDisplayName, CONTACT_LIMITS.nameMaxLength);
  text('customerNumber', body.customerNumber, CONTACT_LIMITS.customerNumberMaxLength);
  text('customerCountry', body.customerCountry, CONTACT_LIMITS.countryMaxLength);
  if (body.fileIds.length > CONTACT_LIMITS.maxFiles) {
    fail('fileIds', serviceMessage(language, 'tooManyFiles', { limit: CONTACT_LIMITS.maxFiles }));
  }
  return errors;
}

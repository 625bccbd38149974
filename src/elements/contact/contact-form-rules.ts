import { CONTACT_LIMITS } from '../../core/api/contract/contact.ts';
import { email, maxLength, required } from '../../core/validation/rules.ts';
import type { Rule } from '../../core/validation/validation-message.ts';

/** The fields of the contact form, named as the SendMessage body names them. */
export type ContactField =
  | 'messageType'
  | 'salesManagerId'
  | 'message'
  | 'contactName'
  | 'contactEmailAddress'
  | 'customerDisplayName'
  | 'customerNumber'
  | 'customerCountry';

/** The core rules per field with the limits the server applies too (`CONTACT_LIMITS`). */
export const CONTACT_FORM_RULES: Record<ContactField, readonly Rule[]> = {
  messageType: [required],
  salesManagerId: [required],
  message: [required, maxLength(CONTACT_LIMITS.messageMaxLength)],
  contactName: [required, maxLength(CONTACT_LIMITS.nameMaxLength)],
  contactEmailAddress: [required, email, maxLength(CONTACT_LIMITS.emailMaxLength)],
  customerDisplayName: [required, maxLength(CONTACT_LIMITS.nameMaxLength)],
  customerNumber: [required, maxLength(CONTACT_LIMITS.customerNumberMaxLength)],
  customerCountry: [required, maxLength(CONTACT_LIMITS.countryMaxLength)],
};

import { CONTACT_LIMITS, CUSTOMER_NUMBER_PATTERN } from '../../core/api/browser-contract/contact.ts';
import { email, maxLength, pattern, required } from '../../core/validation/rules.ts';
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

/** A customer number as the portal writes it, shown in the help text and the format message. */
export const CUSTOMER_NUMBER_EXAMPLE = 'C-1001';

/** The core rules per field with the limits the server applies too (`CONTACT_LIMITS`). */
export const CONTACT_FORM_RULES: Record<ContactField, readonly Rule[]> = {
  messageType: [required],
  salesManagerId: [required],
  message: [required, maxLength(CONTACT_LIMITS.messageMaxLength)],
  contactName: [required, maxLength(CONTACT_LIMITS.nameMaxLength)],
  contactEmailAddress: [required, email, maxLength(CONTACT_LIMITS.emailMaxLength)],
  customerDisplayName: [required, maxLength(CONTACT_LIMITS.nameMaxLength)],
  customerNumber: [
    required,
    maxLength(CONTACT_LIMITS.customerNumberMaxLength),
    pattern(CUSTOMER_NUMBER_PATTERN, CUSTOMER_NUMBER_EXAMPLE),
  ],
  customerCountry: [required, maxLength(CONTACT_LIMITS.countryMaxLength)],
};

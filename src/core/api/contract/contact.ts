import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { ClientQuery } from './common.ts';

export const MESSAGE_TYPES = ['Question', 'Feedback', 'Request'] as const;
/** Message types of the contact form (docs/contract.md#entities). */
export const MessageType = Type.Enum(MESSAGE_TYPES);
export type MessageType = Static<typeof MessageType>;

/** Limits the contact form and the server both apply. */
export const CONTACT_LIMITS = Object.freeze({
  messageMaxLength: 4000,
  nameMaxLength: 100,
  emailMaxLength: 254,
  customerNumberMaxLength: 40,
  countryMaxLength: 60,
  maxFiles: 10,
});

/**
 * A customer number as the portal writes it (and the contact form asks for it): letters, a dash and
 * digits, such as `C-1001`. Case is not significant.
 */
export const CUSTOMER_NUMBER_PATTERN = /^[A-Za-z]+-\d+$/;

/** The customer a message is for, as the contact form is prefilled with it. */
export const ContactCustomer = Type.Object({
  clientId: Type.Integer(),
  displayName: Type.String(),
  customerNumber: Type.String(),
  /** ISO 3166-1 alpha-2; the form shows its name in the interface language. */
  countryCode: Type.String(),
});
export type ContactCustomer = Static<typeof ContactCustomer>;

export const SalesManager = Type.Object({
  salesManagerId: Type.Integer(),
  name: Type.String(),
  emailAddress: Type.String(),
});
export type SalesManager = Static<typeof SalesManager>;

/**
 * The contact form as sent. The schema only bounds the sizes; the server checks the business rules
 * (required fields, e-mail format, lengths, known message type and sales manager, own uploads) and
 * answers 400 with a translated message per field.
 */
export const SendMessageBody = Type.Object({
  messageType: Type.String({ maxLength: 40 }),
  salesManagerId: Type.Integer({ minimum: 0 }),
  message: Type.String({ maxLength: 20000 }),
  contactName: Type.String({ maxLength: 1000 }),
  contactEmailAddress: Type.String({ maxLength: 1000 }),
  customerDisplayName: Type.String({ maxLength: 1000 }),
  customerNumber: Type.String({ maxLength: 1000 }),
  customerCountry: Type.String({ maxLength: 1000 }),
  fileIds: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 }),
});
export type SendMessageBody = Static<typeof SendMessageBody>;

export const SendMessageAnswer = Type.Object({
  emailId: Type.Integer(),
  /** The message's reference for the customer (`CP-000123`), also in the subject of the mail. */
  reference: Type.String(),
});
export type SendMessageAnswer = Static<typeof SendMessageAnswer>;

export const getSalesManagers = defineEndpoint({
  method: 'GET',
  path: '/Contact/GetSalesManagers',
  secure: true,
  summary: 'The sales managers of the client',
  tag: 'Contact',
  query: ClientQuery,
  response: Type.Array(SalesManager),
});

export const getMessageTypes = defineEndpoint({
  method: 'GET',
  path: '/Contact/GetMessageTypes',
  secure: true,
  summary: 'The message types of the contact form',
  tag: 'Contact',
  response: Type.Array(MessageType),
});

export const getContactCustomer = defineEndpoint({
  method: 'GET',
  path: '/Contact/GetCustomer',
  secure: true,
  summary: 'The customer a message is for (name, number, country), to prefill the contact form',
  tag: 'Contact',
  query: ClientQuery,
  response: ContactCustomer,
});

/** Sends the message to the sales manager, with the caller's uploads as attachments. */
export const sendMessage = defineEndpoint({
  method: 'POST',
  path: '/Contact/SendMessage',
  secure: true,
  summary: 'Send a contact message',
  tag: 'Contact',
  query: ClientQuery,
  body: SendMessageBody,
  response: SendMessageAnswer,
  errors: [429],
});

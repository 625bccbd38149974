import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';

/** A server language (docs/contract.md#languages): code nl-NL, en-NL, de-DE or zh. */
export const Language = Type.Object({ code: Type.String(), languageId: Type.Integer() });
export type Language = Static<typeof Language>;

export const getLanguages = defineEndpoint({
  method: 'GET',
  path: '/Language/GetLanguages',
  secure: false,
  summary: 'The interface languages the server knows',
  tag: 'Language',
  response: Type.Array(Language),
});

export const updateLanguage = defineEndpoint({
  method: 'POST',
  path: '/Language/UpdateLanguage',
  secure: true,
  summary: "Store the user's preferred language (used for mails)",
  tag: 'Language',
  body: Type.Object({ languageId: Type.Integer({ minimum: 1 }) }),
});

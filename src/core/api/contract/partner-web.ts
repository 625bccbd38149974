import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { ClientQuery } from './common.ts';

/** Where to send the user: the partner-web site with a single-use login token (`…/auth/token/<token>`). */
export const PartnerWebLoginUri = Type.Object({ uri: Type.String() });
export type PartnerWebLoginUri = Static<typeof PartnerWebLoginUri>;

export const getPartnerWebLoginUri = defineEndpoint({
  method: 'POST',
  path: '/PartnerWeb/GetPartnerWebLoginUri',
  secure: true,
  summary: 'A partner-web address that logs the user in once, for the current client',
  tag: 'PartnerWeb',
  query: ClientQuery,
  response: PartnerWebLoginUri,
});

import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { NewPassword, TotpSetupCode } from './authentication.ts';
import { Nullable } from './common.ts';

const tag = 'Account';

/** The logged-in user (docs/contract.md#entities), with display name, roles and language as extras. */
export const Profile = Type.Object({
  emailAddress: Type.String(),
  displayName: Type.String(),
  roles: Type.Array(Type.String()),
  preferredLanguageId: Nullable(Type.Integer()),
  properties: Type.Object({
    isAgent: Type.Boolean(),
    /** SHA-256 of the trimmed, lower-cased e-mail address, as Gravatar accepts it. */
    gravatarHash: Nullable(Type.String()),
  }),
});
export type Profile = Static<typeof Profile>;

export const updatePassword = defineEndpoint({
  method: 'POST',
  path: '/Account/UpdatePassword',
  secure: true,
  summary: 'Change the password; other sessions of the account end',
  tag,
  body: Type.Object({
    currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
    newPassword: NewPassword,
  }),
  errors: [429],
});

export const isTotpEnabled = defineEndpoint({
  method: 'GET',
  path: '/Account/IsTotpEnabled',
  secure: true,
  summary: 'Whether two-factor login is on',
  tag,
  response: Type.Object({ isTotpEnabled: Type.Boolean() }),
});

export const disableTotp = defineEndpoint({
  method: 'POST',
  path: '/Account/DisableTotp',
  secure: true,
  summary: 'Turn two-factor login off (confirmed with the password)',
  tag,
  body: Type.Object({ password: Type.String({ minLength: 1, maxLength: 200 }) }),
  errors: [429],
});

export const getTotpSetupCode = defineEndpoint({
  method: 'POST',
  path: '/Account/GetTotpSetupCode',
  secure: true,
  summary: 'Start two-factor setup: a new secret as otpauth URI and base32 text',
  tag,
  response: TotpSetupCode,
});

export const enableTotp = defineEndpoint({
  method: 'POST',
  path: '/Account/EnableTotp',
  secure: true,
  summary: 'Finish two-factor setup with a first code from the app',
  tag,
  body: Type.Object({ code: Type.String({ pattern: '^\\d{6}$' }) }),
});

export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/Account/GetProfile',
  secure: true,
  summary: 'The logged-in user',
  tag,
  response: Profile,
});

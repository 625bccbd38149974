import Type, { type Static } from 'typebox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../validation/password-length.ts';
import { defineEndpoint } from '../endpoint.ts';

const tag = 'Authentication';
const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
/**
 * A password being chosen: its length bounds (10–128 characters); the rest of the policy
 * (core/password/password-policy.ts) is checked by the handlers, which know the owner.
 */
export const NewPassword = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
const Password = Type.String({ minLength: 1, maxLength: 200 });
const Token = Type.String({ minLength: 1, maxLength: 200 });
const TotpCode = Type.String({ pattern: '^\\d{6}$' });

/** The token pair of a session (docs/security.md#tokens): a JWT access token and an opaque refresh token. */
export const TokenPair = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() });
export type TokenPair = Static<typeof TokenPair>;

/** The first login step's answer when TOTP is on: a short-lived ticket for LoginWithTotp. */
export const TotpChallenge = Type.Object({ requiresTotp: Type.Literal(true), totpToken: Type.String() });
export type TotpChallenge = Static<typeof TotpChallenge>;

/** Tokens, or the TOTP challenge. */
export const LoginAnswer = Type.Union([TokenPair, TotpChallenge]);
export type LoginAnswer = Static<typeof LoginAnswer>;

/** A token check: whether an activation or reset link can still be used. */
export const TokenValidity = Type.Object({ isValid: Type.Boolean() });
export type TokenValidity = Static<typeof TokenValidity>;

/** A TOTP setup code: the otpauth:// URI for a QR code and the base32 secret to type in. */
export const TotpSetupCode = Type.Object({ uri: Type.String(), secret: Type.String() });
export type TotpSetupCode = Static<typeof TotpSetupCode>;

export const Credentials = Type.Object({ emailAddress: Email, password: Password });
export type Credentials = Static<typeof Credentials>;

export const RegisterNewCustomerBody = Type.Object({
  emailAddress: Email,
  firstName: Type.String({ minLength: 1, maxLength: 100 }),
  lastName: Type.String({ minLength: 1, maxLength: 100 }),
  companyName: Type.String({ minLength: 1, maxLength: 200 }),
  customerNumber: Type.String({ minLength: 1, maxLength: 50 }),
  languageId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type RegisterNewCustomerBody = Static<typeof RegisterNewCustomerBody>;

const TokenBody = Type.Object({ token: Token });
const TokenPasswordBody = Type.Object({ token: Token, password: NewPassword });

export const registerNewCustomer = defineEndpoint({
  method: 'POST',
  path: '/Authentication/RegisterNewCustomer',
  secure: false,
  summary:
    'Register a new customer login; an activation mail follows (answer 204 also when the address exists)',
  tag,
  body: RegisterNewCustomerBody,
  errors: [429],
});

export const isActivationTokenValid = defineEndpoint({
  method: 'POST',
  path: '/Authentication/IsActivationTokenValid',
  secure: false,
  summary: 'Whether an activation link can still be used',
  tag,
  body: TokenBody,
  response: TokenValidity,
});

export const activateAccount = defineEndpoint({
  method: 'POST',
  path: '/Authentication/ActivateAccount',
  secure: false,
  summary: 'Activate an account with its token and choose a password',
  tag,
  body: TokenPasswordBody,
  errors: [429],
});

export const requestPasswordResetToken = defineEndpoint({
  method: 'POST',
  path: '/Authentication/RequestPasswordResetToken',
  secure: false,
  summary: 'Ask for a password reset mail; the answer is the same whether the address is known or not',
  tag,
  body: Type.Object({ emailAddress: Email }),
  errors: [429],
});

export const isPasswordResetTokenValid = defineEndpoint({
  method: 'POST',
  path: '/Authentication/IsPasswordResetTokenValid',
  secure: false,
  summary: 'Whether a password reset link can still be used',
  tag,
  body: TokenBody,
  response: TokenValidity,
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/Authentication/ResetPassword',
  secure: false,
  summary: 'Choose a new password with a reset token; ends every session of the account',
  tag,
  body: TokenPasswordBody,
  errors: [429],
});

export const loginWithCredentials = defineEndpoint({
  method: 'POST',
  path: '/Authentication/LoginWithCredentials',
  secure: false,
  summary: 'Log in with e-mail address and password; answers tokens, or a TOTP challenge when TOTP is on',
  tag,
  body: Credentials,
  response: LoginAnswer,
  errors: [401, 429],
});

export const getTotpSetupCodeBeforeLogin = defineEndpoint({
  method: 'POST',
  path: '/Authentication/GetTotpSetupCode',
  secure: false,
  summary: 'Start TOTP setup before logging in, authenticated by e-mail address and password',
  tag,
  body: Credentials,
  response: TotpSetupCode,
  errors: [401, 429],
});

export const enableTotpBeforeLogin = defineEndpoint({
  method: 'POST',
  path: '/Authentication/EnableTotp',
  secure: false,
  summary: 'Finish TOTP setup with a first code and log in',
  tag,
  body: Type.Object({ emailAddress: Email, password: Password, code: TotpCode }),
  response: TokenPair,
  errors: [401, 429],
});

export const loginWithTotp = defineEndpoint({
  method: 'POST',
  path: '/Authentication/LoginWithTotp',
  secure: false,
  summary: 'Second login step: the TOTP ticket and a code from the authenticator app',
  tag,
  body: Type.Object({ totpToken: Token, code: TotpCode }),
  response: TokenPair,
  errors: [401, 429],
});

export const loginWithToken = defineEndpoint({
  method: 'POST',
  path: '/Authentication/LoginWithToken',
  secure: false,
  summary: 'Log in with a one-time login token (role LoginWithTokenUser)',
  tag,
  body: TokenBody,
  response: TokenPair,
  errors: [401],
});

export const refreshAccessToken = defineEndpoint({
  method: 'POST',
  path: '/Authentication/RefreshAccessToken',
  secure: false,
  summary:
    'Exchange a refresh token for a new pair; presented again within 30 s it answers the same successor, later reuse ends the session',
  tag,
  body: TokenPair,
  response: TokenPair,
  errors: [401],
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/Authentication/Logout',
  secure: true,
  summary: 'End the session: its refresh and access tokens stop working',
  tag,
});

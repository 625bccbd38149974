import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  disableTotp,
  enableTotp,
  getProfile,
  getTotpSetupCode,
  isTotpEnabled,
  updatePassword,
} from '../../core/api/contract/account.ts';
import {
  type AccountRow,
  confirmPendingTotp,
  findAccountById,
  profileOf,
  setPasswordHash,
  setPendingTotpSecret,
  turnOffTotp,
} from '../auth/account-queries.ts';
import { assertAcceptablePassword } from '../auth/new-password-check.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { endAllSessions } from '../auth/session-queries.ts';
import { sourceKey } from '../auth/source-key.ts';
import { acceptTotpCode, newTotpSecret, totpUri } from '../auth/totp.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../platform/api-error.ts';
import type { Principal } from '../platform/principal.ts';
import { route } from '../platform/route.ts';

async function accountOf(db: Db, principal: Principal) {
  const account = await findAccountById(db, principal.accountId);
  if (!account) throw new ApiError(401, 'errors.unauthorized');
  return account;
}

/**
 * Checks the current password asked in a session like a login of the account's address (same
 * counters, 429 before any hashing once a limit is reached): a stolen session is no unlimited
 * password oracle.
 */
async function currentPasswordMatches(
  app: FastifyInstance,
  request: FastifyRequest,
  account: AccountRow,
  password: string,
): Promise<boolean> {
  const attempt = await app.abuseLimits.admitLogin(request, account.email_address);
  const valid = await verifyPassword(password, account.password_hash, {
    source: sourceKey(request.ip),
  }).catch(async (error: unknown) => {
    await attempt.abandoned();
    throw error;
  });
  if (valid) await attempt.succeeded();
  return valid;
}

/** Registers the account calls (docs/contract.md#account): profile, password and two-factor settings. */
export function accountRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const tokens = app.accessTokens;

  route(app, getProfile, async ({ principal }) => {
    const row = await profileOf(db, principal.accountId);
    return {
      emailAddress: principal.email,
      displayName: row?.display_name ?? '',
      roles: principal.roles,
      preferredLanguageId: row?.preferred_language_id ?? null,
      properties: {
        isAgent: principal.kind === 'agent',
        gravatarHash: createHash('sha256').update(principal.email.trim().toLowerCase()).digest('hex'),
      },
    };
  });

  route(app, updatePassword, async ({ body, principal, request }) => {
    const account = await accountOf(db, principal);
    if (!(await currentPasswordMatches(app, request, account, body.currentPassword))) {
      throw new ApiError(400, 'errors.currentPasswordWrong', {
        currentPassword: ['errors.currentPasswordWrong'],
      });
    }
    assertAcceptablePassword(body.newPassword, account, 'newPassword');
    const passwordHash = await hashPassword(body.newPassword, { source: sourceKey(request.ip) });
    await setPasswordHash(db, account.account_id, passwordHash);
    const claims = await tokens.verify(request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '');
    await endAllSessions(db, account.account_id, 'password changed', claims?.sessionId ?? null);
  });

  route(app, isTotpEnabled, async ({ principal }) => ({
    isTotpEnabled: (await accountOf(db, principal)).is_totp_enabled,
  }));

  route(app, getTotpSetupCode, async ({ principal }) => {
    const account = await accountOf(db, principal);
    if (account.is_totp_enabled) throw new ApiError(400, 'errors.totpAlreadyEnabled');
    const secret = newTotpSecret();
    await setPendingTotpSecret(db, account.account_id, secret);
    return { uri: totpUri(secret, account.email_address), secret };
  });

  route(app, enableTotp, async ({ body, principal }) => {
    const account = await accountOf(db, principal);
    if (account.is_totp_enabled) throw new ApiError(400, 'errors.totpAlreadyEnabled');
    if (!account.totp_pending_secret) throw new ApiError(400, 'errors.totpNotStarted');
    if (!(await acceptTotpCode(db, account.account_id, account.totp_pending_secret, body.code))) {
      throw new ApiError(400, 'errors.totpInvalid', { code: ['errors.totpInvalid'] });
    }
    await confirmPendingTotp(db, account.account_id);
  });

  route(app, disableTotp, async ({ body, principal, request }) => {
    const account = await accountOf(db, principal);
    if (!(await currentPasswordMatches(app, request, account, body.password))) {
      throw new ApiError(400, 'errors.passwordWrong', { password: ['errors.passwordWrong'] });
    }
    await turnOffTotp(db, account.account_id);
  });
}

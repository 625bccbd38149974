import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  enableTotpBeforeLogin,
  getTotpSetupCodeBeforeLogin,
  loginWithCredentials,
  loginWithToken,
  loginWithTotp,
  logout,
  refreshAccessToken,
} from '../../core/api/contract/authentication.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../platform/api-error.ts';
import { writeAuditLog } from '../platform/audit-log.ts';
import { route } from '../platform/route.ts';
import type { AbuseLimits } from './abuse-limits.ts';
import {
  type AccountRow,
  confirmPendingTotp,
  findAccountByEmail,
  findAccountById,
  setPendingTotpSecret,
} from './account-queries.ts';
import { consumeOneTimeToken, createOneTimeToken, peekOneTimeToken } from './one-time-tokens.ts';
import { verifyPassword } from './password-hash.ts';
import {
  type EndedSession,
  endSession,
  endSupportSessionsOf,
  type RefreshPolicy,
  rotateRefreshToken,
  startSession,
} from './sessions.ts';
import { sourceKey } from './source-key.ts';
import { newTotpSecret, type TotpVerdict, totpUri, verifyTotpCode } from './totp.ts';

/** What the login calls need besides the app. */
export interface LoginDeps {
  db: Db;
  /** The flood limits (per address, per source, global), shared through the database. */
  limits: AbuseLimits;
  /** Grace period and clock of refresh-token rotation; default `defaultRefreshPolicy` (30 s). */
  refreshPolicy?: RefreshPolicy;
}

/**
 * Checks e-mail address and password, rate-limited per address and source, per address, per
 * source and globally (429 before any hashing once a limit is reached; see AbuseLimits).
 * Unknown address, wrong password and a login without password all answer the same 401; a
 * disabled account says so only after the right password.
 */
async function checkCredentials(
  deps: LoginDeps,
  request: FastifyRequest,
  email: string,
  password: string,
): Promise<AccountRow> {
  const attempt = await deps.limits.admitLogin(request, email);
  const account = await findAccountByEmail(deps.db, email);
  const source = sourceKey(request.ip);
  const valid = await verifyPassword(password, account?.password_hash, { source }).catch(
    async (error: unknown) => {
      // The hash pool is saturated (429 busy): nothing was checked, so nothing counts.
      await attempt.abandoned();
      throw error;
    },
  );
  if (!valid || !account) throw new ApiError(401, 'errors.loginFailed', { '': ['errors.loginFailed'] });
  await attempt.succeeded();
  // Disabled by an administrator, or its client is (a Pending login has no password and failed above).
  if (!account.is_active || account.is_disabled)
    throw new ApiError(401, 'errors.accountDisabled', { '': ['errors.accountDisabled'] });
  return account;
}

/**
 * The answer to a refused code: a wrong one is invalid; a right one already used says to wait for
 * the next code, and when it comes (`Retry-After`), instead of calling a right code wrong.
 */
function totpRefused(status: 400 | 401, verdict: Exclude<TotpVerdict, { kind: 'accepted' }>): ApiError {
  if (verdict.kind === 'used')
    return new ApiError(
      status,
      'errors.totpCodeUsed',
      { code: ['errors.totpCodeUsed'] },
      {
        retryAfterSeconds: verdict.retryAfterSeconds,
      },
    );
  return new ApiError(status, 'errors.totpInvalid', { code: ['errors.totpInvalid'] });
}

/** Registers the login, TOTP login, token login, refresh and logout calls (docs/contract.md#authentication). */
export function loginRoutes(app: FastifyInstance, deps: LoginDeps): void {
  const { db, limits } = deps;
  const tokens = app.accessTokens;

  route(app, loginWithCredentials, async ({ body, request }) => {
    const account = await checkCredentials(deps, request, body.emailAddress, body.password);
    if (account.is_totp_enabled) {
      return {
        requiresTotp: true as const,
        totpToken: await createOneTimeToken(db, 'totp', account.account_id),
      };
    }
    return startSession(db, tokens, {
      accountId: account.account_id,
      kind: account.account_type,
      ipAddress: request.ip,
    });
  });

  route(app, loginWithTotp, async ({ body, request }) => {
    await limits.checkLinkSource(request);
    const ticket = await peekOneTimeToken(db, 'totp', body.totpToken);
    const account = ticket && (await findAccountById(db, ticket.accountId));
    if (!account?.is_active || account.is_disabled || !account.totp_secret) {
      await limits.linkFailed(request);
      throw new ApiError(401, 'errors.totpTicketInvalid', { '': ['errors.totpTicketInvalid'] });
    }
    // Its own count per account: a right password step does not clear it, only a complete login.
    const attempt = await limits.admitTotp(request, account.account_id);
    const verdict = await verifyTotpCode(db, account.account_id, account.totp_secret, body.code);
    if (verdict.kind !== 'accepted') throw totpRefused(401, verdict);
    if (!(await consumeOneTimeToken(db, 'totp', body.totpToken))) {
      throw new ApiError(401, 'errors.totpTicketInvalid', { '': ['errors.totpTicketInvalid'] });
    }
    await attempt.succeeded();
    return startSession(db, tokens, {
      accountId: account.account_id,
      kind: account.account_type,
      ipAddress: request.ip,
    });
  });

  route(app, getTotpSetupCodeBeforeLogin, async ({ body, request }) => {
    const account = await checkCredentials(deps, request, body.emailAddress, body.password);
    if (account.is_totp_enabled) throw new ApiError(400, 'errors.totpAlreadyEnabled');
    const secret = newTotpSecret();
    await setPendingTotpSecret(db, account.account_id, secret);
    return { uri: totpUri(secret, account.email_address), secret };
  });

  route(app, enableTotpBeforeLogin, async ({ body, request }) => {
    const account = await checkCredentials(deps, request, body.emailAddress, body.password);
    if (account.is_totp_enabled) throw new ApiError(400, 'errors.totpAlreadyEnabled');
    if (!account.totp_pending_secret) throw new ApiError(400, 'errors.totpNotStarted');
    // A wrong first code counts like a wrong TOTP login code.
    const attempt = await limits.admitTotp(request, account.account_id);
    const verdict = await verifyTotpCode(db, account.account_id, account.totp_pending_secret, body.code);
    if (verdict.kind !== 'accepted') throw totpRefused(400, verdict);
    await confirmPendingTotp(db, account.account_id);
    await attempt.succeeded();
    return startSession(db, tokens, {
      accountId: account.account_id,
      kind: account.account_type,
      ipAddress: request.ip,
    });
  });

  route(app, loginWithToken, async ({ body, request }) => {
    // A source that keeps sending unusable tokens is refused before the look-up.
    await limits.checkLinkSource(request);
    const used = await consumeOneTimeToken(db, 'login', body.token);
    const account = used && (await findAccountById(db, used.accountId));
    if (!used || !account?.is_active || account.is_disabled) {
      await limits.linkFailed(request);
      throw new ApiError(401, 'errors.loginTokenInvalid', { '': ['errors.loginTokenInvalid'] });
    }
    return startSession(db, tokens, {
      accountId: account.account_id,
      kind: 'token',
      clientId: used.clientId ?? account.client_id,
      ipAddress: request.ip,
    });
  });

  route(app, refreshAccessToken, async ({ body }) => {
    const pair = await rotateRefreshToken(db, tokens, body, deps.refreshPolicy);
    if (!pair) throw new ApiError(401, 'errors.refreshInvalid');
    return pair;
  });

  // The end of a support session goes into the audit log beside its start.
  const auditSupportEnd = async (ended: EndedSession, sessionId: string, reason: string) => {
    if (!ended.supportByAccountId) return;
    const staff = await findAccountById(db, ended.supportByAccountId);
    await writeAuditLog(db, {
      actor: { accountId: ended.supportByAccountId, email: staff?.email_address ?? '' },
      action: 'LoginAsEnd',
      subjectType: 'login',
      subjectId: ended.accountId,
      detail: { sessionId, reason },
    });
  };

  route(app, logout, async ({ request }) => {
    const claims = await tokens.verify(request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '');
    if (!claims) return;
    const ended = await endSession(db, claims.sessionId, 'logout');
    if (ended) await auditSupportEnd(ended, claims.sessionId, 'logout');
    // A staff member logging out ends every support session started from this staff session.
    for (const support of await endSupportSessionsOf(db, claims.sessionId, 'staff logout'))
      await auditSupportEnd(support, support.sessionId, 'staff logout');
  });
}

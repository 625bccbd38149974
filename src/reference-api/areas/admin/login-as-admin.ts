import { loginAs } from '../../../core/api/contract/admin-logins.ts';
import { defaultSupportSessionSeconds, openSession } from '../../auth/sessions.ts';
import { writeAuditLog } from '../../platform/audit-log.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { actorOf, notFound, refused } from './admin-common.ts';
import { loginAsTarget } from './logins-queries.ts';

/**
 * "Log in as" (docs/screens/administration.md#log-in-as, staff only — route.ts refuses everyone else): a support session as an active
 * customer or agent login. Its tokens carry the login's own role plus `SupportSession` (which
 * core/access/role-access.ts forbids password, two-factor, partner-web and admin calls) and the claim
 * `supportBy` with the staff member's e-mail. It lasts `supportSessionSeconds` at most (default 1
 * hour, refreshes included) and ends with the staff session it was started from. The start is
 * audited here; the end when it or that staff session logs out (auth/login-routes.ts).
 */
export const loginAsAdmin: AreaPlugin = (app, { db, supportSessionSeconds }) => {
  route(app, loginAs, async ({ body, principal, request }) => {
    const target = await loginAsTarget(db, body.accountId);
    if (!target) throw notFound('errors.loginNotFound');
    if (target.account_type === 'staff' || !target.usable) throw refused(request, 'errors.loginAsNotAllowed');
    const session = await openSession(db, app.accessTokens, {
      accountId: target.account_id,
      kind: target.account_type,
      ipAddress: request.ip,
      supportBy: {
        accountId: principal.accountId,
        email: principal.email,
        sessionId: principal.sessionId!,
        lifetimeSeconds: supportSessionSeconds ?? defaultSupportSessionSeconds,
      },
    });
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'LoginAsStart',
      subjectType: 'login',
      subjectId: target.account_id,
      detail: { sessionId: session.sessionId, accountType: target.account_type },
    });
    return { accessToken: session.accessToken, refreshToken: session.refreshToken };
  });
};

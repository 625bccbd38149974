import type { Db } from '../db/db.ts';
import { ApiError } from './api-error.ts';
import type { Principal } from './principal.ts';

/**
 * The client whose data the caller may see (docs/screens/shell.md#client-selector, docs/contract.md#roles-and-access): customers and token users their own
 * (naming another → 403), agents one of their clients (another → 403, none → 400), staff any
 * existing client (none → 400, unknown → 404). The `clientId` 0 that non-agents send counts as none.
 * Which calls a token user may make at all is decided before this, in route.ts (core/access/role-access.ts).
 */
export async function resolveClientId(
  db: Db,
  principal: Principal,
  requested: number | undefined,
): Promise<number> {
  const wanted = requested === undefined || requested === 0 ? undefined : requested;
  if (principal.kind === 'customer' || principal.kind === 'token') {
    if (principal.clientId === null) throw new ApiError(403, 'errors.forbidden');
    if (wanted !== undefined && wanted !== principal.clientId) {
      throw new ApiError(403, 'errors.clientForbidden');
    }
    return principal.clientId;
  }
  if (wanted === undefined) {
    throw new ApiError(400, 'errors.clientRequired', { clientId: ['errors.clientRequired'] });
  }
  if (principal.kind === 'agent') {
    const rows = await db.query('select 1 from agent_clients where agent_id = $1 and client_id = $2', [
      principal.agentId,
      wanted,
    ]);
    if (rows.length === 0) throw new ApiError(403, 'errors.clientForbidden');
    return wanted;
  }
  const rows = await db.query('select 1 from clients where client_id = $1', [wanted]);
  if (rows.length === 0)
    throw new ApiError(404, 'errors.clientNotFound', { clientId: ['errors.clientNotFound'] });
  return wanted;
}

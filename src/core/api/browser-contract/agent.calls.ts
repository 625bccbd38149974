// GENERATED from ../contract/agent.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const getClients: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Agent/GetClients',
  secure: true,
});

export { getClients };

// GENERATED from ../contract/admin-agents.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const createAgent: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/CreateAgent',
  secure: true,
});
const deleteAgent: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/DeleteAgent',
  secure: true,
});
const getAgentClients: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Admin/GetAgentClients',
  secure: true,
});
const getAgentOptions: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Admin/GetAgentOptions',
  secure: true,
});
const getAgentsTable: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/GetAgentsTable',
  secure: true,
});
const linkClientToAgent: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/LinkClientToAgent',
  secure: true,
});
const unlinkClientFromAgent: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/UnlinkClientFromAgent',
  secure: true,
});
const updateAgent: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/UpdateAgent',
  secure: true,
});

export {
  createAgent,
  deleteAgent,
  getAgentClients,
  getAgentOptions,
  getAgentsTable,
  linkClientToAgent,
  unlinkClientFromAgent,
  updateAgent,
};

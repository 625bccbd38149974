// GENERATED from ../contract/admin-clients.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const createClient: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/CreateClient',
  secure: true,
});
const deleteClient: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/DeleteClient',
  secure: true,
});
const disableClient: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/DisableClient',
  secure: true,
});
const enableClient: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/EnableClient',
  secure: true,
});
const getClientsTable: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/GetClientsTable',
  secure: true,
});
const searchClients: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/Admin/SearchClients',
  secure: true,
});
const updateClient: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/UpdateClient',
  secure: true,
});

export {
  createClient,
  deleteClient,
  disableClient,
  enableClient,
  getClientsTable,
  searchClients,
  updateClient,
};

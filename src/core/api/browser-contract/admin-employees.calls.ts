// GENERATED from ../contract/admin-employees.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const createEmployee: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/CreateEmployee',
  secure: true,
});
const deleteEmployee: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/DeleteEmployee',
  secure: true,
});
const getEmployeesTable: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/GetEmployeesTable',
  secure: true,
});
const updateEmployee: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/Admin/UpdateEmployee',
  secure: true,
});

export { createEmployee, deleteEmployee, getEmployeesTable, updateEmployee };

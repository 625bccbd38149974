// GENERATED from ../contract/certificates.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The module's calls without their answer checks, for the call permissions and the routes table.
import type { Call } from '../endpoint.ts';

const getProductCertificate: Call = /* @__PURE__ */ Object.freeze({
  method: 'POST',
  path: '/ProductCertificates/GetProductCertificate',
  secure: true,
});
const getProductCertificates: Call = /* @__PURE__ */ Object.freeze({
  method: 'GET',
  path: '/ProductCertificates/GetProductCertificates',
  secure: true,
});

export { getProductCertificate, getProductCertificates };

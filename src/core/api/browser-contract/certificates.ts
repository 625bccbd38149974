// GENERATED from ../contract/certificates.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import type * as contract from '../contract/certificates.ts';

const CERTIFICATE_KINDS: typeof contract.CERTIFICATE_KINDS = [
  'FSC',
  'PEFC',
  'ISO 9001',
  'EU 1935/2004',
] as never;
const CertificateKind: typeof contract.CertificateKind = {
  enum: ['FSC', 'PEFC', 'ISO 9001', 'EU 1935/2004'],
} as never;
const ProductCertificate: typeof contract.ProductCertificate = {
  type: 'object',
  required: ['certificateId', 'product', 'kind', 'certificateNumber', 'validUntil', 'filename'],
  properties: {
    certificateId: { type: 'integer' },
    product: { type: 'string' },
    kind: { enum: ['FSC', 'PEFC', 'ISO 9001', 'EU 1935/2004'] },
    certificateNumber: { type: 'string' },
    validUntil: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    filename: { type: 'string' },
  },
} as never;
const getProductCertificate: typeof contract.getProductCertificate = {
  method: 'POST',
  path: '/ProductCertificates/GetProductCertificate',
  secure: true,
  response: 'binary',
} as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      Array.isArray(value) &&
      value.every(
        (unique_0, index) =>
          typeof unique_0 === 'object' &&
          unique_0 !== null &&
          !Array.isArray(unique_0) &&
          'certificateId' in unique_0 &&
          'product' in unique_0 &&
          'kind' in unique_0 &&
          'certificateNumber' in unique_0 &&
          'validUntil' in unique_0 &&
          'filename' in unique_0 &&
          Number.isInteger(unique_0.certificateId) &&
          typeof unique_0.product === 'string' &&
          (unique_0.kind === 'FSC' ||
            unique_0.kind === 'PEFC' ||
            unique_0.kind === 'ISO 9001' ||
            unique_0.kind === 'EU 1935/2004') &&
          typeof unique_0.certificateNumber === 'string' &&
          typeof unique_0.validUntil === 'string' &&
          External[0].test(unique_0.validUntil) &&
          typeof unique_0.filename === 'string',
      );
    return (value) => check_0(value);
  })([/^\d{4}-\d{2}-\d{2}$/u]),
  {
    type: 'array',
    items: {
      type: 'object',
      required: ['certificateId', 'product', 'kind', 'certificateNumber', 'validUntil', 'filename'],
      properties: {
        certificateId: { type: 'integer' },
        product: { type: 'string' },
        kind: { enum: ['FSC', 'PEFC', 'ISO 9001', 'EU 1935/2004'] },
        certificateNumber: { type: 'string' },
        validUntil: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
        filename: { type: 'string' },
      },
    },
  },
);
const getProductCertificates: typeof contract.getProductCertificates = {
  method: 'GET',
  path: '/ProductCertificates/GetProductCertificates',
  secure: true,
  response: $answer0,
} as never;
type CertificateKind = contract.CertificateKind;
type ProductCertificate = contract.ProductCertificate;

export type * from '../contract/certificates.ts';
export {
  CERTIFICATE_KINDS,
  CertificateKind,
  getProductCertificate,
  getProductCertificates,
  ProductCertificate,
};

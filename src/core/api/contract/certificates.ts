import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { IsoDate } from './common.ts';

export const CERTIFICATE_KINDS = ['FSC', 'PEFC', 'ISO 9001', 'EU 1935/2004'] as const;
/** FSC and PEFC chain of custody, ISO 9001 quality, EU 1935/2004 food contact. */
export const CertificateKind = Type.Enum(CERTIFICATE_KINDS);
export type CertificateKind = Static<typeof CertificateKind>;

/** A product certificate of the mill, downloadable as PDF. */
export const ProductCertificate = Type.Object({
  certificateId: Type.Integer(),
  product: Type.String(),
  kind: CertificateKind,
  certificateNumber: Type.String(),
  validUntil: IsoDate,
  filename: Type.String(),
});
export type ProductCertificate = Static<typeof ProductCertificate>;

export const getProductCertificates = defineEndpoint({
  method: 'GET',
  path: '/ProductCertificates/GetProductCertificates',
  secure: true,
  summary: 'The product certificates of the mill',
  tag: 'ProductCertificates',
  response: Type.Array(ProductCertificate),
});

export const getProductCertificate = defineEndpoint({
  method: 'POST',
  path: '/ProductCertificates/GetProductCertificate',
  secure: true,
  summary: 'One certificate as a PDF file',
  tag: 'ProductCertificates',
  body: Type.Object({ certificateId: Type.Integer({ minimum: 1 }) }),
  response: 'binary',
});

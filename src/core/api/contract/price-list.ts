import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { ClientQuery } from './common.ts';

export const HasPricelistAnswer = Type.Object({ hasPricelist: Type.Boolean() });
export type HasPricelistAnswer = Static<typeof HasPricelistAnswer>;

export const hasPricelist = defineEndpoint({
  method: 'POST',
  path: '/Pricelist/HasPricelist',
  secure: true,
  summary: 'Whether the client has a price list',
  tag: 'Pricelist',
  query: ClientQuery,
  response: HasPricelistAnswer,
});

/** The client's price list as an Excel workbook; 404 when the client has none. */
export const getPricelist = defineEndpoint({
  method: 'POST',
  path: '/Pricelist/GetPricelist',
  secure: true,
  summary: 'Download the price list',
  tag: 'Pricelist',
  query: ClientQuery,
  response: 'binary',
});

import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { jsonBodyLimitsPlugin } from '../platform/json-body-limits.ts';
import { certificatesImport } from './certificates-import.ts';
import { clientsImport } from './clients-import.ts';
import { deliveriesImport } from './deliveries-import.ts';
import { maxBatchItems } from './integration-route.ts';
import { invoicesImport } from './invoices-import.ts';
import { loginsImport } from './logins-import.ts';
import { newsImport } from './news-import.ts';
import { ordersImport } from './orders-import.ts';
import { priceListsImport } from './price-lists-import.ts';
import { stockImport } from './stock-import.ts';
import { trackingEvents } from './tracking-events.ts';

/** Bytes of one batch: 10,000 order positions are about 6 MB of JSON. */
const batchBodyBytes = 32 * 1024 * 1024;

/**
 * The integration API (docs/integration.md#batches): what an ERP or a carrier feed sends, authenticated by
 * an API key (`X-Api-Key`), each call one batch written whole or not at all. Its own JSON limits:
 * a batch has many keys, but no deeper nesting than a form.
 */
export async function integrationPlugin(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  app.register(async (batches) => {
    await batches.register(jsonBodyLimitsPlugin, { maxKeys: maxBatchItems * 60 });
    batches.addHook('onRoute', (route) => {
      route.bodyLimit ??= batchBodyBytes;
    });
    clientsImport(batches, db);
    loginsImport(batches, db);
    certificatesImport(batches, db);
    priceListsImport(batches, db);
    newsImport(batches, db);
    trackingEvents(batches, db);
    ordersImport(batches, db);
    deliveriesImport(batches, db);
    invoicesImport(batches, db);
    stockImport(batches, db);
  });
}

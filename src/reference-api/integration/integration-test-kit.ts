import { expect } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_ROAD_LOAD_NUMBER } from '../db/seed/service-seed.ts';
import type { TestApp } from '../testing/test-app.ts';
import { createApiKey } from './api-keys.ts';

/** Test helper for the integration calls: a batch sent with an `import` key made on first use. */
export function integrationCalls(t: Pick<TestApp, 'app' | 'db'>) {
  let apiKey: string | undefined;
  return async (method: 'PUT' | 'POST', path: string, items: unknown[]) => {
    apiKey ??= (await createApiKey(t.db, { name: 'erp', scopes: ['import'], createdBy: null })).apiKey;
    return t.app.inject({
      method,
      url: `/customerportal/Integration/${path}`,
      headers: { 'x-api-key': apiKey },
      payload: { items },
    });
  };
}

/**
 * Test helper for the carrier feed: posts events for the demo road load of the demo customer's client,
 * each with an id of its own (`<prefix>-<n>`), and expects them taken in.
 */
export function demoLoadEvents(t: Pick<TestApp, 'app' | 'db'>, prefix: string) {
  const call = integrationCalls(t);
  let sent = 0;
  return async (...items: Record<string, unknown>[]) => {
    const answer = await call(
      'POST',
      'TrackingEvents',
      items.map((item) => ({
        eventId: `${prefix}-${++sent}`,
        clientId: DEMO_CLIENT_ID,
        loadNumber: DEMO_ROAD_LOAD_NUMBER,
        ...item,
      })),
    );
    expect(answer.statusCode, answer.body.slice(0, 400)).toBe(200);
  };
}

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

import { describe, expect, it } from 'vitest';
import { ORDERS_NAMESPACE } from './orders-namespace.ts';

// The keys' types are tested in orders-namespace.test-d.ts.
describe('orders translation keys', () => {
  it('loads the keys of locales/en/orders.json', async () => {
    expect((await ORDERS_NAMESPACE.languages.en()).default).toHaveProperty('exportView');
  });
});

import { describe, expect, it } from 'vitest';
import { serverModule, serverModulePath } from './server-modules.mjs';

const orders = {
  path: 'elements/cp-orders.js',
  exports: [
    { kind: 'js', name: 'CpOrders', declaration: { name: 'CpOrders', module: 'elements/cp-orders.js' } },
    {
      kind: 'custom-element-definition',
      name: 'cp-orders',
      declaration: { name: 'CpOrders', module: 'elements/cp-orders.js' },
    },
  ],
};

describe('the element modules a server gets', () => {
  it('given a manifest module, it exports the same names and defines nothing; constructing one says why', async () => {
    const code = serverModule(orders);
    expect(code).not.toMatch(/customElements|HTMLElement|document|window/);
    const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    expect(Object.keys(module)).toEqual(['CpOrders']);
    expect(() => new module.CpOrders()).toThrow('<cp-orders> exists in a browser only');
    expect(serverModulePath(orders.path)).toBe('server/elements/cp-orders.js');
  });
});

import { expect } from 'chai';
import { getPortalRuntime, resetPortalRuntimeForTests } from '../core/runtime/portal-runtime.ts';
import { afterEach, describe, it } from '../ui/element/mocha-globals.ts';
import { fetchTokens, mountElement, removeMounted, shadowOf, until } from '../ui/testing/element-test-kit.ts';
import './orders/cp-orders.ts';

// An API nobody answers (port 9, discard: the connection is refused at once). One element's first
// load makes several calls (the page's profile, the element's list), each retried: the page hears
// of the failure once per element, not once per call.
const UNREACHABLE = 'http://127.0.0.1:9/customerportal';

describe('cp-network-error', () => {
  afterEach(() => {
    removeMounted('cp-orders');
    resetPortalRuntimeForTests();
  });

  it('given an API that cannot be reached, one failed load of two <cp-orders> fires cp-network-error once from each', async () => {
    const tokens = await fetchTokens('customer@example.com');
    resetPortalRuntimeForTests();
    getPortalRuntime({ apiBase: UNREACHABLE, tokenStorage: 'memory' }).tokens.setTokens(tokens);
    const heard: EventTarget[] = [];
    const listener = (event: Event) => heard.push(event.target as EventTarget);
    document.addEventListener('cp-network-error', listener);
    try {
      const element = mountElement('cp-orders', 'lang="en"');
      const other = mountElement('cp-orders', 'lang="de" page-size="25"');
      for (const each of [element, other])
        await until(() => shadowOf(each)?.querySelector('cp-sl-alert.load-error'), 15_000);
      // Every call of the load has failed for good by now (each after its two retries); and a
      // moment more for a late one.
      await until(() => getPortalRuntime().queryClient.isFetching() === 0, 15_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(heard).to.have.length(2);
      expect(new Set(heard)).to.deep.equal(new Set([element, other]));
    } finally {
      document.removeEventListener('cp-network-error', listener);
    }
  });
});

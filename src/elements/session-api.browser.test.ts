import { expect } from 'chai';
import { getPortalRuntime } from '../core/runtime/portal-runtime.ts';
import { afterEach, describe, it } from '../ui/element/mocha-globals.ts';
import { isCall, nextAnswer, searchOf } from '../ui/testing/api-answers.ts';
import {
  cellTexts,
  fetchTokens,
  idle,
  mountElement,
  removeMounted,
  rows,
  type SlElement,
  search,
  shadowOf,
  until,
} from '../ui/testing/element-test-kit.ts';
import { getSession, onSessionChange, type SessionState, signIn, signOut } from './loader.ts';
import './orders/cp-orders.ts';

const signInNeeded = (element: HTMLElement) =>
  shadowOf(element)?.querySelector('[part="sign-in-needed"]')?.textContent?.trim();

describe('the session API of the loader', () => {
  afterEach(async () => {
    removeMounted('cp-orders');
    await signOut();
  });

  it('given no session, <cp-orders> asks once for a sign-in; signIn shows its rows, signOut asks again', async () => {
    const reasons: string[] = [];
    const listener = (event: GlobalEventHandlersEventMap['cp-login-required']) =>
      reasons.push(event.detail.reason);
    document.addEventListener('cp-login-required', listener);
    const requests: string[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name.includes('/customerportal/')) requests.push(entry.name);
    });
    observer.observe({ type: 'resource' });
    try {
      const element = mountElement('cp-orders', 'lang="en"');
      expect(await until(() => signInNeeded(element))).to.equal('Please sign in to see this information.');
      expect(shadowOf(element).textContent).not.to.contain('error');
      // Re-renders (a new attribute) are not a new reason to ask.
      element.setAttribute('lang', 'de');
      await until(() => signInNeeded(element)?.startsWith('Bitte melden'));
      expect(reasons).to.deep.equal(['not-logged-in']);
      expect(requests).to.deep.equal([]);

      await signIn(await fetchTokens('customer@example.com'));
      await until(() => rows(element).length === 10);
      expect(signInNeeded(element)).to.equal(undefined);

      await signOut();
      await until(() => signInNeeded(element));
      expect(rows(element)).to.have.length(0);
      expect(reasons).to.deep.equal(['not-logged-in', 'not-logged-in']);
    } finally {
      observer.disconnect();
      document.removeEventListener('cp-login-required', listener);
    }
  });

  it('given a session whose refresh is refused, <cp-orders> says cp-session-expired only, and asks for a sign-in', async () => {
    const events: string[] = [];
    const listener = (event: Event) => events.push(event.type);
    document.addEventListener('cp-login-required', listener);
    document.addEventListener('cp-session-expired', listener);
    try {
      const { accessToken } = await fetchTokens('customer@example.com');
      await signIn({ accessToken, refreshToken: 'refused-refresh-token' });
      const element = mountElement('cp-orders', 'lang="en"');
      await until(() => rows(element).length === 10);
      // The server refuses the next call's token: the refresh that follows is refused too.
      const expiredToken = `${btoa(JSON.stringify({ alg: 'none' }))}.${btoa(JSON.stringify({ exp: 1, role: ['Customer'] }))}.x`;
      getPortalRuntime().tokens.setTokens({
        accessToken: expiredToken,
        refreshToken: 'refused-refresh-token',
      });
      await getPortalRuntime().queryClient.refetchQueries({ type: 'active' });
      await until(() => signInNeeded(element));
      // The gate's effect (where cp-login-required would leave) runs after the frame that shows it.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      expect(events).to.deep.equal(['cp-session-expired']);
    } finally {
      document.removeEventListener('cp-login-required', listener);
      document.removeEventListener('cp-session-expired', listener);
    }
  });

  it('given B signed in over A while <cp-orders> stays on the page (another tab, no sign-out between), A’s rows and search never show for B', async () => {
    await signIn(await fetchTokens('customer@example.com'));
    const element = mountElement('cp-orders', 'lang="en"');
    await until(() => rows(element).length === 10 && idle(element));
    const orderOfA = cellTexts(rows(element)[0]!)[0]!.trim();
    await search(element, orderOfA);
    const rowsOfA = new Set(rows(element).map((row) => row.textContent));
    expect(rowsOfA.size).to.be.greaterThan(0);
    // Every row the element renders from now on, as it renders it.
    const rendered: string[] = [];
    const observer = new MutationObserver(() => {
      for (const row of rows(element)) rendered.push(row.textContent ?? '');
    });
    observer.observe(shadowOf(element), { subtree: true, childList: true, characterData: true });
    const tokensOfB = await fetchTokens('muller@example.com');
    const answerForB = nextAnswer((call) => isCall(call, 'GetOrdersTable'));

    // What another tab's sign-in writes into the shared storage: B's pair replaces A's.
    const { storage } = getPortalRuntime();
    storage.setItem('refreshToken', tokensOfB.refreshToken);
    storage.setItem('accessToken', tokensOfB.accessToken);
    const call = await answerForB;
    await until(() => rows(element).length > 0 && idle(element));
    observer.disconnect();

    expect(searchOf(call)).to.equal('');
    expect(rendered.filter((text) => rowsOfA.has(text))).to.deep.equal([]);
    expect(rows(element).some((row) => rowsOfA.has(row.textContent))).to.equal(false);
    expect(shadowOf(element).querySelector<SlElement>('cp-sl-input.search')?.value).to.equal('');
  });

  it('tells a listener the state at once and each sign-in and sign-out, with the roles', async () => {
    const states: SessionState[] = [];
    const stop = onSessionChange((state) => states.push(state));
    await until(() => states.length === 1);
    expect(states[0]).to.deep.equal({ signedIn: false, roles: [] });

    await signIn(await fetchTokens('customer@example.com'));
    await until(() => states.length === 2);
    expect(states[1]?.signedIn).to.equal(true);
    expect(states[1]?.roles).to.include('Customer');
    expect((await getSession()).signedIn).to.equal(true);

    await signOut();
    await until(() => states.length === 3);
    expect(states[2]).to.deep.equal({ signedIn: false, roles: [] });

    stop();
    await signIn(await fetchTokens('customer@example.com'));
    expect(states).to.have.length(3);
  });

  it('given tokens missing, signIn refuses and the page stays signed out', async () => {
    let error: unknown;
    try {
      await signIn({ accessToken: 'a', refreshToken: '' });
    } catch (caught) {
      error = caught;
    }
    expect(error).to.be.instanceOf(TypeError);
    expect(getPortalRuntime().tokens.isLoggedIn()).to.equal(false);
  });
});

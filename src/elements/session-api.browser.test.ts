import { expect } from 'chai';
import { getPortalRuntime } from '../core/runtime/portal-runtime.ts';
import { afterEach, describe, it } from '../ui/element/mocha-globals.ts';
import {
  fetchTokens,
  mountElement,
  removeMounted,
  rows,
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

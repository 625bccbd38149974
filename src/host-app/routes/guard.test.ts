import { describe, expect, it } from 'vitest';
import { TOKEN_USER_ROLE } from '../../core/access/role-access.ts';
import {
  afterLoginPath,
  guardDecision,
  loginPathFor,
  loginPathWithTrigger,
  readLoginTrigger,
  readUnavailableRoute,
  unavailablePathFor,
} from './guard.ts';
import { ROUTES, routeAllowed } from './routes-table.ts';

describe('guard', () => {
  it('lets anyone open the public sign-in routes', () => {
    for (const pathname of [
      '/login',
      '/auth/register',
      '/auth/reset-password',
      '/auth/activate/t',
      '/auth/token/t/nl',
    ]) {
      expect(guardDecision({ pathname }, false), pathname).toEqual({ kind: 'allow' });
    }
  });

  it('given no access token it sends a default-layout route to login with the intended path', () => {
    expect(guardDecision({ pathname: '/orders', search: '?page=2', hash: '#top' }, false)).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/orders?page=2#top')}`,
    });
  });

  it('given no access token it sends the home route to plain login', () => {
    expect(guardDecision({ pathname: '/' }, false)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('given an access token it lets every route through', () => {
    expect(guardDecision({ pathname: '/orders' }, true)).toEqual({ kind: 'allow' });
    expect(guardDecision({ pathname: '/track-and-traces/road/1' }, true)).toEqual({ kind: 'allow' });
  });

  it('guards the partner-web flow, which needs a session', () => {
    expect(guardDecision({ pathname: '/auth/partner-web' }, false).kind).toBe('redirect');
  });

  it('writes a session trigger into the login path', () => {
    expect(loginPathWithTrigger('session-expired')).toBe('/login?trigger=session-expired');
    expect(loginPathWithTrigger('ERR_NETWORK')).toBe('/login?trigger=ERR_NETWORK');
    expect(loginPathWithTrigger('logout')).toBe('/login?trigger=logout');
  });

  it('given the page the session ended on, the login returns there afterwards, if it is one of ours', () => {
    const path = loginPathWithTrigger('session-expired', '/stock/SBS-300-720x1020/4600012?x=1#top');
    expect(path).toBe(
      '/login?trigger=session-expired&redirect=%2Fstock%2FSBS-300-720x1020%2F4600012%3Fx%3D1%23top',
    );
    expect(readLoginTrigger(path.slice('/login'.length))).toBe('session-expired');
    expect(afterLoginPath(path.slice('/login'.length))).toBe('/stock/SBS-300-720x1020/4600012?x=1#top');
    expect(loginPathWithTrigger('session-expired', '//evil.example/x')).toBe(
      '/login?trigger=session-expired',
    );
    expect(loginPathWithTrigger('ERR_NETWORK', '/')).toBe('/login?trigger=ERR_NETWORK');
  });

  it('reads a known trigger, turns any other value into unknown and absence into null', () => {
    expect(readLoginTrigger('?trigger=logout')).toBe('logout');
    expect(readLoginTrigger('?trigger=ERR_NETWORK')).toBe('ERR_NETWORK');
    expect(readLoginTrigger('?trigger=%3Cimg%20src%3Dx%3E')).toBe('unknown');
    expect(readLoginTrigger('')).toBeNull();
  });

  it('after login returns to a same-origin redirect path and nowhere else', () => {
    expect(afterLoginPath('?redirect=%2Forders%3Fpage%3D2')).toBe('/orders?page=2');
    for (const hostile of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(afterLoginPath(`?${new URLSearchParams({ redirect: hostile })}`), hostile).toBe('/');
    }
    expect(afterLoginPath('')).toBe('/');
  });

  it('never writes a hostile redirect into the login path', () => {
    expect(loginPathFor('//evil.example')).toBe('/login');
  });

  it('given a login-token session it sends every route the policy forbids to the dashboard, naming it', () => {
    const forbidden = ROUTES.filter((route) => !route.public && !routeAllowed(route, [TOKEN_USER_ROLE]));
    expect(forbidden.length).toBeGreaterThan(0);
    for (const route of forbidden) {
      // Forbidden routes take no parameters today; fill any in case one does later.
      const pathname = route.path.replace(/:\w+\??/g, 'x');
      expect(guardDecision({ pathname }, true, [TOKEN_USER_ROLE]), pathname).toEqual({
        kind: 'redirect',
        to: `/?unavailable=${encodeURIComponent(route.name)}`,
      });
    }
  });

  it('turns customers and agents away from every administration route and lets staff in', () => {
    const admin = ROUTES.filter((route) => route.staffOnly);
    expect(admin.length).toBe(7);
    for (const route of admin) {
      for (const roles of [['Customer'], ['Agent']]) {
        expect(guardDecision({ pathname: route.path }, true, roles), `${roles} ${route.path}`).toEqual({
          kind: 'redirect',
          to: `/?unavailable=${encodeURIComponent(route.name)}`,
        });
      }
      expect(guardDecision({ pathname: route.path }, true, ['Staff'])).toEqual({ kind: 'allow' });
    }
  });

  it('given a login-token session it lets its own portal through', () => {
    for (const pathname of [
      '/',
      '/orders',
      '/deliveries',
      '/certificates',
      '/settings',
      '/track-and-traces/road/L1',
    ])
      expect(guardDecision({ pathname }, true, [TOKEN_USER_ROLE]), pathname).toEqual({ kind: 'allow' });
  });

  it('given a customer it lets the areas a token session may not open through', () => {
    for (const pathname of [
      '/invoices',
      '/stock',
      '/statistics',
      '/price-list',
      '/contact',
      '/auth/partner-web',
    ])
      expect(guardDecision({ pathname }, true, ['Customer']), pathname).toEqual({ kind: 'allow' });
  });

  it('given no access token it still sends a forbidden route to login first', () => {
    expect(guardDecision({ pathname: '/invoices' }, false, [TOKEN_USER_ROLE]).kind).toBe('redirect');
    expect(guardDecision({ pathname: '/invoices' }, false, [TOKEN_USER_ROLE])).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/invoices')}`,
    });
  });

  it('reads back the route of an unavailable path and nothing else', () => {
    const invoices = ROUTES.find((route) => route.name === 'invoices')!;
    expect(readUnavailableRoute(new URL(unavailablePathFor(invoices), 'http://x').search)).toBe(invoices);
    expect(readUnavailableRoute('?unavailable=%3Cimg%3E')).toBeNull();
    expect(readUnavailableRoute('')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { chooseShell } from './shell-preferences.ts';

/** A document with `<html lang>`, an optional cp-config meta and a localStorage holding `items`. */
function pageWith(items: Record<string, string>, { lang = 'nl', meta = null as string | null } = {}) {
  const storage = { getItem: (key: string) => items[key] ?? null } as Storage;
  return {
    documentElement: { lang },
    defaultView: { localStorage: storage, sessionStorage: storage },
    querySelector: () => (meta === null ? null : { getAttribute: () => meta }),
  } as unknown as Document;
}

const PREFIX = 'paperfield.customer-portal.';
const session = { [`${PREFIX}accessToken`]: 'a', [`${PREFIX}refreshToken`]: 'r' };
const LOGIN_PATHS = ['/login', '/auth'];

describe('chooseShell', () => {
  it('given a stored session and preferences, it shows the portal frame in their language and theme', () => {
    const stored = {
      [`${PREFIX}preferences`]: JSON.stringify({ languageCode: 'de', theme: 'dark', showDrawer: false }),
    };
    expect(chooseShell(pageWith({ ...session, ...stored }), '/', LOGIN_PATHS)).toEqual({
      frame: 'portal',
      dashboard: true,
      language: 'de',
      dark: true,
      rail: true,
    });
  });

  it('given no session, or a login-layout path, it shows the login frame', () => {
    expect(chooseShell(pageWith({}), '/orders', LOGIN_PATHS).frame).toBe('login');
    expect(chooseShell(pageWith(session), '/auth/register', LOGIN_PATHS).frame).toBe('login');
    expect(chooseShell(pageWith(session), '/orders/', LOGIN_PATHS)).toMatchObject({
      frame: 'portal',
      dashboard: false,
    });
  });

  it('given no stored language, it takes the page language as the runtime does (en, else nl); bad JSON is no preference', () => {
    expect(chooseShell(pageWith({}, { lang: 'en-GB' }), '/login', LOGIN_PATHS).language).toBe('en');
    expect(chooseShell(pageWith({ [`${PREFIX}preferences`]: '{bad' }), '/', LOGIN_PATHS)).toMatchObject({
      language: 'nl',
      dark: false,
    });
  });

  it("given cp-config's storage prefix, it reads the session under that prefix", () => {
    const page = pageWith(
      { 'x.accessToken': 'a', 'x.refreshToken': 'r' },
      { meta: '{"storagePrefix":"x."}' },
    );
    expect(chooseShell(page, '/', LOGIN_PATHS).frame).toBe('portal');
  });
});

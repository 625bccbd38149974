import { DEFAULT_PORTAL_CONFIG } from '../../core/config/portal-config-defaults.ts';
import { DEFAULT_LANGUAGE, toSupportedLanguage } from '../../core/i18n/supported-languages.ts';
import { PREFERENCES_KEY } from '../../core/preferences/preferences-store.ts';

/** What the static shell shows, read from the page's storage before anything paints. */
export interface ShellChoice {
  /** Which frame: the login card, or the portal's drawer and app bar (a stored session). */
  frame: 'login' | 'portal';
  /** Whether the page is the dashboard (its title and block skeletons are in the frame). */
  dashboard: boolean;
  language: string;
  dark: boolean;
  rail: boolean;
}

/** Reads `<meta name="cp-config">`'s storage options as the runtime does; defaults where absent or bad. */
function storageOf(doc: Document): { storage: Storage | null; prefix: string } {
  let prefix = DEFAULT_PORTAL_CONFIG.storagePrefix;
  let kind: string = DEFAULT_PORTAL_CONFIG.tokenStorage;
  try {
    const given = JSON.parse(doc.querySelector('meta[name="cp-config"]')?.getAttribute('content') ?? '{}');
    if (typeof given.storagePrefix === 'string') prefix = given.storagePrefix;
    if (typeof given.tokenStorage === 'string') kind = given.tokenStorage;
    const view = doc.defaultView;
    return {
      storage: kind === 'session' ? view!.sessionStorage : kind === 'local' ? view!.localStorage : null,
      prefix,
    };
  } catch {
    // Storage refused (privacy settings) or a malformed meta: the runtime falls back the same way.
    return { storage: null, prefix };
  }
}

/**
 * The static shell's frame, language and theme for `pathname`, from the preferences and the session
 * the runtime will read (preferences-store.ts): the shell then matches React's first render.
 */
export function chooseShell(doc: Document, pathname: string, loginPaths: readonly string[]): ShellChoice {
  const { storage, prefix } = storageOf(doc);
  let stored: Record<string, unknown> = {};
  let session = false;
  try {
    stored = JSON.parse(storage?.getItem(prefix + PREFERENCES_KEY) ?? '{}') ?? {};
    session = Boolean(storage?.getItem(`${prefix}accessToken`) && storage?.getItem(`${prefix}refreshToken`));
  } catch {
    stored = {};
  }
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const loginPath = loginPaths.some((login) => path === login || path.startsWith(`${login}/`));
  const pageLanguage = doc.documentElement.lang.toLowerCase().startsWith('en') ? 'en' : DEFAULT_LANGUAGE;
  return {
    frame: session && !loginPath ? 'portal' : 'login',
    dashboard: path === '/' || path === '/dashboard',
    language:
      toSupportedLanguage(typeof stored.languageCode === 'string' ? stored.languageCode : null) ??
      pageLanguage,
    dark: stored.theme === 'dark',
    rail: stored.showDrawer === false,
  };
}

/** Writes the choice onto `<html>`, where static-shell.css and HostRoot read it. */
export function applyShellChoice(root: HTMLElement, choice: ShellChoice): void {
  root.dataset.shell = choice.frame;
  root.dataset.shellLang = choice.language;
  if (choice.dashboard) root.dataset.shellRoute = 'dashboard';
  if (choice.rail) root.dataset.shellDrawer = 'rail';
  root.lang = choice.language === 'zhHans' ? 'zh-Hans' : choice.language;
  root.classList.toggle('sl-theme-dark', choice.dark);
  root.dataset.theme = choice.dark ? 'dark' : 'light';
}

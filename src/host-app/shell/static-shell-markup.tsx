import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_PORTAL_CONFIG } from '../../core/config/portal-config-defaults.ts';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '../../core/i18n/supported-languages.ts';
import logo from '../assets/logo.svg?raw';
import logoDark from '../assets/logo-dark.svg?raw';
import { ROUTES } from '../routes/routes-table.ts';
import { translateKey } from '../runtime/use-host-translation.ts';
import { type ShellAssets, type ShellTexts, StaticShell } from './StaticShell.tsx';

// Runs at build time in Node (scripts/vite-static-shell.mjs loads it through Vite), never in the browser.
const LOCALES = import.meta.glob<Record<string, unknown>>('../../../locales/*/{host,portal}.json', {
  eager: true,
  import: 'default',
});
const ICONS = import.meta.glob<string>('../assets/icons/*.svg', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The texts of `code` through i18next, as the runtime translates them (same files, same fallback). */
function translateIn(code: string): (key: string) => string {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, texts] of Object.entries(LOCALES)) {
    const [, language, namespace] = /locales\/([^/]+)\/(\w+)\.json$/.exec(path) ?? [];
    if (!language || !namespace) continue;
    resources[language] ??= {};
    resources[language][namespace] = texts;
  }
  const i18n = createInstance();
  void i18n.init({
    lng: code,
    fallbackLng: FALLBACK_LANGUAGE,
    resources,
    defaultNS: 'portal',
    initAsync: false,
  });
  return (key) => translateKey(i18n, key);
}

/** An SVG as a data: URL, as the build inlines the layouts' small logos. */
const svgUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** index.html's static shell (StaticShell) as markup, in every shipped language. */
export function staticShellMarkup(): string {
  const assets: ShellAssets = {
    logo: svgUrl(logo),
    logoDark: svgUrl(logoDark),
    brand: DEFAULT_PORTAL_CONFIG.brand,
    icon: (name) => ICONS[`../assets/icons/${name}.svg`],
  };
  const languages = SUPPORTED_LANGUAGES.map(({ code }) => [code, translateIn(code)] as const);
  const t: ShellTexts = (key) => languages.map(([code, translate]) => [code, translate(key)]);
  return renderToStaticMarkup(<StaticShell t={t} assets={assets} />);
}

/** The first segments of the login layout's routes (`/login`, `/auth`): the pre-paint script shows the login frame there. */
export function loginLayoutPaths(): string[] {
  const first = ROUTES.filter((route) => route.layout === 'login').map(
    (route) => `/${route.path.split('/')[1]}`,
  );
  return [...new Set(first)];
}

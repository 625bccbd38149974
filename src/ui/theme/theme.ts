import shoelaceLight from '@shoelace-style/shoelace/dist/themes/light.css?inline';
import type { ThemeName } from '../../core/preferences/resolve-theme.ts';
import cardCss from '../card-container/card-container.css?inline';
import formCss from '../form/form.css?inline';
import snackbarCss from '../snackbar/snackbar.css?inline';
import baseCss from './base.css?inline';
import tokensCss from './tokens.css?inline';

export { type PreferenceTheme, resolveTheme, type ThemeName } from '../../core/preferences/resolve-theme.ts';

/**
 * Shoelace's theme sizes fonts and spacing in rem, i.e. by the embedding page's root font size;
 * a page with `html { font-size: 10px }` (or a hostile `* { font: 40px … !important }`) would
 * resize everything inside. Pinned to px at Shoelace's own 16 px base.
 */
export function remToPx(css: string): string {
  return css.replace(/(-?\d*\.?\d+)rem\b/g, (_match, value: string) => `${Number(value) * 16}px`);
}

// The kit's component styles, adopted with the base into every element (small, and shared).
const KIT_CSS = [cardCss, snackbarCss, formCss].join('\n');

const SHOELACE_LIGHT = remToPx(shoelaceLight);
// Dark is loaded the first time an element shows it (most pages never do): its own chunk.
let shoelaceDark: string | undefined;
let darkLoad: Promise<void> | undefined;

/** Whether the Shoelace sheet of `theme` is here: light always, dark once loaded (`loadTheme`). */
export function themeLoaded(theme: ThemeName): boolean {
  return theme === 'light' || shoelaceDark !== undefined;
}

/** Loads the Shoelace sheet of `theme` once; a failed load may be tried again. */
export function loadTheme(theme: ThemeName): Promise<void> {
  if (themeLoaded(theme)) return Promise.resolve();
  darkLoad ??= import('@shoelace-style/shoelace/dist/themes/dark.css?inline').then(
    ({ default: css }) => {
      shoelaceDark = remToPx(css);
    },
    (error: unknown) => {
      darkLoad = undefined;
      throw error;
    },
  );
  return darkLoad;
}

// One sheet object per CSS text, adopted by every element of the page: parsed once, not per element.
const sheets = new Map<string, CSSStyleSheet>();

/** A constructable stylesheet of `css`, shared by all shadow roots of the document. */
export function sharedSheet(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * The stylesheets of one shadow root, in cascade order: Shoelace's theme (only the current one:
 * both at once would let dark's `:host` rule win; none for dark before `loadTheme('dark')`), our
 * tokens (which override Shoelace's primary colours), the kit's base, then the element's own styles.
 */
export function elementSheets(theme: ThemeName, styles: readonly string[] = []): CSSStyleSheet[] {
  const shoelace = theme === 'dark' ? shoelaceDark : SHOELACE_LIGHT;
  return [
    ...(shoelace === undefined ? [] : [sharedSheet(shoelace)]),
    sharedSheet(tokensCss),
    sharedSheet(baseCss),
    sharedSheet(KIT_CSS),
    ...styles.map(sharedSheet),
  ];
}

/** Whether `sheet` is one of Shoelace's theme sheets (used by tests and the theme swap). */
export function isShoelaceThemeSheet(sheet: CSSStyleSheet): 'light' | 'dark' | null {
  if (shoelaceDark !== undefined && sheet === sheets.get(shoelaceDark)) return 'dark';
  if (sheet === sheets.get(SHOELACE_LIGHT)) return 'light';
  return null;
}

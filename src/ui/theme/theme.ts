import shoelaceDark from '@shoelace-style/shoelace/dist/themes/dark.css?inline';
import shoelaceLight from '@shoelace-style/shoelace/dist/themes/light.css?inline';
import cardCss from '../card-container/card-container.css?inline';
import formCss from '../form/form.css?inline';
import snackbarCss from '../snackbar/snackbar.css?inline';
import baseCss from './base.css?inline';
import tokensCss from './tokens.css?inline';

/** The two themes of an element (`theme` attribute). */
export type ThemeName = 'light' | 'dark';

/** The theme preference as the core stores it (spec §9: default lightTheme). */
export type PreferenceTheme = 'lightTheme' | 'dark' | string;

/** An element's theme: its `theme` attribute if valid, else the page-wide preference. */
export function resolveTheme(
  attribute: string | undefined,
  preference: PreferenceTheme | undefined,
): ThemeName {
  if (attribute === 'dark' || attribute === 'light') return attribute;
  return preference === 'dark' ? 'dark' : 'light';
}

// The kit's component styles, adopted with the base into every element (small, and shared).
const KIT_CSS = [cardCss, snackbarCss, formCss].join('\n');

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
 * both at once would let dark's `:host` rule win), our tokens (which override Shoelace's primary
 * colours), the kit's base, then the element's own styles.
 */
export function elementSheets(theme: ThemeName, styles: readonly string[] = []): CSSStyleSheet[] {
  return [
    sharedSheet(theme === 'dark' ? shoelaceDark : shoelaceLight),
    sharedSheet(tokensCss),
    sharedSheet(baseCss),
    sharedSheet(KIT_CSS),
    ...styles.map(sharedSheet),
  ];
}

/** Whether `sheet` is one of Shoelace's theme sheets (used by tests and the theme swap). */
export function isShoelaceThemeSheet(sheet: CSSStyleSheet): 'light' | 'dark' | null {
  if (sheet === sheets.get(shoelaceDark)) return 'dark';
  if (sheet === sheets.get(shoelaceLight)) return 'light';
  return null;
}

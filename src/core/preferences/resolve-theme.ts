/** The two themes of an element (`theme` attribute). */
export type ThemeName = 'light' | 'dark';

/** The theme preference as the core stores it (docs/screens/shell.md#theme: default lightTheme). */
export type PreferenceTheme = 'lightTheme' | 'dark' | string;

/** An element's theme: its `theme` attribute if valid, else the page-wide preference. */
export function resolveTheme(
  attribute: string | undefined,
  preference: PreferenceTheme | undefined,
): ThemeName {
  if (attribute === 'dark' || attribute === 'light') return attribute;
  return preference === 'dark' ? 'dark' : 'light';
}

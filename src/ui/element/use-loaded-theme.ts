import { useEffect, useState } from 'react';
import { loadTheme, type ThemeName, themeLoaded } from '../theme/theme.ts';

/**
 * The theme an element can wear: `theme` once its Shoelace sheet is loaded (dark is a chunk of its
 * own), until then the theme it wore before, or undefined before the first one is there — so a dark
 * element's first paint is dark, never light first. A dark sheet that fails to load leaves light.
 */
export function useLoadedTheme(theme: ThemeName): ThemeName | undefined {
  const loaded = themeLoaded(theme);
  const [shown, setShown] = useState<ThemeName | undefined>(loaded ? theme : undefined);
  useEffect(() => {
    let live = true;
    loadTheme(theme).then(
      () => live && setShown(theme),
      () => live && setShown('light'),
    );
    return () => {
      live = false;
    };
  }, [theme]);
  return loaded ? theme : shown;
}

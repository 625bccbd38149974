import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { loadTexts, type TextNamespace, textsLoaded } from '../../core/i18n/text-namespaces.ts';
import { showShoelaceLanguage } from '../shoelace/locale-shoelace.ts';

/**
 * The language an element can show: `language` once its texts (`namespaces`) and Shoelace's are
 * loaded, until then the language it showed before, or undefined before its first texts arrive.
 * So the first render waits for the texts instead of showing keys, and a switch (a new `lang`) keeps
 * the old language on screen until the new one is there. `namespaces` must keep its identity.
 */
export function useTextsLanguage(
  i18n: I18n,
  language: string,
  namespaces: readonly TextNamespace[],
): string | undefined {
  const loaded = textsLoaded(
    i18n,
    language,
    namespaces.map((namespace) => namespace.name),
  );
  const [shown, setShown] = useState<string | undefined>(loaded ? language : undefined);
  useEffect(() => {
    let live = true;
    // Shoelace's texts of a language that fails to load stay English: no reason to hide the element.
    const shoelace = showShoelaceLanguage(language).catch(() => undefined);
    void Promise.all([loadTexts(i18n, language, namespaces), shoelace]).then(() => {
      if (live) setShown(language);
    });
    return () => {
      live = false;
    };
  }, [i18n, language, namespaces]);
  return loaded ? language : shown;
}

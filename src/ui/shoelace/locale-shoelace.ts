// Shoelace's own texts (the password toggle's "Show password", a dialog's "Close", "Loading" …)
// come from its translation registry, by the language of each Shoelace element. Two quirks of it
// are owned here, so no field or dialog ever sees them:
// - Shoelace reads only the element's own `lang` attribute, else `<html lang>`: inside an embed the
//   page's language would win over the portal's. Our copy (private tags, a registry of its own)
//   reads the nearest `lang` instead, through shadow roots, so an element's root decides.
// - Only English is registered by default; the other languages are loaded when first shown, each
//   its own small chunk, so a page downloads only the language it uses.
import { LocalizeController, registerTranslation } from '@shoelace-style/shoelace/dist/utilities/localize.js';
import type { SupportedLanguageCode } from '../../core/i18n/supported-languages.ts';
import { toSupportedLanguage } from '../../core/i18n/supported-languages.ts';

type Translation = Parameters<typeof registerTranslation>[0];

const LOADERS: Record<SupportedLanguageCode, () => Promise<{ default: Translation }>> = {
  en: () => import('@shoelace-style/shoelace/dist/translations/en.js'),
  nl: () => import('@shoelace-style/shoelace/dist/translations/nl.js'),
  de: () => import('@shoelace-style/shoelace/dist/translations/de.js'),
  zhHans: () => import('@shoelace-style/shoelace/dist/translations/zh-cn.js'),
};

/** The nearest non-empty `lang` of `element` or its ancestors, crossing shadow roots; else null. */
export function closestLang(element: Element): string | null {
  let node: Element | null = element;
  while (node) {
    const found: Element | null = node.closest('[lang]:not([lang=""])');
    if (found) return found.getAttribute('lang');
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return null;
}

interface LocalizeHost {
  host: HTMLElement;
}

LocalizeController.prototype.lang = function lang(this: LocalizeHost): string {
  const tag = (closestLang(this.host) ?? navigator.language).toLowerCase().replace(/_/g, '-');
  try {
    new Intl.Locale(tag);
    return tag;
  } catch {
    return 'en';
  }
};

const loaded = new Map<SupportedLanguageCode, Promise<Translation[]>>();

function load(language: SupportedLanguageCode): Promise<Translation[]> {
  let translations = loaded.get(language);
  if (!translations) {
    translations = LOADERS[language]().then(({ default: translation }) =>
      // Our Chinese root is `zh-Hans`, which Shoelace looks up as `zh`: its zh-cn texts serve it.
      language === 'zhHans' ? [translation, { ...translation, $code: 'zh' }] : [translation],
    );
    // A failed chunk (offline) may be tried again on the next change.
    translations.catch(() => loaded.delete(language));
    loaded.set(language, translations);
  }
  return translations;
}

/**
 * Makes Shoelace's texts follow `language` (any code the portal knows; others are ignored): loads
 * its translation once, then registers it again, which re-renders every Shoelace element, so those
 * under a `lang` that just changed pick up their new texts.
 */
export async function showShoelaceLanguage(language: string): Promise<void> {
  const supported = toSupportedLanguage(language);
  if (!supported) return;
  registerTranslation(...(await load(supported)));
}

import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguages, updateLanguage } from '../../core/api/browser-contract/language.ts';
import { findLanguage, SUPPORTED_LANGUAGES, shouldTellServer } from '../../core/i18n/supported-languages.ts';
import { hostRuntime } from '../runtime/host-runtime.ts';

/**
 * The language switch (docs/screens/shell.md#language-switch, docs/screens/shell.md#languages): shown only when there is more than one language; a change
 * updates the interface at once and tells the server only for a language with a known languageId.
 */
export function LanguageSwitch() {
  const runtime = hostRuntime();
  const { t, i18n } = useTranslation();
  const id = useId();
  const { data: serverLanguages } = useQuery({
    queryKey: ['language', 'languages'],
    queryFn: () => runtime.api.call(getLanguages),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (SUPPORTED_LANGUAGES.length < 2) return null;

  const change = (code: string) => {
    runtime.preferences.set({ languageCode: code });
    void i18n.changeLanguage(code);
    const language = findLanguage(serverLanguages, code);
    if (language && shouldTellServer(serverLanguages, code) && runtime.tokens.isLoggedIn()) {
      runtime.api.call(updateLanguage, { body: { languageId: language.languageId } }).catch(() => {
        // The interface has changed already; the server only uses the language for its mails.
      });
    }
  };

  return (
    <div className="field language-switch">
      <label htmlFor={id}>{t('languages.label')}</label>
      <select
        id={id}
        className="select"
        value={i18n.language}
        onChange={(event) => change(event.target.value)}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option
            key={language.code}
            value={language.code}
            lang={language.code === 'zhHans' ? 'zh-Hans' : language.code}
          >
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
}

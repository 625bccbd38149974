import { useMutation, useQuery } from '@tanstack/react-query';
import { getLanguages, updateLanguage } from '../../core/api/browser-contract/language.ts';
import {
  findLanguage,
  SUPPORTED_LANGUAGES,
  shouldTellServer,
  toSupportedLanguage,
} from '../../core/i18n/supported-languages.ts';
import { operationState } from '../../core/status/operation-status.ts';
import { CardContainer } from '../../ui/card-container/CardContainer.tsx';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { errorMessage } from './error-message.ts';
import { SettingsSkeleton } from './SettingsSkeleton.tsx';
import { usePreferences } from './use-preferences.ts';

/** BCP 47 tag of a language's own name, so screen readers and fonts read it right. */
const nameLang = (code: string) => (code === 'zhHans' ? 'zh-Hans' : code);

/**
 * The interface language (docs/screens/shell.md#languages): a choice changes the interface at once through the page's
 * preferences; the server hears of it only when a server language with a languageId matches.
 */
export function LanguageCard() {
  const { t } = usePortalTranslation('settings');
  const { t: portal } = usePortalTranslation('portal');
  const runtime = useRuntime();
  const { languageCode } = usePreferences();
  // The host's language switch uses the same key, so the list is fetched once per page.
  const languages = useQuery({
    queryKey: ['language', 'languages'],
    queryFn: ({ signal }) => runtime.api.call(getLanguages, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

  const tellServer = useMutation({
    mutationFn: (languageId: number) => runtime.api.call(updateLanguage, { body: { languageId } }),
  });
  // The interface has changed already; on a failure the server keeps the old language for its mails.
  const status = operationState(
    tellServer,
    (error) => `${t('language.serverFailed')} ${errorMessage(error, portal)}`,
  );

  const choose = (code: string) => {
    if (code === languageCode) return;
    runtime.preferences.set({ languageCode: code });
    const language = findLanguage(languages.data, code);
    if (!language || !shouldTellServer(languages.data, code)) tellServer.reset();
    else tellServer.mutate(language.languageId);
  };

  return (
    <div className="settings__card" part="language">
      <CardContainer status={status} title={t('language.title')}>
        {languages.isPending ? (
          <SettingsSkeleton />
        ) : (
          <cp-sl-radio-group
            class="settings__choice"
            name="language"
            label={t('language.label')}
            helpText={t('language.help')}
            value={toSupportedLanguage(languageCode) ?? languageCode}
            onsl-change={(event) => choose((event.target as HTMLInputElement).value)}
          >
            {SUPPORTED_LANGUAGES.map((language) => (
              <cp-sl-radio-button key={language.code} value={language.code} lang={nameLang(language.code)}>
                {language.label}
              </cp-sl-radio-button>
            ))}
          </cp-sl-radio-group>
        )}
        {languages.isError && <StatusAlert variant="warning" message={t('language.listFailed')} />}
      </CardContainer>
    </div>
  );
}

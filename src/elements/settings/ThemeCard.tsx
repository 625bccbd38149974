import type { Theme } from '../../core/preferences/preferences-store.ts';
import { CardContainer } from '../../ui/card-container/CardContainer.tsx';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { usePreferences } from './use-preferences.ts';

const THEMES: readonly Theme[] = ['lightTheme', 'dark'];

/** Light or dark (docs/screens/shell.md#theme), stored in the page's preferences so every element follows. */
export function ThemeCard() {
  const { t } = usePortalTranslation('settings');
  const { preferences } = useRuntime();
  const { theme } = usePreferences();
  return (
    <div className="settings__card" part="theme">
      <CardContainer title={t('theme.title')}>
        <cp-sl-radio-group
          class="settings__choice"
          name="theme"
          label={t('theme.label')}
          value={theme}
          onsl-change={(event) => {
            const value = (event.target as HTMLInputElement).value;
            if (value === 'lightTheme' || value === 'dark') preferences.set({ theme: value });
          }}
        >
          {THEMES.map((value) => (
            <cp-sl-radio-button key={value} value={value}>
              {t(`theme.${value}`)}
            </cp-sl-radio-button>
          ))}
        </cp-sl-radio-group>
      </CardContainer>
    </div>
  );
}

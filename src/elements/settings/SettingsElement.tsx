import '../../ui/shoelace/shoelace.ts';
import './settings-shoelace.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { LanguageCard } from './LanguageCard.tsx';
import { ThemeCard } from './ThemeCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

/** The user's settings (spec §2): language, theme, password and two-factor login, each in its own card. */
export function SettingsElement() {
  const { t, language } = usePortalTranslation('settings');
  return (
    <div className="settings" part="settings">
      <h1 className="settings__title" part="title">
        {t('title')}
      </h1>
      <div className="settings__grid">
        <LanguageCard />
        <ThemeCard />
        <ChangePasswordCard key={language} />
        <TwoFactorCard />
      </div>
    </div>
  );
}

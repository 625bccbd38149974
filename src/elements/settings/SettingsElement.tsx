import '../../ui/shoelace/shoelace.ts';
import './settings-shoelace.ts';
import { isTotpEnabled, updatePassword } from '../../core/api/browser-contract/account.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useMayCall } from '../../ui/may-call/use-may-call.ts';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { LanguageCard } from './LanguageCard.tsx';
import { NotificationsCard } from './NotificationsCard.tsx';
import { ThemeCard } from './ThemeCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

/**
 * The user's settings (docs/screens/settings.md): language, theme, password and two-factor login, each in its own card.
 * A session that may not change the password or two-factor login (a login-token session, which has
 * no password of its own to confirm with) gets language and theme only.
 */
export function SettingsElement() {
  const { t, language } = usePortalTranslation('settings');
  const showPassword = useMayCall(updatePassword);
  const showTwoFactor = useMayCall(isTotpEnabled);
  return (
    <div className="settings" part="settings">
      <h2 className="settings__title" part="title">
        {t('title')}
      </h2>
      <div className="settings__grid">
        <LanguageCard />
        <ThemeCard />
        {showPassword ? <ChangePasswordCard key={language} /> : null}
        {showTwoFactor ? <TwoFactorCard /> : null}
        <NotificationsCard />
      </div>
    </div>
  );
}

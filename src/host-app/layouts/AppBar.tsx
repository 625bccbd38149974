import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon.tsx';
import { hostRuntime } from '../runtime/host-runtime.ts';
import { usePreferences } from '../runtime/use-runtime-state.ts';
import { NotificationBell } from './NotificationBell.tsx';

interface AppBarProps {
  title: string;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

/** The app bar (docs/screens/shell.md#app-bar): 64 high, the menu toggle, the route's translated title, the inbox's bell (docs/alerts.md#inbox) and the theme switch. */
export function AppBar({ title, drawerOpen, onToggleDrawer }: AppBarProps) {
  const runtime = hostRuntime();
  const { t } = useTranslation();
  const { theme } = usePreferences(runtime);
  const dark = theme === 'dark';
  return (
    <header className="app-bar">
      <button
        type="button"
        className="icon-button"
        aria-label={t('nav.toggleMenu')}
        aria-expanded={drawerOpen}
        aria-controls="drawer"
        onClick={onToggleDrawer}
      >
        <Icon name="list" />
      </button>
      <h1>{title}</h1>
      <NotificationBell />
      <button
        type="button"
        className="icon-button"
        aria-label={t('theme.toggle')}
        aria-pressed={dark}
        title={dark ? t('theme.light') : t('theme.dark')}
        onClick={() => runtime.preferences.toggleTheme()}
      >
        <Icon name={dark ? 'sun' : 'moon'} />
      </button>
    </header>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import logo from '../assets/logo.svg';
import logoDark from '../assets/logo-dark.svg';
import { Icon } from '../components/Icon.tsx';
import { drawerRoutes, type RouteName } from '../routes/routes-table.ts';
import { hostRuntime } from '../runtime/host-runtime.ts';
import { usePreferences, useRoles } from '../runtime/use-runtime-state.ts';
import { AdminNav } from './AdminNav.tsx';
import { ClientSelect } from './ClientSelect.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { NavLinkList } from './NavLinkList.tsx';
import { UserMenu } from './UserMenu.tsx';

/**
 * The drawer (docs/screens/shell.md#drawer): logo, client selector, the nine areas less those the session's roles may
 * not open (the active one marked with aria-current="page", also on the /dashboard alias), the two external links, the user menu and the
 * language switch.
 */
export function AppDrawer({ current, onNavigate }: { current: RouteName; onNavigate: () => void }) {
  const runtime = hostRuntime();
  const { t } = useTranslation();
  const { theme } = usePreferences(runtime);
  const roles = useRoles(runtime);
  const areas = useMemo(() => drawerRoutes('areas', roles), [roles]);
  const external = [
    { href: runtime.config.productBoardsUrl, label: t('nav.productBoards') },
    { href: runtime.config.purchaseConditionsUrl, label: t('nav.purchaseConditions') },
  ];
  return (
    <>
      <Link className="logo-link" to="/" onClick={onNavigate}>
        <img
          className="logo"
          src={theme === 'dark' ? logoDark : logo}
          alt={`${runtime.config.brand} — ${t('nav.home')}`}
        />
      </Link>
      <ClientSelect onPicked={onNavigate} />
      <nav aria-label={t('nav.navigation')}>
        <NavLinkList routes={areas} current={current} onNavigate={onNavigate} />
        <ul>
          {external.map((link) => (
            <li key={link.href}>
              <a
                className="nav-link"
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                title={link.label}
              >
                <Icon name="box-arrow-up-right" />
                <span className="label">
                  {link.label} <span className="visually-hidden">{t('nav.opensInNewTab')}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <AdminNav current={current} onNavigate={onNavigate} />
      <div className="spacer" />
      <UserMenu />
      <LanguageSwitch />
    </>
  );
}

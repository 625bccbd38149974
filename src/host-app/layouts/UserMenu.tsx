import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { endSupport, inSupportSession, signOutOf } from '../../core/runtime/page-session.ts';
import { Icon } from '../components/Icon.tsx';
import { loginPathWithTrigger } from '../routes/guard.ts';
import { drawerRoutes, linkPath } from '../routes/routes-table.ts';
import { hostRuntime } from '../runtime/host-runtime.ts';
import { routeTitle, useHostTranslation } from '../runtime/use-host-translation.ts';
import { useRoles } from '../runtime/use-runtime-state.ts';
import { SUPPORT_RETURN_PATH } from '../session/support.ts';
import { Avatar } from './Avatar.tsx';
import { useProfile } from './use-profile.ts';

/**
 * The user menu (docs/screens/shell.md#user-menu): titled with the avatar and e-mail, holding the routes of the `user`
 * drawer group the session's roles may open (settings) and logout.
 */
export function UserMenu() {
  const runtime = hostRuntime();
  const { t, i18n } = useTranslation();
  const { th } = useHostTranslation();
  const roles = useRoles(runtime);
  const links = useMemo(() => drawerRoutes('user', roles), [roles]);
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const email = profile?.emailAddress ?? '';

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      // composedPath, not target: clicks inside element shadow roots are retargeted to their host.
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !event.composedPath().includes(root.current!)
      )
        setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const signOut = async () => {
    setOpen(false);
    // In a support session, logging out ends support and brings the staff member back (docs/screens/administration.md#log-in-as).
    if (inSupportSession(runtime) && (await endSupport(runtime))) {
      void navigate(SUPPORT_RETURN_PATH, { replace: true });
      return;
    }
    await signOutOf(runtime);
    void navigate(loginPathWithTrigger('logout'), { replace: true });
  };

  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={th('layout.userMenuOf', { email })}
        onClick={() => setOpen(!open)}
      >
        <Avatar
          email={email}
          gravatarHash={profile?.properties.gravatarHash ?? null}
          avatarBaseUrl={runtime.config.avatarBaseUrl}
        />
        <span className="email">{email}</span>
      </button>
      {open ? (
        <ul id={menuId} className="user-menu-items">
          {links.map((route) => (
            <li key={route.name}>
              <Link className="nav-link" to={linkPath(route)} onClick={() => setOpen(false)}>
                {route.icon ? <Icon name={route.icon} /> : null}
                <span className="label">{routeTitle(i18n, route)}</span>
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="nav-link" onClick={() => void signOut()}>
              <Icon name="box-arrow-right" />
              <span className="label">{t('userMenu.logout')}</span>
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

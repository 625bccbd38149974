import { createElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Alert } from '../components/Alert.tsx';
import { readUnavailableRoute } from '../routes/guard.ts';
import { matchPortalRoute } from '../routes/route-matching.ts';
import { routeByName } from '../routes/routes-table.ts';
import { hostRuntime } from '../runtime/host-runtime.ts';
import { routeTitle, useHostTranslation } from '../runtime/use-host-translation.ts';
import { usePreferences } from '../runtime/use-runtime-state.ts';
import { AppBar } from './AppBar.tsx';
import { AppDrawer } from './AppDrawer.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { SupportBanner } from './SupportBanner.tsx';
import { useWideScreen } from './use-wide-screen.ts';

/**
 * The default layout (docs/screens/shell.md#default-layout): skip link, drawer (256 wide, a 56 rail when collapsed, modal below
 * 960 px), app bar, breadcrumbs and the main content. `showDrawer` is kept in the preferences.
 */
export function DefaultLayout() {
  const runtime = hostRuntime();
  const { i18n } = useTranslation();
  const { th } = useHostTranslation();
  const location = useLocation();
  const { showDrawer } = usePreferences(runtime);
  const wide = useWideScreen();
  const [modalOpen, setModalOpen] = useState(false);
  const route = matchPortalRoute(location.pathname)?.route ?? routeByName('dashboard');
  const here = `${location.pathname}${location.search}`;
  // Where the guard sent a route this login may not open: say so above the dashboard.
  const unavailable = route.name === 'dashboard' ? readUnavailableRoute(location.search) : null;

  // The snackbar element is defined once the layout is up: the layout's first paint does not wait for
  // the element kit. Its tag is in the page from the start and upgrades when defined; a message shown
  // before then is in the runtime's store, where the element finds it.
  useEffect(() => {
    import('../../elements/snackbar/cp-snackbar.ts').catch(() => {
      // Without the snackbar the portal still works; its messages are shown nowhere.
    });
  }, []);

  // A route change closes the modal drawer (the link that caused it sat inside it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design
  useEffect(() => setModalOpen(false), [location.pathname]);

  // A page opened from the drawer (or the breadcrumbs, the app bar) takes the focus, as a new page of
  // a website would: otherwise a keyboard user stays in the drawer and tabs through it again to reach
  // what they opened. Focus inside the content (an element that changes its own URL) stays put.
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = location.pathname;
    const main = document.getElementById('main');
    const focused = document.activeElement;
    if (main && !(focused && focused !== document.body && main.contains(focused)))
      main.focus({ preventScroll: true });
  }, [location.pathname]);

  // The modal drawer takes the focus when it opens and gives it back to the toggle on Escape.
  useEffect(() => {
    if (wide || !modalOpen) return;
    document.querySelector<HTMLElement>('#drawer a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setModalOpen(false);
      document.querySelector<HTMLElement>('[aria-controls="drawer"]')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [wide, modalOpen]);

  const toggleDrawer = () =>
    wide ? runtime.preferences.set({ showDrawer: !showDrawer }) : setModalOpen(!modalOpen);
  const classes = [
    'default-layout',
    wide && !showDrawer ? 'rail' : '',
    !wide && modalOpen ? 'modal-open' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const accent = route.accent ? ({ '--drawer-accent': route.accent } as React.CSSProperties) : undefined;

  return (
    <div className={classes}>
      <a className="skip-link" href="#main">
        {th('layout.skipToContent')}
      </a>
      <aside id="drawer" className="drawer" style={accent} inert={!wide && !modalOpen}>
        <AppDrawer current={route.name} onNavigate={() => setModalOpen(false)} />
      </aside>
      {!wide && modalOpen ? (
        <button
          type="button"
          className="drawer-backdrop"
          aria-label={th('layout.closeMenu')}
          onClick={() => setModalOpen(false)}
        />
      ) : null}
      <div className="main-column">
        <AppBar
          title={routeTitle(i18n, route)}
          drawerOpen={wide ? showDrawer : modalOpen}
          onToggleDrawer={toggleDrawer}
        />
        <SupportBanner />
        <Breadcrumbs route={route} here={here} />
        <main id="main" className="content" tabIndex={-1}>
          {unavailable ? (
            <Alert kind="info">
              {th(unavailable.staffOnly ? 'layout.staffOnly' : 'layout.notAvailableWithLoginLink', {
                area: routeTitle(i18n, unavailable),
              })}
            </Alert>
          ) : null}
          <Outlet />
        </main>
      </div>
      {createElement('cp-snackbar')}
    </div>
  );
}

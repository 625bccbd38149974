import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { showShoelaceLanguage } from '../../ui/shoelace/locale-shoelace.ts';
import { loadAnalytics, trackPageView } from '../analytics/analytics.ts';
import { matchPortalRoute } from '../routes/route-matching.ts';
import { hostRuntime } from '../runtime/host-runtime.ts';
import { routeTitle } from '../runtime/use-host-translation.ts';
import { usePreferences } from '../runtime/use-runtime-state.ts';
import { useSessionNavigation } from '../session/use-session-navigation.ts';
import { STATIC_SHELL_ID } from './static-shell-id.ts';

/**
 * The root of every route: keeps the document in step with the route and the preferences (title,
 * `<html lang>`, dark theme class), routes on session signals and counts page views when configured.
 */
export function HostRoot() {
  const runtime = hostRuntime();
  const location = useLocation();
  const { i18n } = useTranslation();
  const { theme } = usePreferences(runtime);
  useSessionNavigation(runtime);

  const route = matchPortalRoute(location.pathname)?.route ?? null;
  const pageTitle = route ? routeTitle(i18n, route) : '';
  // docs/screens/shell.md#document-title: the suffix ' - {brand} Customer Portal' is the product's name and stays untranslated.
  const suffix = `${runtime.config.brand} Customer Portal`;
  const title = pageTitle ? `${pageTitle} - ${suffix}` : suffix;

  // index.html's static shell (scripts/vite-static-shell.mjs) goes in the commit that brings the
  // route's layout, before the browser paints again: the frame is never missing nor shown twice.
  useLayoutEffect(() => {
    document.getElementById(STATIC_SHELL_ID)?.remove();
  }, []);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    document.documentElement.lang = i18n.language === 'zhHans' ? 'zh-Hans' : i18n.language;
    // The kit's fields in the host document (login, registration) read Shoelace's texts by it.
    void showShoelaceLanguage(i18n.language);
  }, [i18n.language]);

  useEffect(() => {
    const dark = theme === 'dark';
    document.documentElement.classList.toggle('sl-theme-dark', dark);
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [theme]);

  useEffect(() => loadAnalytics(runtime.config.analyticsId), [runtime]);

  // Token routes are counted by their pattern: a login token must never reach the analytics provider.
  const trackedPath = route?.path.includes(':token') ? route.path : location.pathname;
  useEffect(() => trackPageView(trackedPath, document.title), [trackedPath]);

  return <Outlet />;
}

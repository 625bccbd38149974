import { QueryClientProvider } from '@tanstack/react-query';
import {
  type ComponentType,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useSyncExternalStore,
} from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { PORTAL_TEXTS } from '../../core/i18n/create-i18n.ts';
import {
  FALLBACK_LANGUAGE,
  type SupportedLanguageCode,
  toSupportedLanguage,
} from '../../core/i18n/supported-languages.ts';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { runtimeInLanguage } from '../../core/runtime/runtime-in-language.ts';
import type { PageSize } from '../../core/table/table-request.ts';
import '../shoelace/shoelace.ts';
import { elementSheets, resolveTheme, type ThemeName } from '../theme/theme.ts';
import { ChooseClient } from './ChooseClient.tsx';
import { ElementErrorBoundary } from './ElementErrorBoundary.tsx';
import { dispatchPortalEvent } from './events.ts';
import { SessionGate } from './SessionGate.tsx';
import { type NamespaceResources, UI_NAMESPACE } from './ui-namespace.ts';
import { HostElementProvider } from './use-host-element.ts';
import { useLoadedTheme } from './use-loaded-theme.ts';
import { usePageSession } from './use-page-session.ts';
import { ElementLanguageProvider } from './use-portal-translation.ts';
import { RuntimeProvider } from './use-runtime.ts';
import { useTextsLanguage } from './use-texts-language.ts';

/**
 * The attributes every portal element understands. Their types are the package's declared attribute
 * values (scripts/build-types.mjs, custom-elements.json), so they name the sets the code uses.
 */
export interface ElementProps {
  lang?: SupportedLanguageCode;
  theme?: ThemeName;
  clientId?: number;
  pageSize?: PageSize;
  apiBase?: string;
}

/** A BCP 47 tag for the inner root (fonts and screen readers pick by it); zhHans is zh-Hans. */
function htmlLang(lang: string | undefined): string | undefined {
  return lang === 'zhHans' ? 'zh-Hans' : lang || undefined;
}

/** The prop through which the element class passes an attribute it could not read. */
export const ATTRIBUTE_ERROR_PROP = 'cpAttributeError';

type ShellProps = ElementProps & {
  container?: ShadowRoot | HTMLElement;
  [ATTRIBUTE_ERROR_PROP]?: Error;
} & Record<string, unknown>;

export interface ShellOptions {
  styles: readonly string[];
  namespaces: readonly NamespaceResources[];
  /** Whether the element shows "sign in needed" instead of itself while nobody is signed in. */
  needsSession: boolean;
  /** Whether the element shows one client's data: "choose a client" while staff or an agent have none. */
  needsClient: boolean;
}

/**
 * Keeps the page's profile and agent client selection loaded (once per page, see usePageSession),
 * holds the element back while an agent's client is still being chosen and, for an element that
 * shows one client's data, says "choose a client" while staff or an agent act for none.
 */
function PageSession({
  clientId,
  needsClient,
  children,
}: {
  clientId: number | undefined;
  needsClient: boolean;
  children: ReactNode;
}) {
  const state = usePageSession(clientId);
  if (state === 'waiting') return null;
  if (state === 'no-client' && needsClient) return <ChooseClient />;
  return children;
}

/**
 * Builds the React root component of one element: page runtime, QueryClient, the page session
 * (profile, agent client selection), i18n, host and language contexts, the adopted stylesheets of
 * the current theme, session events re-emitted as DOM events, the error boundary and, unless the
 * element needs no session, the "sign in needed" gate around the element's own component.
 */
export function createElementShell<P extends object>(
  ElementComponent: ComponentType<P & ElementProps>,
  { styles, namespaces, needsSession, needsClient }: ShellOptions,
): ComponentType<ShellProps> {
  // Loaded for each language the element shows: the portal's texts, the kit's and its own.
  const texts = [PORTAL_TEXTS, UI_NAMESPACE, ...namespaces];
  function ElementShell({ container, [ATTRIBUTE_ERROR_PROP]: attributeError, ...props }: ShellProps) {
    const root = container as ShadowRoot;
    const host = root.host as HTMLElement;
    // The page's one runtime (docs/architecture.md#one-runtime-per-page); an element's own api-base
    // is offered to it: taken while it has made no call, else warned about (core/runtime/offer-options.ts).
    const pageRuntime = getPortalRuntime(props.apiBase ? { apiBase: props.apiBase } : undefined);
    // An element with its own language asks the API in it and caches its answers apart.
    const runtime = props.lang ? runtimeInLanguage(pageRuntime, props.lang) : pageRuntime;

    const { preferences, sessionEvents } = runtime;
    const subscribe = useCallback((listener: () => void) => preferences.subscribe(listener), [preferences]);
    const preferenceTheme = useSyncExternalStore(subscribe, () => preferences.get().theme);
    const wantedTheme = resolveTheme(props.theme, preferenceTheme);
    // The dark sheet is loaded on first use; until then the element shows nothing (not light).
    const loadedTheme = useLoadedTheme(wantedTheme);
    const theme = loadedTheme ?? wantedTheme;
    // The element's language on its root, always: Shoelace's texts inside follow the nearest `lang`,
    // which would otherwise be the embedding page's.
    // No namespace: react-i18next would load the default one in the page's language, which this
    // element may not show (useTextsLanguage loads the element's own).
    const { i18n } = useTranslation([], { i18n: runtime.i18n, useSuspense: false });
    // A `lang` the portal does not ship shows English, the language every key has first.
    const wanted = props.lang ? (toSupportedLanguage(props.lang) ?? FALLBACK_LANGUAGE) : i18n.language;
    const language = useTextsLanguage(runtime.i18n, wanted, texts);

    useLayoutEffect(() => {
      // Again once a dark sheet has arrived (loadedTheme), which elementSheets then includes.
      root.adoptedStyleSheets = elementSheets(loadedTheme ?? theme, styles);
      host.dataset.theme = theme;
    }, [root, host, theme, loadedTheme]);

    // An element never navigates: it tells the page, which decides (docs/architecture.md#events).
    useEffect(
      () =>
        sessionEvents.subscribe((event) => {
          if (event.type === 'session-expired') dispatchPortalEvent(host, 'cp-session-expired', {});
          if (event.type === 'network-error') dispatchPortalEvent(host, 'cp-network-error', {});
        }),
      [sessionEvents, host],
    );

    const element = (
      <PageSession clientId={props.clientId} needsClient={needsClient}>
        <ElementComponent {...(props as P & ElementProps)} />
      </PageSession>
    );
    return (
      <RuntimeProvider runtime={runtime}>
        <QueryClientProvider client={runtime.queryClient}>
          <I18nextProvider i18n={runtime.i18n}>
            <ElementLanguageProvider lang={props.lang ? language : undefined}>
              <HostElementProvider host={host}>
                <div className={`cp-root sl-theme-${theme}`} data-theme={theme} lang={htmlLang(language)}>
                  {/* Nothing until its texts and theme are there: the first render is translated and themed. */}
                  {language !== undefined && loadedTheme !== undefined && (
                    <ElementErrorBoundary host={host} error={attributeError}>
                      {needsSession ? <SessionGate>{element}</SessionGate> : element}
                    </ElementErrorBoundary>
                  )}
                </div>
              </HostElementProvider>
            </ElementLanguageProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </RuntimeProvider>
    );
  }
  ElementShell.displayName = `ElementShell(${ElementComponent.displayName ?? ElementComponent.name})`;
  return ElementShell;
}

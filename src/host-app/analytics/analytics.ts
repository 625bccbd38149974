type DataLayer = Record<string, unknown>[];
type AnalyticsWindow = Window & { dataLayer?: DataLayer };

const TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js';

let loadedId: string | null = null;

/** The part of the Trusted Types API used here; our DOM typings do not describe it. */
interface ScriptUrlPolicyFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): {
    createScriptURL(url: string): unknown;
  };
}
let scriptUrlPolicy: { createScriptURL(url: string): unknown } | null | undefined;

/**
 * The tag manager's script URL as a TrustedScriptURL where the browser has Trusted Types (the
 * portal's pages enforce them: a string in script.src throws), from our policy `cp-analytics`,
 * which passes the tag manager's own URL and nothing else.
 */
function trustedTagManagerUrl(url: string, win: Window): string {
  if (scriptUrlPolicy === undefined) {
    const factory = (win as unknown as { trustedTypes?: ScriptUrlPolicyFactory }).trustedTypes;
    try {
      scriptUrlPolicy =
        factory?.createPolicy('cp-analytics', {
          createScriptURL: (candidate) => {
            if (!candidate.startsWith(`${TAG_MANAGER_URL}?`)) throw new TypeError('not the tag manager');
            return candidate;
          },
        }) ?? null;
    } catch {
      scriptUrlPolicy = null;
    }
  }
  return (scriptUrlPolicy?.createScriptURL(url) ?? url) as string;
}

/**
 * Loads the tag-manager script for `analyticsId` (docs/screens/shell.md#analytics) as an external script —
 * no inline code, so a strict CSP with the tag manager's host allowed is enough. Null loads nothing.
 */
export function loadAnalytics(analyticsId: string | null, doc: Document = document): void {
  if (!analyticsId || loadedId === analyticsId) return;
  loadedId = analyticsId;
  const win = doc.defaultView as AnalyticsWindow;
  win.dataLayer ??= [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = trustedTagManagerUrl(`${TAG_MANAGER_URL}?${new URLSearchParams({ id: analyticsId })}`, win);
  doc.head.append(script);
}

/** Pushes one page view; does nothing while analytics is off. */
export function trackPageView(path: string, title: string, doc: Document = document): void {
  if (!loadedId) return;
  const win = doc.defaultView as AnalyticsWindow;
  win.dataLayer?.push({ event: 'page_view', page_path: path, page_title: title });
}

/** Forgets the loaded id (tests load a fresh document each time). */
export function resetAnalyticsForTests(): void {
  loadedId = null;
}

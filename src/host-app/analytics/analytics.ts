type DataLayer = Record<string, unknown>[];
type AnalyticsWindow = Window & { dataLayer?: DataLayer };

const TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js';

let loadedId: string | null = null;

/**
 * Loads the tag-manager script for `analyticsId` (spec §7 "Analytics") as an external script —
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
  script.src = `${TAG_MANAGER_URL}?${new URLSearchParams({ id: analyticsId })}`;
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

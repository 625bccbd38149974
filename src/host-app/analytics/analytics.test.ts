// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { loadAnalytics, resetAnalyticsForTests, trackPageView } from './analytics.ts';

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

afterEach(() => {
  resetAnalyticsForTests();
  for (const script of document.querySelectorAll('script')) script.remove();
  delete (window as DataLayerWindow).dataLayer;
});

describe('analytics', () => {
  it('given no analytics id it loads no script and tracks nothing', () => {
    loadAnalytics(null);
    trackPageView('/orders', 'Orders');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect((window as DataLayerWindow).dataLayer).toBeUndefined();
  });

  it('given an analytics id it loads the tag-manager script once, as an external script', () => {
    loadAnalytics('GTM-TEST1');
    loadAnalytics('GTM-TEST1');
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1');
    expect(scripts[0]?.textContent).toBe('');
  });

  it('pushes a page view per route change once loaded', () => {
    loadAnalytics('GTM-TEST1');
    trackPageView('/orders', 'Orders - Paperfield Customer Portal');
    expect((window as DataLayerWindow).dataLayer?.at(-1)).toEqual({
      event: 'page_view',
      page_path: '/orders',
      page_title: 'Orders - Paperfield Customer Portal',
    });
  });
});

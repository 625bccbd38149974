import { expect } from 'chai';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { afterEach, before, describe, it } from '../../ui/element/mocha-globals.ts';
import {
  appears,
  logInAs,
  mountElement,
  seriousViolations,
  shadowOf,
  until as waitUntil,
} from '../../ui/testing/element-test-kit.ts';
import './cp-dashboard.ts';

type XssSpy = typeof globalThis & { __xss?: boolean };

/** The kit's `until` with this file's longer default wait of 10 s. */
const until = <T>(read: () => T | null | undefined | false, timeout = 10_000) => waitUntil(read, timeout);

const mount = (attributes = '') => mountElement('cp-dashboard', attributes);

const block = (element: HTMLElement, name: string) =>
  shadowOf(element)?.querySelector<HTMLElement>(`.block-${name}`) ?? null;
const items = (element: HTMLElement, name: string) => [
  ...(block(element, name)?.querySelectorAll<HTMLElement>('[part="item"], .news-item') ?? []),
];
const title = (element: HTMLElement, name: string) =>
  block(element, name)?.querySelector('.block-title')?.textContent ?? '';
const BLOCKS = ['orders', 'invoices', 'future-deliveries', 'tracking', 'news'];
/** Whether every block has its data, the deliveries at risk theirs or "all on time" (the demo's). */
const allLoaded = (element: HTMLElement) =>
  BLOCKS.every((name) => items(element, name).length > 0) &&
  block(element, 'memo')?.querySelector('.memo') &&
  block(element, 'at-risk')?.querySelector('.empty, .risk-list');

/**
 * Answers the page's news call with `news` (axios sends XMLHttpRequests: the call is pointed at a blob
 * holding the answer); returns the function that restores the real calls.
 */
function answerNewsWith(news: unknown[]): () => void {
  const { open } = XMLHttpRequest.prototype;
  const answer = URL.createObjectURL(new Blob([JSON.stringify(news)], { type: 'application/json' }));
  XMLHttpRequest.prototype.open = function (
    this: XMLHttpRequest,
    method: string,
    url: string | URL,
    ...rest: unknown[]
  ) {
    const target = String(url).includes('/Dashboard/GetNews') ? answer : url;
    return (open as (...args: unknown[]) => void).call(this, method, target, ...rest);
  } as typeof XMLHttpRequest.prototype.open;
  return () => {
    XMLHttpRequest.prototype.open = open;
    URL.revokeObjectURL(answer);
  };
}

function collectNavigations(): { paths: string[]; stop: () => void } {
  const paths: string[] = [];
  const listener = (event: CustomEvent<{ path: string }>) => paths.push(event.detail.path);
  document.addEventListener('cp-navigate', listener);
  return { paths, stop: () => document.removeEventListener('cp-navigate', listener) };
}

describe('<cp-dashboard>', () => {
  before(async () => {
    await logInAs('customer@example.com');
  });

  afterEach(() => {
    for (const element of document.querySelectorAll('cp-dashboard')) element.parentElement?.remove();
    getPortalRuntime().preferences.set({ selectedClientId: null });
    getPortalRuntime().queryClient.clear();
  });

  it('shows skeletons, then all six blocks with the customer’s data', async () => {
    const element = mount('lang="en"');
    await appears(element, '.skeleton');
    await until(() => allLoaded(element));
    expect(shadowOf(element).querySelector('.skeleton')).to.equal(null);
    expect(items(element, 'orders')).to.have.length(5);
    expect(items(element, 'invoices')).to.have.length(5);
    expect(title(element, 'orders')).to.equal('Recent orders');
    expect(title(element, 'invoices')).to.equal('Recent invoices');
    expect(title(element, 'future-deliveries')).to.equal('Scheduled deliveries');
    expect(title(element, 'tracking')).to.equal('Track & trace');
    expect(title(element, 'news')).to.equal('News');
    expect(block(element, 'memo')?.textContent).to.contain('Van Dijk');
    // Money carries its currency, weights their unit.
    expect(block(element, 'invoices')?.textContent).to.match(/[€$£]|EUR|USD|GBP|SEK/);
    expect(items(element, 'orders')[0]?.textContent).to.match(/\d kg/);
  });

  it("sends the memo call before the cards' calls, as the cards wait for the memo", async () => {
    const { open } = XMLHttpRequest.prototype;
    const sent: string[] = [];
    XMLHttpRequest.prototype.open = function (
      this: XMLHttpRequest,
      method: string,
      url: string | URL,
      ...rest: unknown[]
    ) {
      sent.push(String(url));
      return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
    } as typeof XMLHttpRequest.prototype.open;
    try {
      const element = mount('lang="en"');
      await until(() => allLoaded(element));
    } finally {
      XMLHttpRequest.prototype.open = open;
    }
    const calls = sent.filter((url) => /\/(Dashboard|Memos)\//.test(url));
    expect(calls).to.have.length(6);
    expect(calls[0]).to.match(/\/Memos\/GetMemo\b/);
  });

  it('shows the deliveries at risk first, and that all are on time when none is', async () => {
    const element = mount('lang="en"');
    await until(() => block(element, 'at-risk')?.querySelector('.empty'));
    const grid = shadowOf(element).querySelector('.grid')!;
    expect(grid.firstElementChild?.className).to.equal('block block-at-risk');
    expect(title(element, 'at-risk')).to.equal('At risk');
    expect(block(element, 'at-risk')?.querySelector('.empty')?.textContent).to.equal(
      'All deliveries on time',
    );
  });

  it('marks overdue invoices in words, not by colour alone', async () => {
    const element = mount('lang="en"');
    await until(() => items(element, 'invoices').length === 5);
    for (const row of items(element, 'invoices')) {
      const status = row.querySelector('.status')?.textContent;
      expect(['Paid', 'Open', 'Overdue']).to.include(status);
      expect(row.classList.contains('overdue')).to.equal(status === 'Overdue');
    }
  });

  it('renders hostile news HTML inert: no script runs, no handler or script survives', async () => {
    // News as a careless CMS might send it; the demo data is clean, so this answer stands in for it.
    const hostileNews = [
      {
        newsId: 9001,
        publishedOn: '2026-11-04',
        title: 'PM3 back at full capacity',
        bodyHtml:
          '<p>Running again.</p><img src=x onerror=alert(1)><script>alert("news")</script><p><a href="https://example.com/pm3">Read more</a></p>',
      },
    ];
    const restoreXhr = answerNewsWith(hostileNews);
    const spy = globalThis as XssSpy;
    spy.__xss = false;
    const originalAlert = window.alert;
    // Both payloads call alert(): if either ran, the spy flips.
    window.alert = () => {
      spy.__xss = true;
    };
    try {
      const element = mount('lang="en"');
      const news = await until(() => (items(element, 'news').length > 0 ? block(element, 'news') : null));
      const hostile = await until(() =>
        [...news.querySelectorAll('.news-item')].find((item) => item.querySelector('a[href*="/pm3"]')),
      );
      expect(hostile.querySelector('.news-title')?.textContent).to.equal('PM3 back at full capacity');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(spy.__xss).to.equal(false);
      const root = shadowOf(element);
      expect(root.querySelectorAll('script')).to.have.length(0);
      const withHandlers = [...root.querySelectorAll('*')].filter((node) =>
        [...node.attributes].some((attribute) => attribute.name.startsWith('on')),
      );
      expect(withHandlers).to.have.length(0);
      expect(hostile.querySelector('img')).to.equal(null);
      const link = hostile.querySelector('a') as HTMLAnchorElement;
      expect(link.getAttribute('href')).to.equal('https://example.com/pm3');
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.equal('noopener noreferrer');
    } finally {
      window.alert = originalAlert;
      restoreXhr();
    }
  });

  it('opens a tracking item by emitting cp-navigate for road and ocean, never changing location', async () => {
    const element = mount('lang="en"');
    await until(() => items(element, 'tracking').length > 0);
    const links = [...shadowOf(element).querySelectorAll<HTMLAnchorElement>('a.tracking-link')];
    const road = links.find((link) => link.getAttribute('href') === '/track-and-traces/road/L2611-70001');
    const ocean = links.find(
      (link) => link.getAttribute('href') === '/track-and-traces/ocean-hellmann/HLXU7001232',
    );
    expect(road, 'road load L2611-70001 is listed as a real link').to.not.equal(undefined);
    expect(ocean, 'container HLXU7001232 is listed as a real link').to.not.equal(undefined);
    const before = location.href;
    const navigations = collectNavigations();
    try {
      road?.click();
      ocean?.click();
    } finally {
      navigations.stop();
    }
    expect(navigations.paths).to.deep.equal([
      '/track-and-traces/road/L2611-70001',
      '/track-and-traces/ocean-hellmann/HLXU7001232',
    ]);
    expect(location.href).to.equal(before);
  });

  it('asks the host to open the full lists from "view all"', async () => {
    const element = mount('lang="en"');
    await until(() => allLoaded(element));
    const navigations = collectNavigations();
    try {
      for (const name of ['orders', 'invoices', 'future-deliveries']) {
        block(element, name)?.querySelector<HTMLAnchorElement>('a.view-all')?.click();
      }
    } finally {
      navigations.stop();
    }
    expect(navigations.paths).to.deep.equal(['/orders', '/invoices', '/deliveries']);
  });

  it('given a client the user may not see, each client block shows its own alert and retries on request', async () => {
    // Named by the attribute: a stale selection in the preferences is cleared for a customer (docs/screens/shell.md#client-selector).
    const element = mount('lang="en" client-id="999999"');
    for (const name of ['orders', 'invoices', 'future-deliveries', 'tracking']) {
      const alert = await until(() => block(element, name)?.querySelector('cp-sl-alert[variant="danger"]'));
      // The API's reason (403), not the generic text; in the language the calls carry (the page's).
      expect(alert.textContent).to.match(
        /You may not act for this client|U mag niet voor deze klant optreden/,
      );
    }
    // News is not per client: it still shows.
    await until(() => items(element, 'news').length > 0);
    let calls = 0;
    const unsubscribe = getPortalRuntime()
      .queryClient.getQueryCache()
      .subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'fetch') calls += 1;
      });
    try {
      const retry = await until(() =>
        block(element, 'orders')?.querySelector<HTMLElement>('cp-sl-button.retry'),
      );
      retry.click();
      await until(() => calls > 0);
    } finally {
      unsubscribe();
    }
    // Without the attribute the element shows the user's own client again.
    element.removeAttribute('client-id');
    await until(() => items(element, 'orders').length === 5);
  });

  it('speaks Dutch with lang="nl" and English with lang="en"', async () => {
    const dutch = mount('lang="nl"');
    const english = mount('lang="en"');
    await until(() => allLoaded(dutch) && allLoaded(english));
    expect(title(dutch, 'orders')).to.equal('Recente orders');
    expect(title(dutch, 'future-deliveries')).to.equal('Geplande leveringen');
    expect(block(dutch, 'orders')?.querySelector('.view-all')?.textContent).to.contain('Alles bekijken');
    expect(title(english, 'orders')).to.equal('Recent orders');
    expect(block(english, 'orders')?.querySelector('.view-all')?.textContent).to.contain('View all');
  });

  it('given theme="dark", its cards wear the dark surface colour', async () => {
    const dark = mount('lang="en" theme="dark"');
    const light = mount('lang="en" theme="light"');
    await until(() => allLoaded(dark) && allLoaded(light));
    expect(getComputedStyle(block(dark, 'orders') as HTMLElement).backgroundColor).to.equal(
      'rgb(55, 55, 55)',
    );
    expect(getComputedStyle(block(light, 'orders') as HTMLElement).backgroundColor).to.equal(
      'rgb(255, 255, 255)',
    );
  });

  it('has no serious or critical accessibility violations, light and dark', async () => {
    const light = mount('lang="en"');
    const dark = mount('lang="en" theme="dark"');
    await until(() => allLoaded(light) && allLoaded(dark));
    expect(await seriousViolations(document.body)).to.deep.equal([]);
  });

  it('given a login-token session, it leaves the invoices block out and never asks for invoices', async () => {
    const { tokens } = getPortalRuntime();
    const customer = { accessToken: tokens.getAccessToken()!, refreshToken: tokens.getRefreshToken()! };
    const response = await fetch('/customerportal/Authentication/LoginWithToken', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'demo-login-token' }),
    });
    expect(response.status).to.equal(200);
    tokens.setTokens(await response.json());
    performance.clearResourceTimings();
    try {
      const element = mount('lang="en"');
      await until(() =>
        ['orders', 'future-deliveries', 'tracking', 'news'].every((name) => items(element, name).length > 0),
      );
      expect(block(element, 'invoices')).to.equal(null);
      // Nor the deliveries at risk, a call such a session may not make.
      expect(block(element, 'at-risk')).to.equal(null);
      const invoiceCalls = performance
        .getEntriesByType('resource')
        .filter((entry) => /GetRecentInvoices|GetDeliveriesAtRisk/.test(entry.name));
      expect(invoiceCalls).to.have.length(0);
    } finally {
      tokens.setTokens(customer);
    }
  });
});

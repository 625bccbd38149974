import { expect } from 'chai';
import { UNREAD_COUNT_KEY } from '../../core/notifications/notification-keys.ts';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { afterEach, before, describe, it } from '../../ui/element/mocha-globals.ts';
import {
  appears,
  fetchTokens,
  logInAs,
  mountElement,
  seriousViolations,
  shadowOf,
  until,
} from '../../ui/testing/element-test-kit.ts';
import { answerMalformed } from '../../ui/testing/malformed-answer.ts';
import './cp-notifications.ts';

/** A login no other browser test uses, of client 1003: this file's carrier events stay its own. */
const LOGIN = 'brightwell@example.com';
const CLIENT = 1003;

const mount = (attributes = 'lang="en"') => mountElement('cp-notifications', attributes);
const entries = (element: HTMLElement) => [
  ...shadowOf(element).querySelectorAll<HTMLLIElement>('li[part~="entry"]'),
];
const part = (element: HTMLElement, name: string) =>
  shadowOf(element).querySelector<HTMLElement>(`[part~="${name}"]`);

async function json(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`/customerportal/${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(response.status, path).to.equal(200);
  return response.json();
}

/**
 * Posts carrier events for one of the client's road loads through the integration API, with a key
 * staff create, as a carrier's feed would: an ETA three hours later, then an exception.
 */
async function carrierReports(): Promise<string> {
  const staff = (await fetchTokens('staff@example.com')).accessToken;
  const { apiKey } = await json('Admin/CreateApiKey', staff, {
    method: 'POST',
    body: { name: 'inbox browser test', scopes: ['tracking'] },
  });
  const own = (await fetchTokens(LOGIN)).accessToken;
  const deliveries: {
    transportType: string;
    loadNumber: string;
    estimatedArrival: string;
    deliveryStatus: string;
  }[] = await json('Dashboard/GetTrackAndTraceDeliveries', own);
  const load = deliveries.find((row) => row.transportType === 'Road' && row.deliveryStatus !== 'Delivered');
  expect(load, 'a road load of client 1003 under way').to.not.equal(undefined);
  const later = new Date(Date.parse(load!.estimatedArrival) + 3 * 3_600_000).toISOString();
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const stamp = Date.now();
  const response = await fetch('/customerportal/Integration/TrackingEvents', {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [
        {
          eventId: `wtr-${stamp}-1`,
          clientId: CLIENT,
          loadNumber: load!.loadNumber,
          kind: 'eta',
          at: at(2),
          estimatedArrival: later,
        },
        {
          eventId: `wtr-${stamp}-2`,
          clientId: CLIENT,
          loadNumber: load!.loadNumber,
          kind: 'status',
          at: at(1),
          status: 'exception',
        },
      ],
    }),
  });
  expect(response.status, await response.clone().text()).to.equal(200);
  return load!.loadNumber;
}

function collectNavigations(): { paths: string[]; stop: () => void } {
  const paths: string[] = [];
  const listener = (event: CustomEvent<{ path: string }>) => paths.push(event.detail.path);
  document.addEventListener('cp-navigate', listener);
  return { paths, stop: () => document.removeEventListener('cp-navigate', listener) };
}

describe('<cp-notifications>', () => {
  let loadNumber = '';

  before(async () => {
    await logInAs(LOGIN);
  });

  afterEach(() => {
    for (const element of document.querySelectorAll('cp-notifications')) element.parentElement?.remove();
    getPortalRuntime().queryClient.clear();
  });

  it('given no entries yet, it says so and points to the settings', async () => {
    const element = mount();
    await appears(element, '[part="skeleton"]');
    const empty = await until(() => part(element, 'empty'));
    expect(empty.textContent).to.contain('No notifications yet');
    const navigations = collectNavigations();
    try {
      part(element, 'settings-link')!.click();
      expect(navigations.paths).to.deep.equal(['/settings']);
    } finally {
      navigations.stop();
    }
    expect(await seriousViolations(shadowOf(element))).to.deep.equal([]);
  });

  it('given a carrier’s ETA slip and exception, it lists both newest first, unread in words, each linking to the tracking', async () => {
    loadNumber = await carrierReports();
    const element = mount();
    await until(() => entries(element).length === 2);
    const [exception, eta] = entries(element);
    expect(exception!.textContent).to.contain(`Load ${loadNumber} has an exception and needs attention`);
    expect(eta!.textContent).to.match(new RegExp(`ETA of load ${loadNumber} is 3 hr later: now `));
    for (const entry of entries(element)) {
      expect(entry.querySelector('[part="unread-label"]')?.textContent).to.contain('Unread');
      expect(entry.getAttribute('part')).to.contain('entry-unread');
    }
    await until(() => part(element, 'unread-count')?.textContent === 'Unread: 2');
    const link = eta!.querySelector<HTMLAnchorElement>('a[part="link"]')!;
    expect(link.getAttribute('href')).to.equal(`/track-and-traces/road/${encodeURIComponent(loadNumber)}`);
    expect(await seriousViolations(shadowOf(element))).to.deep.equal([]);

    // Following an entry opens its tracking through the host, and marks it read.
    const navigations = collectNavigations();
    try {
      link.click();
      expect(navigations.paths).to.deep.equal([`/track-and-traces/road/${encodeURIComponent(loadNumber)}`]);
    } finally {
      navigations.stop();
    }
    await until(() => part(element, 'unread-count')?.textContent === 'Unread: 1');
    await until(() => !entries(element)[1]?.querySelector('[part="unread-label"]'));
  });

  it('marks an entry read with its button: the count follows, here and in the bell’s cache', async () => {
    const element = mount('lang="de"');
    await until(() => entries(element).length === 2);
    await until(() => part(element, 'unread-count')?.textContent === 'Ungelesen: 1');
    // The host's bell caches the count in the page's language: a marking here makes it ask again.
    const page = getPortalRuntime().queryClient;
    await page.fetchQuery({ queryKey: UNREAD_COUNT_KEY, queryFn: () => ({ unread: 1 }) });
    const button = entries(element)[0]!.querySelector<HTMLElement>('[part="mark-read"]')!;
    expect(button.textContent).to.contain('Als gelesen markieren');
    button.click();
    await until(() => part(element, 'unread-count')?.textContent === 'Ungelesen: 0');
    expect(entries(element).some((entry) => entry.querySelector('[part="unread-label"]'))).to.equal(false);
    await until(() => page.getQueryState(UNREAD_COUNT_KEY)?.isInvalidated);
    expect((part(element, 'mark-all-read') as HTMLElement & { disabled: boolean }).disabled).to.equal(true);
  });

  it('lists only the unread when asked', async () => {
    const element = mount();
    await until(() => entries(element).length === 2);
    part(element, 'unread-only')!.querySelector('input')!.click();
    await until(() => part(element, 'empty')?.textContent?.includes('No unread notifications'));
  });

  it('given a failing list, it says so and tries again on request', async () => {
    const restore = answerMalformed('/Notifications/GetNotifications', { items: 'none' });
    const element = mount('lang="en" theme="dark"');
    try {
      await until(() => shadowOf(element).querySelector('cp-sl-alert'), 10_000);
    } finally {
      restore();
    }
    shadowOf(element).querySelector<HTMLElement>('.retry')!.click();
    await until(() => entries(element).length === 2);
  });
});

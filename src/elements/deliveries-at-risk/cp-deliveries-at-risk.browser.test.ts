import { expect } from 'chai';
import type { DeliveryAtRisk } from '../../core/api/contract/deliveries-at-risk.ts';
import { afterEach, before, describe, it } from '../../ui/element/mocha-globals.ts';
import {
  logInAs,
  mountElement,
  removeMounted,
  seriousViolations,
  shadowOf,
  until,
} from '../../ui/testing/element-test-kit.ts';
import './cp-deliveries-at-risk.ts';

const TAG = 'cp-deliveries-at-risk';

/** Today at this hour and minute (the list shows a time of today without its date). */
const today = (hours: number, minutes: number) => {
  const date = new Date();
  date.setHours(hours, minutes, 0, 0);
  return date.toISOString();
};

const base = {
  customerordernr: 'PO-778',
  estimatedArrival: '2026-12-02T16:00:00.000Z',
  plannedDelivery: '2026-12-02T12:40:00.000Z',
  lastPositionAt: null,
} as const;

/** What the call answers in these tests: an exception, a late road load and a silent one. */
const AT_RISK: DeliveryAtRisk[] = [
  {
    ...base,
    deliveryId: 1,
    transportType: 'Ocean',
    loadnr: 'L-OCEAN',
    containernr: 'HLXU7001232',
    carrier: 'Hellmann',
    ordernr: '5001',
    status: 'exception',
    reason: 'exception',
    reasons: ['exception'],
    minutesLate: null,
    since: today(9, 30),
  },
  {
    ...base,
    deliveryId: 2,
    transportType: 'Road',
    loadnr: 'L2611-70001',
    containernr: null,
    carrier: null,
    ordernr: '5002',
    status: 'loadedInTransit',
    reason: 'late',
    reasons: ['late', 'silent'],
    minutesLate: 200,
    since: today(14, 5),
  },
  {
    ...base,
    deliveryId: 3,
    transportType: 'Road',
    loadnr: 'L-QUIET',
    containernr: null,
    carrier: null,
    ordernr: '5003',
    customerordernr: '',
    status: 'departed',
    reason: 'silent',
    reasons: ['silent'],
    minutesLate: null,
    since: '2026-11-20T03:10:00.000Z',
    plannedDelivery: null,
  },
];

/** Points the page's at-risk calls at `answer` (a JSON body) until the returned function restores them. */
function answerAtRiskWith(answer: unknown): () => void {
  const { open } = XMLHttpRequest.prototype;
  const url = URL.createObjectURL(new Blob([JSON.stringify(answer)], { type: 'application/json' }));
  XMLHttpRequest.prototype.open = function (
    this: XMLHttpRequest,
    method: string,
    target: string | URL,
    ...rest: unknown[]
  ) {
    const to = String(target).includes('/TrackAndTrace/GetDeliveriesAtRisk') ? url : target;
    return (open as (...args: unknown[]) => void).call(this, method, to, ...rest);
  } as typeof XMLHttpRequest.prototype.open;
  return () => {
    XMLHttpRequest.prototype.open = open;
    URL.revokeObjectURL(url);
  };
}

const items = (element: HTMLElement) => [...shadowOf(element).querySelectorAll<HTMLElement>('.risk-item')];
const text = (element: HTMLElement, selector: string) =>
  shadowOf(element).querySelector(selector)?.textContent ?? '';

describe('<cp-deliveries-at-risk>', () => {
  before(async () => {
    await logInAs('customer@example.com');
  });

  afterEach(() => removeMounted(TAG));

  it('says all deliveries are on time for the demo customer, accessibly', async () => {
    const element = mountElement(TAG, 'lang="en"');
    await until(() => shadowOf(element).querySelector('.risk-empty'));
    expect(text(element, '.risk-title')).to.equal('Deliveries at risk');
    expect(text(element, '.risk-empty')).to.equal('All deliveries on time');
    expect(await seriousViolations(shadowOf(element))).to.deep.equal([]);
  });

  it('lists each shipment with its reason in words, how late since when, and a link to its tracking', async () => {
    const restore = answerAtRiskWith(AT_RISK);
    try {
      const element = mountElement(TAG, 'lang="en"');
      await until(() => items(element).length === 3);
      const [exception, late, silent] = items(element);
      expect([...items(element)].map((row) => row.querySelector('.risk-badge')?.textContent)).to.deep.equal([
        'Exception',
        'Late',
        'No signal',
      ]);
      expect(late!.querySelector('.risk-line')?.textContent).to.match(
        /^3 h 20 min late since (14:05|0?2:05 PM)$/,
      );
      expect(exception!.querySelector('.risk-line')?.textContent).to.match(
        /^Exception since (0?9:30|0?9:30 AM)$/,
      );
      // A silence of another day names the day.
      expect(silent!.querySelector('.risk-line')?.textContent).to.match(
        /^No position since .*2026.*\d\d:\d\d( [AP]M)?$/,
      );
      expect(late!.querySelector('.risk-details')?.textContent).to.match(
        /Order 5002.*your ref\. PO-778.*ETA .*planned/,
      );
      expect(silent!.querySelector('.risk-details')?.textContent).not.to.match(/planned|your ref/);
      expect(await seriousViolations(shadowOf(element))).to.deep.equal([]);

      const paths: string[] = [];
      const listener = (event: CustomEvent<{ path: string }>) => paths.push(event.detail.path);
      document.addEventListener('cp-navigate', listener);
      late!.querySelector<HTMLAnchorElement>('.risk-link')!.click();
      exception!.querySelector<HTMLAnchorElement>('.risk-link')!.click();
      document.removeEventListener('cp-navigate', listener);
      expect(paths).to.deep.equal([
        '/track-and-traces/road/L2611-70001',
        '/track-and-traces/ocean-hellmann/HLXU7001232',
      ]);
    } finally {
      restore();
    }
  });

  it('says why it could not load, and loads on retry', async () => {
    const restore = answerAtRiskWith({ not: 'a list' });
    const element = mountElement(TAG, 'lang="en"');
    let retry: HTMLElement;
    try {
      retry = (await until(
        () => shadowOf(element).querySelector<HTMLElement>('cp-sl-alert .retry'),
        15_000,
      ))!;
    } finally {
      restore();
    }
    retry.click();
    await until(() => shadowOf(element).querySelector('.risk-empty'), 10_000);
  });

  it('speaks Chinese and Dutch, and stacks each row on a phone', async () => {
    const restore = answerAtRiskWith(AT_RISK);
    try {
      const holder = document.createElement('div');
      holder.style.width = '358px';
      document.body.append(holder);
      const zh = mountElement(TAG, 'lang="zhHans" theme="dark"');
      holder.append(zh.parentElement!);
      await until(() => items(zh).length === 3);
      expect(text(zh, '.risk-title')).to.equal('有风险的交货');
      expect(items(zh)[1]!.querySelector('.risk-line')?.textContent).to.match(/延误 3 小时 20 分钟/);
      const late = items(zh)[1]!;
      const badge = late.querySelector<HTMLElement>('.risk-badge')!.getBoundingClientRect();
      const line = late.querySelector<HTMLElement>('.risk-line')!.getBoundingClientRect();
      expect(line.top).to.be.greaterThan(badge.bottom - 1);
      expect(late.scrollWidth).to.be.at.most(late.clientWidth);
      // Dark: the card is dark.
      const background = getComputedStyle(shadowOf(zh).querySelector('.risk-card')!).backgroundColor;
      const [r, g, b] = background.match(/\d+/g)!.map(Number);
      expect(r! + g! + b!).to.be.lessThan(200);

      const nl = mountElement(TAG, 'lang="nl"');
      await until(() => items(nl).length === 3);
      expect(items(nl)[1]!.querySelector('.risk-line')?.textContent).to.match(
        /^3 u 20 min te laat sinds 14:05$/,
      );
      holder.remove();
    } finally {
      restore();
    }
  });
});

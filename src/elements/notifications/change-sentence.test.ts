import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../../locales/de/notifications.json';
import en from '../../../locales/en/notifications.json';
import type { InboxEntry } from '../../core/api/browser-contract/notifications.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';
import { changeSentence } from './change-sentence.ts';

const i18n = createInstance();
await i18n.init({ resources: { en: { notifications: en }, de: { notifications: de } }, lng: 'en' });
// The typed getFixedT knows only the core's `portal` namespace; `notifications` is added above.
const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (
  lng: string,
  ns: string,
) => Translate<'notifications'>;
/** The `notifications` texts of one language, as the element's `t` gives them. */
const translate = (language: string) => getFixedT(language, 'notifications');

const entry = (change: Partial<InboxEntry>): InboxEntry => ({
  changeId: 1,
  kind: 'delivered',
  clientId: 1001,
  transportType: 'Road',
  loadnr: 'L2611-70001',
  containernr: null,
  ordernr: '4711',
  customerordernr: 'PO-1',
  carrier: null,
  details: {},
  happenedAt: '2026-11-28T10:00:00Z',
  recordedAt: '2026-11-28T10:00:05Z',
  readAt: null,
  ...change,
});

describe('changeSentence', () => {
  it('given an ETA three hours later, it names the load, the slip and the new ETA', () => {
    const sentence = changeSentence(
      entry({
        kind: 'etaLater',
        details: {
          minutes: 180,
          estimatedArrival: '2026-12-01T13:00:00Z',
          previousArrival: '2026-12-01T10:00:00Z',
        },
      }),
      translate('en'),
      'en',
    );
    expect(sentence).toMatch(/^ETA of load L2611-70001 is 3 hr later: now Tue, Dec 1, \d\d:00 (AM|PM)$/);
  });

  it('given a stop left by a container, it names the container and the stop, in German too', () => {
    const change = entry({
      kind: 'departed',
      transportType: 'Ocean',
      containernr: 'MSCU1234567',
      details: { stop: { sequence: 1, kind: 'loadingPort', name: 'Rotterdam & Co' } },
    });
    expect(changeSentence(change, translate('en'), 'en')).toBe(
      'Container MSCU1234567 departed from Rotterdam & Co',
    );
    expect(changeSentence(change, translate('de'), 'de')).toBe(
      'Container MSCU1234567 ist von Rotterdam & Co abgefahren',
    );
  });

  it('given a silence, it says for how long no position came', () => {
    const sentence = changeSentence(
      entry({ kind: 'silent', details: { lastPositionAt: '2026-11-27T22:00:00Z' } }),
      translate('en'),
      'en',
    );
    expect(sentence).toBe('No position of load L2611-70001 for 12 hr');
  });

  it('given a delivery and an exception, one sentence each', () => {
    expect(changeSentence(entry({}), translate('en'), 'en')).toBe('Load L2611-70001 was delivered');
    expect(changeSentence(entry({ kind: 'exception' }), translate('de'), 'de')).toBe(
      'Ladung L2611-70001 hat eine Störung und braucht Aufmerksamkeit',
    );
  });
});

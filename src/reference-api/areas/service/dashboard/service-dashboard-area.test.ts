import { describe, expect, it } from 'vitest';
import type { NewsItem, TrackAndTraceDelivery } from '../../../../core/api/contract/dashboard-service.ts';
import { DEMO_OCEAN_CONTAINER_NUMBER, DEMO_ROAD_LOAD_NUMBER } from '../../../db/seed/service-seed.ts';
import { testAppPerFile } from '../../../testing/test-app-per-file.ts';

const t = testAppPerFile({ logins: { customer: 'customer@example.com', agent: 'agent@example.com' } });
/** The authorization header of one of the file's logins. */
const bearer = (login: keyof typeof t.tokens) => ({ authorization: `Bearer ${t.tokens[login]}` });

describe('GetTrackAndTraceDeliveries', () => {
  it('lists the demo load and container first among the deliveries in transit', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/customerportal/Dashboard/GetTrackAndTraceDeliveries',
      headers: bearer('customer'),
    });
    expect(response.statusCode).toBe(200);
    const items: TrackAndTraceDelivery[] = response.json();
    const statuses = items.map((d) => d.deliveryStatus);
    const firstOther = statuses.findIndex((s) => s !== 'InTransit');
    expect(firstOther).toBeGreaterThan(1);
    expect(statuses.slice(firstOther)).not.toContain('InTransit');
    const inTransit = items.slice(0, firstOther);
    expect(inTransit.map((d) => d.loadNumber)).toContain(DEMO_ROAD_LOAD_NUMBER);
    expect(inTransit.find((d) => d.containerNumber === DEMO_OCEAN_CONTAINER_NUMBER)).toMatchObject({
      transportType: 'Ocean',
      carrier: 'hellmann',
    });
  });

  it("given an agent naming its client, it lists only that client's deliveries", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/customerportal/Dashboard/GetTrackAndTraceDeliveries?clientId=1004',
      headers: bearer('agent'),
    });
    expect(response.statusCode).toBe(200);
    const ids = (response.json() as TrackAndTraceDelivery[]).map((d) => d.deliveryId);
    const rows = await t.db.query<{ client_id: number }>(
      'select distinct client_id from deliveries where delivery_id = any($1::int[])',
      [ids],
    );
    expect(rows).toEqual([{ client_id: 1004 }]);
  });

  it('given an agent naming a client it does not act for, it answers 403', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/customerportal/Dashboard/GetTrackAndTraceDeliveries?clientId=1001',
      headers: bearer('agent'),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GetNews', () => {
  const news = async (language: string): Promise<NewsItem[]> =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/customerportal/Dashboard/GetNews',
        headers: { ...bearer('customer'), 'accept-language': language },
      })
    ).json();

  it('answers the news in the asked language, newest first', async () => {
    const [nl, de, zh] = [await news('nl'), await news('de-DE'), await news('zhHans')];
    expect(nl[0]!.title).toBe('Besteltermijnen rond de feestdagen');
    expect(de[0]!.title).toBe('Bestellfristen rund um die Feiertage');
    expect(zh[0]!.title).toBe('节假日前后的订单截止日期');
    const dates = nl.map((n) => n.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('falls back to English for an unknown language', async () => {
    expect((await news('fr'))[0]!.title).toBe('Order deadlines around the holidays');
  });

  it('seeds clean demo news in every language: no script, event handler or broken image (the sanitizer has its own tests)', async () => {
    for (const language of ['nl', 'en', 'de', 'zhHans']) {
      const html = (await news(language)).map((n) => n.bodyHtml).join('');
      expect(html, language).toContain('https://example.com/pm3');
      expect(html, language).not.toMatch(/<script|\son\w+\s*=|<img/i);
    }
  });
});

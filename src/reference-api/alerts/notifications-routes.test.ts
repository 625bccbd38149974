import { describe, expect, it } from 'vitest';
import { DEMO_ROAD_LOAD_NUMBER } from '../db/seed/service-seed.ts';
import { demoLoadEvents } from '../integration/integration-test-kit.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';

const t = testAppPerFile({
  logins: { customer: 'customer@example.com', other: 'muller@example.com', staff: 'staff@example.com' },
});

/** The demo customer's client. */
const CLIENT = 1001;
/** Posts carrier events for the demo road load, each with an id of its own. */
const events = demoLoadEvents(t, 'inbox');

type Login = keyof typeof t.tokens;
const headers = (login: Login) => ({ authorization: `Bearer ${t.tokens[login]}` });

async function get(login: Login, path: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/customerportal/Notifications/${path}`,
    headers: headers(login),
  });
  expect(answer.statusCode, answer.body.slice(0, 400)).toBe(200);
  return answer.json();
}

/** A POST of an inbox call; MarkAllRead sends an empty object. */
function post(login: Login, path: string, payload: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/customerportal/Notifications/${path}`,
    headers: headers(login),
    payload,
  });
}

const unread = async (login: Login) => (await get(login, 'GetUnreadCount')).unread as number;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('the inbox calls', () => {
  it('given an ETA three hours later from the carrier, the customer has one unread entry; another client’s login none', async () => {
    const [trip] = await t.db.query<{ estimated_arrival: Date }>(
      'select estimated_arrival from tracking_trips where load_number = $1',
      [DEMO_ROAD_LOAD_NUMBER],
    );
    const later = new Date(trip!.estimated_arrival.getTime() + 3 * 3_600_000).toISOString();
    await events({ kind: 'eta', at: minutesAgo(5), estimatedArrival: later });

    expect(await unread('customer')).toBe(1);
    const page = await get('customer', 'GetNotifications');
    expect(page.nextBefore).toBeNull();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      kind: 'etaLater',
      clientId: CLIENT,
      transportType: 'Road',
      loadnr: DEMO_ROAD_LOAD_NUMBER,
      details: { minutes: 180, estimatedArrival: later },
      readAt: null,
    });
    expect(Date.parse(page.items[0].happenedAt)).toBeGreaterThan(0);

    expect(await unread('other')).toBe(0);
    expect((await get('other', 'GetNotifications')).items).toEqual([]);
  });

  it('given another login’s entry, marking it read changes nothing and answers as for any unknown id', async () => {
    const [entry] = (await get('customer', 'GetNotifications')).items;
    const answer = await post('other', 'MarkRead', { changeIds: [entry.changeId] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ unread: 0 });
    expect((await post('other', 'MarkRead', { changeIds: [999_999] })).json()).toEqual({ unread: 0 });
    expect((await post('other', 'MarkAllRead')).statusCode).toBe(200);
    expect(await unread('customer')).toBe(1);
    expect((await get('customer', 'GetNotifications')).items[0].readAt).toBeNull();
  });

  it('pages newest first with a cursor, and lists only the unread when asked', async () => {
    await events({ kind: 'status', at: minutesAgo(4), status: 'exception' });
    await events({ kind: 'status', at: minutesAgo(3), status: 'delivered' });
    expect(await unread('customer')).toBe(3);

    const first = await get('customer', 'GetNotifications?limit=2');
    expect(first.items.map((entry: { kind: string }) => entry.kind)).toEqual(['delivered', 'exception']);
    expect(first.nextBefore).toBe(first.items[1].changeId);
    const second = await get('customer', `GetNotifications?limit=2&before=${first.nextBefore}`);
    expect(second.items.map((entry: { kind: string }) => entry.kind)).toEqual(['etaLater']);
    expect(second.nextBefore).toBeNull();

    const answer = await post('customer', 'MarkRead', { changeIds: [first.items[0].changeId] });
    expect(answer.json()).toEqual({ unread: 2 });
    const unreadOnly = await get('customer', 'GetNotifications?unreadOnly=true');
    expect(unreadOnly.items.map((entry: { kind: string }) => entry.kind)).toEqual(['exception', 'etaLater']);
    const all = await get('customer', 'GetNotifications');
    expect(Date.parse(all.items[0].readAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('given staff logged in as the customer, the support session reads the inbox but leaves it unread', async () => {
    const [customer] = await t.db.query<{ account_id: number }>(
      "select account_id from accounts where email_address = 'customer@example.com'",
    );
    const loginAs = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Admin/LoginAs',
      headers: headers('staff'),
      payload: { accountId: customer!.account_id },
    });
    expect(loginAs.statusCode).toBe(200);
    const support = { authorization: `Bearer ${loginAs.json().accessToken}` };
    const list = await t.app.inject({
      method: 'GET',
      url: '/customerportal/Notifications/GetNotifications',
      headers: support,
    });
    expect(list.json().items).toHaveLength(3);
    for (const path of ['MarkAllRead', 'MarkRead']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/customerportal/Notifications/${path}`,
        headers: support,
        payload: { changeIds: [list.json().items[1].changeId] },
      });
      expect(answer.statusCode, path).toBe(403);
    }
    expect(await unread('customer')).toBe(2);
  });

  it('marks all read: the count drops to none', async () => {
    const answer = await post('customer', 'MarkAllRead');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ unread: 0 });
    expect(await unread('customer')).toBe(0);
    expect((await get('customer', 'GetNotifications?unreadOnly=true')).items).toEqual([]);
  });

  it('refuses what is not a list of ids, and a call without a session', async () => {
    expect((await post('customer', 'MarkRead', { changeIds: [] })).statusCode).toBe(400);
    expect((await post('customer', 'MarkRead', { changeIds: ['x'] })).statusCode).toBe(400);
    const tooMany = await t.app.inject({
      method: 'GET',
      url: '/customerportal/Notifications/GetNotifications?limit=101',
      headers: headers('customer'),
    });
    expect(tooMany.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/customerportal/Notifications/GetUnreadCount',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import type {
  NewWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
} from '../../core/api/contract/webhooks.ts';
import { DEMO_ROAD_LOAD_NUMBER } from '../db/seed/service-seed.ts';
import { integrationCalls } from '../integration/integration-test-kit.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { startWebhookReceiver } from '../testing/webhook-receiver.ts';

const receiver = await startWebhookReceiver();
/** The sender's clock: the wall clock plus what the tests stepped. */
let stepped = 0;
const TIMEOUT_MS = 300;
const t = testAppPerFile({
  logins: { customer: 'customer@example.com', other: 'muller@example.com', agent: 'agent@example.com' },
  webhooks: {
    clock: () => new Date(Date.now() + stepped),
    timeoutSeconds: TIMEOUT_MS / 1000,
    // Only the tests' wakes send: no poll in between.
    pollSeconds: 3600,
    testReceivers: [receiver.hostPort],
  },
});
afterAll(() => receiver.close());

type Login = keyof typeof t.tokens;
const CLIENT = 1001;
const call = integrationCalls(t);
let sent = 0;

function api(login: Login, method: 'GET' | 'POST', path: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/customerportal/Webhooks/${path}`,
    headers: { authorization: `Bearer ${t.tokens[login]}` },
    ...(payload ? { payload } : {}),
  });
}

/** Adds an endpoint at a path of the receiver, verifying its signatures with the secret answered. */
async function addEndpoint(login: Login, path: string): Promise<NewWebhookEndpoint> {
  const answer = await api(login, 'POST', 'AddEndpoint', { url: receiver.url(path) });
  expect(answer.statusCode, answer.body).toBe(200);
  const added = answer.json<NewWebhookEndpoint>();
  receiver.verifyWith(path, added.secret);
  return added;
}

async function deliveries(login: Login, endpointId: number): Promise<WebhookDelivery[]> {
  const answer = await api(login, 'GET', `GetDeliveries?endpointId=${endpointId}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** Carrier events for the demo road load (client 1001). */
async function events(...items: Record<string, unknown>[]) {
  const answer = await call(
    'POST',
    'TrackingEvents',
    items.map((item) => ({
      eventId: `hook-${++sent}`,
      clientId: CLIENT,
      loadNumber: DEMO_ROAD_LOAD_NUMBER,
      ...item,
    })),
  );
  expect(answer.statusCode, answer.body.slice(0, 400)).toBe(200);
}

/** Lets the sender send what is due at its clock. */
async function send() {
  t.app.webhookSender.wake();
  await t.app.webhookSender.idle();
}

/** Steps the sender's clock, then lets it send what became due. */
async function stepClock(seconds: number) {
  stepped += seconds * 1000;
  await send();
}

const minutes = (n: number) => n * 60;
const hours = (n: number) => n * 3600;

describe('webhook endpoints', () => {
  it('refuses URLs that are not https on a public address, with a message saying why', async () => {
    const refused = [
      ['http://example.com/hook', 'https://'],
      ['https://127.0.0.1/hook', 'public address'],
      ['https://169.254.169.254/latest/meta-data', 'public address'],
      ['https://[::1]/hook', 'public address'],
      ['https://[::ffff:127.0.0.1]/hook', 'public address'],
      ['https://10.1.2.3/hook', 'public address'],
      ['https://2130706433/hook', 'public address'],
      ['https://localhost/hook', 'public address'],
      ['https://user:secret@example.com/hook', 'user name'],
      // The test receiver's address, on another port than the one let through.
      [`http://127.0.0.1:${receiver.port + 1}/hook`, 'https://'],
      ['not a url', 'full URL'],
    ];
    for (const [url, says] of refused) {
      const answer = await api('customer', 'POST', 'AddEndpoint', { url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().errors.url[0], url).toContain(says);
    }
    expect((await api('customer', 'GET', 'GetEndpoints')).json()).toEqual([]);
  });

  it('answers the secret once; the list never shows it; another login sees none of it', async () => {
    const { endpoint, secret } = await addEndpoint('customer', '/customer');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await api('customer', 'GET', 'GetEndpoints');
    expect(list.json()).toEqual([endpoint]);
    expect(list.body).not.toContain(secret.slice(6));
    expect((await api('other', 'GET', 'GetEndpoints')).json()).toEqual([]);
    expect((await api('other', 'GET', `GetDeliveries?endpointId=${endpoint.endpointId}`)).statusCode).toBe(
      404,
    );
    const body = { endpointId: endpoint.endpointId };
    expect((await api('other', 'POST', 'SendTestEvent', body)).statusCode).toBe(404);
    expect((await api('other', 'POST', 'DeleteEndpoint', body)).statusCode).toBe(404);
  });
});

describe('webhook deliveries', () => {
  it('a change goes to the client’s logins’ endpoints signed after Standard Webhooks, never to another client’s', async () => {
    const [own] = (await api('customer', 'GET', 'GetEndpoints')).json<WebhookEndpoint[]>();
    const other = await addEndpoint('other', '/other');
    const [trip] = await t.db.query<{ estimated_arrival: Date }>(
      'select estimated_arrival from tracking_trips where load_number = $1',
      [DEMO_ROAD_LOAD_NUMBER],
    );
    const later = new Date(trip!.estimated_arrival.getTime() + 3 * 3_600_000).toISOString();
    await events({ kind: 'eta', at: new Date().toISOString(), estimatedArrival: later });
    await send();

    const [hook] = receiver.at('/customer');
    expect(hook?.verified).toMatchObject({
      type: 'shipment.etaLater',
      data: { kind: 'etaLater', clientId: CLIENT, loadnr: DEMO_ROAD_LOAD_NUMBER, details: { minutes: 180 } },
    });
    expect(hook?.headers['webhook-id']).toMatch(/^msg_\d+_\d+$/);
    expect(receiver.at('/other')).toEqual([]);
    expect(await deliveries('other', other.endpoint.endpointId)).toEqual([]);
    const [logged] = await deliveries('customer', own!.endpointId);
    expect(logged).toMatchObject({
      eventType: 'shipment.etaLater',
      state: 'delivered',
      shipment: DEMO_ROAD_LOAD_NUMBER,
    });
    expect(logged?.attempts).toEqual([expect.objectContaining({ statusCode: 200, error: null })]);
  });

  it('500 three times then 200: four attempts on the retry schedule, and the shipment’s next change waits its turn', async () => {
    const [own] = (await api('customer', 'GET', 'GetEndpoints')).json<WebhookEndpoint[]>();
    const before = receiver.at('/customer').length;
    receiver.answer('/customer', 500, 500, 500);
    await events({ kind: 'status', at: new Date(Date.now() - 120_000).toISOString(), status: 'exception' });
    await send();
    await events({ kind: 'status', at: new Date(Date.now() - 60_000).toISOString(), status: 'delivered' });
    await send();
    // Not due before its wait, and the delivery behind it not sent meanwhile.
    await stepClock(4);
    expect(receiver.at('/customer').slice(before)).toHaveLength(1);
    await stepClock(1);
    await stepClock(minutes(5));
    await stepClock(minutes(30));
    const got = receiver.at('/customer').slice(before);
    expect(got.map((r) => (r.verified as { type: string }).type)).toEqual([
      'shipment.exception',
      'shipment.exception',
      'shipment.exception',
      'shipment.exception',
      'shipment.delivered',
    ]);
    expect(new Set(got.slice(0, 4).map((r) => r.headers['webhook-id'])).size).toBe(1);

    const [delivered, exception] = await deliveries('customer', own!.endpointId);
    expect(delivered).toMatchObject({ eventType: 'shipment.delivered', state: 'delivered' });
    expect(exception).toMatchObject({ eventType: 'shipment.exception', state: 'delivered' });
    expect(exception?.attempts.map((a) => a.statusCode)).toEqual([500, 500, 500, 200]);
  });

  it('redelivers with the same webhook-id', async () => {
    const [own] = (await api('customer', 'GET', 'GetEndpoints')).json<WebhookEndpoint[]>();
    const [latest] = await deliveries('customer', own!.endpointId);
    const answer = await api('customer', 'POST', 'Redeliver', { deliveryId: latest!.deliveryId });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ state: 'pending' });
    expect((await api('other', 'POST', 'Redeliver', { deliveryId: latest!.deliveryId })).statusCode).toBe(
      404,
    );
    await send();
    const last = receiver.at('/customer').at(-1)!;
    expect(last.headers['webhook-id']).toBe(latest!.messageId);
    const [again] = await deliveries('customer', own!.endpointId);
    expect(again?.attempts.map((a) => a.statusCode)).toEqual([200, 200]);
  });

  it('a test event; a redirect is an answer, not followed; a receiver too slow is given up on at the timeout', async () => {
    const redirect = await addEndpoint('agent', '/redirect');
    receiver.answer('/redirect', 302);
    const slow = await addEndpoint('agent', '/slow');
    receiver.answer('/slow', 'hang');
    for (const { endpoint } of [redirect, slow]) {
      const answer = await api('agent', 'POST', 'SendTestEvent', { endpointId: endpoint.endpointId });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ eventType: 'webhook.test', shipment: null });
    }
    await send();
    expect(receiver.at('/redirect')[0]?.verified).toMatchObject({ type: 'webhook.test' });
    expect(receiver.at('/redirected')).toEqual([]);
    const [redirected] = await deliveries('agent', redirect.endpoint.endpointId);
    expect(redirected).toMatchObject({ state: 'pending', attempts: [{ statusCode: 302, error: null }] });
    // Waiting for its next attempt: not redelivered meanwhile.
    const again = await api('agent', 'POST', 'Redeliver', { deliveryId: redirected!.deliveryId });
    expect(again.statusCode).toBe(409);
    const [timedOut] = await deliveries('agent', slow.endpoint.endpointId);
    expect(timedOut?.attempts[0]).toMatchObject({
      statusCode: null,
      error: `timeout after ${TIMEOUT_MS} ms`,
    });
    expect(timedOut?.attempts[0]?.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
    expect(timedOut?.attempts[0]?.durationMs).toBeLessThan(TIMEOUT_MS + 1000);
  });

  it('checks the address again at each delivery: a URL that now points at loopback or metadata is not called', async () => {
    const { endpoint } = await addEndpoint('agent', '/rebound');
    const urls = [
      `https://localhost:${receiver.port}/rebound`,
      `https://127.0.0.1:${receiver.port + 1}/rebound`,
      'https://169.254.169.254/latest/meta-data',
      `https://[::1]:${receiver.port}/rebound`,
    ];
    for (const url of urls) {
      // As if the name now resolved elsewhere (DNS rebinding), or the row had been changed.
      await t.db.query('update webhook_endpoints set url = $1 where endpoint_id = $2', [
        url,
        endpoint.endpointId,
      ]);
      await api('agent', 'POST', 'SendTestEvent', { endpointId: endpoint.endpointId });
      await send();
      const [latest] = await deliveries('agent', endpoint.endpointId);
      expect(latest?.attempts[0], url).toMatchObject({ statusCode: null });
      expect(latest?.attempts[0]?.error, url).toMatch(/may not reach|urlForbiddenAddress/);
    }
    expect(receiver.at('/rebound')).toEqual([]);
  });

  it('an endpoint failing for a day is disabled and its owner mailed in their language; enabled again by its owner', async () => {
    await t.db.query(
      `update accounts set preferred_language_id = (select language_id from languages where code = 'de-DE')
        where email_address = 'muller@example.com'`,
    );
    const [other] = (await api('other', 'GET', 'GetEndpoints')).json<WebhookEndpoint[]>();
    receiver.answer('/other', ...Array<number>(10).fill(503));
    await api('other', 'POST', 'SendTestEvent', { endpointId: other!.endpointId });
    await send();
    for (const wait of [5, minutes(5), minutes(30), hours(2), hours(5), hours(10)]) await stepClock(wait);
    // 17 h 35 min of failures: not yet.
    expect((await api('other', 'GET', 'GetEndpoints')).json()[0].disabledAt).toBeNull();
    await stepClock(hours(10));
    const [disabled] = (await api('other', 'GET', 'GetEndpoints')).json<WebhookEndpoint[]>();
    expect(disabled).toMatchObject({ disabledReason: 'failing' });
    expect(disabled?.disabledAt).not.toBeNull();
    const [mail] = await t.mailsTo('muller@example.com');
    expect(mail?.subject).toBe('Ihr Webhook-Endpunkt wurde deaktiviert');
    expect(mail?.body).toContain(receiver.url('/other'));
    expect((await api('other', 'POST', 'SendTestEvent', { endpointId: other!.endpointId })).statusCode).toBe(
      409,
    );

    const enabled = await api('other', 'POST', 'EnableEndpoint', { endpointId: other!.endpointId });
    expect(enabled.json()).toMatchObject({ disabledAt: null, disabledReason: null });
    const [log] = await deliveries('other', other!.endpointId);
    // Eight attempts in 27 h 35 min, the last one given up.
    expect(log).toMatchObject({ state: 'failed' });
    expect(log?.attempts).toHaveLength(8);
  });

  it('deletes an endpoint with its log', async () => {
    const [own] = (await api('customer', 'GET', 'GetEndpoints')).json<WebhookEndpoint[]>();
    const answer = await api('customer', 'POST', 'DeleteEndpoint', { endpointId: own!.endpointId });
    expect(answer.statusCode).toBe(204);
    expect((await api('customer', 'GET', 'GetEndpoints')).json()).toEqual([]);
    expect((await api('customer', 'GET', `GetDeliveries?endpointId=${own!.endpointId}`)).statusCode).toBe(
      404,
    );
  });
});

import { expect, type Page, test } from '@playwright/test';
import { DEMO_ROAD_LOAD_NUMBER } from '../../src/reference-api/db/seed/service-seed.ts';
import {
  type ProductionEnvironment,
  productionEnvironment,
  type RunningProductionServer,
} from '../../src/reference-api/testing/production-server.ts';
import { startWebhookReceiver } from '../../src/reference-api/testing/webhook-receiver.ts';
import { DEMO_PASSWORD, logIn } from './support.ts';

// Issue 27, "Done when" (docs/alerts.md): a carrier's ETA slip of 3 h for the demo road load reaches
// the demo customer's inbox, its e-mail (Dutch, then German once it prefers German) at a real SMTP
// server and its webhook at a real receiver that checks the signature with the standardwebhooks
// package; a receiver failing three times gets the event once more with four attempts in the log;
// loopback and metadata addresses are refused; another client's login hears nothing.
// Its own demo server (E2E_PORT + 7), with mail to an SMTP server and webhooks to a receiver
// (E2E_PORT + 8) this file starts: WEBHOOK_TEST_RECEIVERS lets that one loopback address through.

const base = Number(process.env.E2E_PORT ?? 8181);
const CUSTOMER = 'customer@example.com';
const OTHER_CLIENT = 'muller@example.com';

let environment: ProductionEnvironment;
let server: RunningProductionServer;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  receiver = await startWebhookReceiver(base + 8);
  environment = await productionEnvironment({
    port: base + 7,
    staticDir: 'dist',
    extra: {
      // The demo, with its accounts and the demo road load, but mail out over SMTP.
      NODE_ENV: 'development',
      WEBHOOK_TEST_RECEIVERS: receiver.hostPort,
      WEBHOOK_RETRY_SECONDS: '1,1,1,1',
      WEBHOOK_POLL_SECONDS: '1',
      MAIL_POLL_SECONDS: '1',
      LOGIN_CHECKS_PER_SOURCE: '1000',
    },
  });
  server = await environment.start();
});

test.afterEach(async () => {
  // What the server said, where a test failed (its log lines name a sender's trouble).
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus && server)
    await testInfo.attach('server output', { body: server.output().slice(-20_000) });
});

test.afterAll(async () => {
  await server?.stop();
  await environment?.dispose();
  await receiver?.close();
});

const url = (path: string) => `${server.url}${path}`;

async function tokenOf(page: Page, emailAddress: string): Promise<string> {
  const answer = await page.request.post(url('/customerportal/Authentication/LoginWithCredentials'), {
    data: { emailAddress, password: DEMO_PASSWORD },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).accessToken;
}

async function call(page: Page, token: string, method: 'GET' | 'POST', path: string, data?: unknown) {
  const answer = await page.request.fetch(url(`/customerportal/${path}`), {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect([200, 204], `${path}: ${answer.status()} ${await answer.text()}`).toContain(answer.status());
  return answer.status() === 204 ? null : answer.json();
}

/** Opts a login in to e-mail alerts, sent at once, keeping the rest of its subscription. */
async function mailMeAtOnce(page: Page, token: string) {
  const current = await call(page, token, 'GET', 'Alerts/GetSubscription');
  const { saved: _saved, minimumEtaMinutes: _minimum, ...subscription } = current;
  await call(page, token, 'POST', 'Alerts/SetSubscription', { ...subscription, email: 'immediate' });
}

let apiKey: string | undefined;
let slips = 0;

/** The carrier reports the demo road load `hours` later than its ETA now, through the integration API. */
async function etaSlip(page: Page, hours: number) {
  if (!apiKey) {
    const staff = await tokenOf(page, 'staff@example.com');
    ({ apiKey } = await call(page, staff, 'POST', 'Admin/CreateApiKey', {
      name: 'carrier',
      scopes: ['tracking'],
    }));
  }
  const customer = await tokenOf(page, CUSTOMER);
  const trip = await call(
    page,
    customer,
    'GET',
    `TrackAndTrace/GetTruckloadTrackAndTraceInfo?loadNumber=${DEMO_ROAD_LOAD_NUMBER}`,
  );
  const answer = await page.request.post(url('/customerportal/Integration/TrackingEvents'), {
    headers: { 'X-Api-Key': apiKey! },
    data: {
      items: [
        {
          eventId: `e2e-alerts-${++slips}`,
          clientId: 1001,
          loadNumber: DEMO_ROAD_LOAD_NUMBER,
          kind: 'eta',
          at: new Date(Date.now() - 60_000 + slips * 1000).toISOString(),
          estimatedArrival: new Date(Date.parse(trip.estimatedarrival) + hours * 3_600_000).toISOString(),
        },
      ],
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

const webhooksCard = (page: Page) => page.locator('cp-settings [part~="webhooks"]');

/** Adds a webhook endpoint on the Settings page as the user does; answers the secret shown once. */
async function addEndpoint(page: Page, address: string): Promise<void> {
  const card = webhooksCard(page);
  await card.getByRole('textbox', { name: 'Endpoint-URL' }).fill(address);
  await card.getByRole('button', { name: 'Endpoint toevoegen' }).click();
}

test('an ETA slip of 3 h reaches the inbox, the e-mail in Dutch and in German, and a signed webhook; another client hears nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = await tokenOf(page, CUSTOMER);
  const other = await tokenOf(page, OTHER_CLIENT);
  await mailMeAtOnce(page, customer);
  await mailMeAtOnce(page, other);
  // The other client's login listens too, on a path of its own.
  const { secret: otherSecret } = await call(page, other, 'POST', 'Webhooks/AddEndpoint', {
    url: receiver.url('/other'),
  });
  receiver.verifyWith('/other', otherSecret);

  await page.goto(url('/settings'));
  await logIn(page, CUSTOMER);
  await addEndpoint(page, receiver.url('/hook'));
  const secret = await webhooksCard(page)
    .locator('[part~="webhook-secret"] cp-sl-input')
    .evaluate((input) => (input as HTMLInputElement).value);
  expect(secret).toMatch(/^whsec_/);
  receiver.verifyWith('/hook', secret);
  await webhooksCard(page).getByRole('button', { name: 'Ik heb het gekopieerd' }).click();

  const mailsBefore = environment.smtp.arrived.length;
  await etaSlip(page, 3);

  // The inbox: the bell's count, the entry, its link to the shipment.
  await page.goto(url('/'));
  const bell = page.locator('.app-bar .notification-bell');
  await expect(bell).toHaveAccessibleName('1 ongelezen melding');
  await bell.click();
  const entry = page
    .locator('cp-notifications li[part~="entry"]')
    .filter({ hasText: `Verwachte aankomst van lading ${DEMO_ROAD_LOAD_NUMBER} is 3 uur later` });
  await entry.first().getByRole('link').click();
  await expect(page).toHaveURL(url(`/track-and-traces/road/${DEMO_ROAD_LOAD_NUMBER}`));

  // The e-mail, in Dutch, with one-click unsubscribe.
  const dutch = await environment.smtp.waitFor(CUSTOMER, { since: mailsBefore, timeoutMs: 30_000 });
  expect(dutch.parsed.subject).toBe(`Lading ${DEMO_ROAD_LOAD_NUMBER}: aankomst 3 uur later`);
  const header = (name: string) =>
    dutch.parsed.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
  expect(header('list-unsubscribe')).toMatch(
    new RegExp(`^<${server.url}/customerportal/Alerts/Unsubscribe\\?token=[\\w-]+>$`),
  );
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

  // The webhook, its signature checked by the receiver with standardwebhooks.
  await expect.poll(() => receiver.at('/hook').length, { timeout: 30_000 }).toBe(1);
  const [hook] = receiver.at('/hook');
  expect(hook!.verified).toMatchObject({
    type: 'shipment.etaLater',
    data: { loadnr: DEMO_ROAD_LOAD_NUMBER, details: { minutes: 180 } },
  });

  // Once the customer prefers German, the next slip's mail is German.
  await call(page, customer, 'POST', 'Language/UpdateLanguage', { languageId: 3 });
  const germanSince = environment.smtp.arrived.length;
  await etaSlip(page, 3);
  const german = await environment.smtp.waitFor(CUSTOMER, { since: germanSince, timeoutMs: 30_000 });
  expect(german.parsed.subject).toBe(`Ladung ${DEMO_ROAD_LOAD_NUMBER}: Ankunft 3 Std. später`);
  await call(page, customer, 'POST', 'Language/UpdateLanguage', { languageId: 1 });
  await expect.poll(() => receiver.at('/hook').length, { timeout: 30_000 }).toBe(2);

  // The other client's login heard nothing: no inbox entry, no mail, no webhook.
  expect((await call(page, other, 'GET', 'Notifications/GetUnreadCount')).unread).toBe(0);
  expect(environment.smtp.arrived.filter((mail) => mail.envelopeTo.includes(OTHER_CLIENT))).toEqual([]);
  expect(receiver.at('/other')).toEqual([]);
});

test('a receiver answering 500 three times then 200 gets the event once more, and its log shows four attempts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const before = receiver.at('/hook').length;
  receiver.answer('/hook', 500, 500, 500);
  await etaSlip(page, 3);
  await expect.poll(() => receiver.at('/hook').length, { timeout: 45_000 }).toBe(before + 4);
  const attempts = receiver.at('/hook').slice(before);
  // One event, retried: the same webhook-id each time, every attempt signed.
  expect(new Set(attempts.map((a) => a.headers['webhook-id'])).size).toBe(1);
  expect(attempts.map((a) => (a.verified as { type?: string } | null)?.type)).toEqual(
    Array(4).fill('shipment.etaLater'),
  );

  await page.goto(url('/settings'));
  await logIn(page, CUSTOMER);
  await webhooksCard(page).getByRole('button', { name: 'Afleverlogboek' }).click();
  const newest = page.locator('cp-settings [part~="webhook-log"] > li').first();
  await expect(newest).toContainText('Afgeleverd');
  await expect(newest.locator('.webhook-log__attempts > li')).toHaveCount(4);
});

test('a webhook URL at a loopback or metadata address is refused', async ({ page }) => {
  await page.goto(url('/settings'));
  await logIn(page, CUSTOMER);
  for (const address of ['https://127.0.0.1/hook', 'https://169.254.169.254/latest/meta-data/']) {
    await addEndpoint(page, address);
    await expect(webhooksCard(page)).toContainText('Gebruik een openbaar adres.');
    await expect(webhooksCard(page).locator('[part~="webhook-endpoints"]')).not.toContainText(address);
  }
});

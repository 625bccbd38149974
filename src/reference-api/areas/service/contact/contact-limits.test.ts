import { describe, expect, it } from 'vitest';
import type { SendMessageBody } from '../../../../core/api/contract/contact.ts';
import { testAppPerFile } from '../../../testing/test-app-per-file.ts';

// Issue 23 §9: contact messages were unlimited (each one a mail to a sales manager), and a line
// break in a one-line field went into the mail's subject header.
let now = Date.parse('2026-11-27T09:00:00Z');

const t = testAppPerFile({
  contactLimits: { perLoginHour: 3, perLoginDay: 5, perClientHour: 4, perClientDay: 50 },
  abuseLimitsClock: () => now,
});

const message: SendMessageBody = {
  messageType: 'Question',
  salesManagerId: 1,
  message: 'Can we move the call-off of order 4500380 to week 50?',
  contactName: 'Pieter de Vries',
  contactEmailAddress: 'pieter@vandijk.example',
  customerDisplayName: 'Van Dijk Verpakkingen B.V.',
  customerNumber: 'C-1001',
  customerCountry: 'NL',
  fileIds: [],
};
const send = (authorization: string, body: SendMessageBody = message, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/customerportal/Contact/SendMessage',
    headers: { authorization, 'accept-language': language },
    payload: body,
  });
const bearer = async (email: string) => `Bearer ${(await t.login(email)).accessToken}`;
const mailsSent = async () =>
  (
    await t.db.query<{ n: number }>(
      // A contact mail's subject, in any language: "[<portal> CP-000123] …".
      "select count(*)::int as n from outbox where subject ~ '^\\[[^]]* CP-[0-9]{6}\\]'",
    )
  )[0]!.n;

describe('contact messages per login and per client', () => {
  it('given a login over its hourly limit, it answers 429 with Retry-After and a translated text, and sends no mail', async () => {
    const customer = await bearer('customer@example.com');
    for (let sent = 0; sent < 3; sent++) expect((await send(customer)).statusCode).toBe(200);
    const before = await mailsSent();

    const over = await send(customer, message, 'nl');
    expect(over.statusCode).toBe(429);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(over.json().errors['']).toEqual([expect.stringContaining('berichten')]);
    expect(await mailsSent()).toBe(before);

    // The next hour it may send again, until its daily limit (5) is used up: then it waits for the day.
    now += 3600 * 1000;
    for (let sent = 0; sent < 2; sent++) expect((await send(customer)).statusCode).toBe(200);
    const daily = await send(customer);
    expect(daily.statusCode).toBe(429);
    expect(Number(daily.headers['retry-after'])).toBeGreaterThan(3600);
  });

  it('given a customer and an agent writing for one client, they share the client’s limit', async () => {
    now += 24 * 3600 * 1000;
    const [manager] = await t.db.query<{ id: number }>(
      'select sales_manager_id as id from client_sales_managers where client_id = 1002 order by 1 limit 1',
    );
    const forMuller = {
      ...message,
      salesManagerId: manager!.id,
      customerDisplayName: 'Müller Kartonagen GmbH',
      customerNumber: 'C-1002',
      customerCountry: 'DE',
    };
    const customer = await bearer('muller@example.com');
    const agent = await bearer('agent@example.com');
    const sendAs = (caller: string) =>
      t.app.inject({
        method: 'POST',
        url: `/customerportal/Contact/SendMessage${caller === agent ? '?clientId=1002' : ''}`,
        headers: { authorization: caller },
        payload: forMuller,
      });
    const answers: number[] = [];
    for (const caller of [customer, agent, customer, agent, agent])
      answers.push((await sendAs(caller)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('one-line fields of a contact message', () => {
  it('given a line break in any one-line field, it answers 400 naming that field and sends nothing', async () => {
    now += 24 * 3600 * 1000;
    const customer = await bearer('customer@example.com');
    const before = await mailsSent();
    const fields = [
      'contactName',
      'contactEmailAddress',
      'customerDisplayName',
      'customerNumber',
      'customerCountry',
    ] as const;
    for (const field of fields) {
      for (const breakChars of ['\r\nBcc: victim@example.com', '\nX', '\rX', '\u2028X']) {
        const answer = await send(customer, { ...message, [field]: `${message[field]}${breakChars}` });
        expect(answer.statusCode, `${field} ${JSON.stringify(breakChars)}`).toBe(400);
        expect(Object.keys(answer.json().errors), field).toContain(field);
      }
    }
    expect(await mailsSent()).toBe(before);
    // The message itself is many lines, as it should be.
    expect((await send(customer, { ...message, message: 'Line one\r\nLine two' })).statusCode).toBe(200);
  });
});

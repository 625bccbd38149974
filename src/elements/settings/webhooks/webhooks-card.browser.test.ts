import axe from 'axe-core';
import { expect } from 'chai';
import { getPortalRuntime } from '../../../core/runtime/portal-runtime.ts';
import { afterEach, beforeEach, describe, it } from '../../../ui/element/mocha-globals.ts';
import '../cp-settings.ts';

const EMAIL = 'customer@example.com';
const PASSWORD = 'Portal-demo-2026!';

async function until<T>(read: () => T | null | undefined | false, timeout = 10_000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${read}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function logIn(): Promise<void> {
  const response = await fetch('/customerportal/Authentication/LoginWithCredentials', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: EMAIL, password: PASSWORD }),
  });
  expect(response.status).to.equal(200);
  getPortalRuntime().tokens.setTokens(await response.json());
}

async function callApi(path: string, body?: unknown): Promise<Response> {
  return fetch(`/customerportal${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${getPortalRuntime().tokens.getAccessToken()}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Deletes the demo customer's endpoints, so each test starts with none. */
async function deleteEndpoints(): Promise<void> {
  const endpoints = (await (await callApi('/Webhooks/GetEndpoints')).json()) as { endpointId: number }[];
  for (const { endpointId } of endpoints) await callApi('/Webhooks/DeleteEndpoint', { endpointId });
}

type ShoelaceInput = HTMLElement & { name: string; value: string; updateComplete: Promise<unknown> };

const webhooksCard = (element: HTMLElement) =>
  element.shadowRoot?.querySelector<HTMLElement>('[part~="webhooks"]') ?? null;
const text = (element: Element | null | undefined) => element?.textContent ?? '';

function buttonIn(root: ParentNode | null, label: string): HTMLElement | null {
  const buttons = [...(root?.querySelectorAll<HTMLElement>('cp-sl-button') ?? [])];
  return buttons.find((button) => button.textContent?.trim() === label) ?? null;
}

async function typeInto(field: ShoelaceInput, value: string): Promise<void> {
  await field.updateComplete;
  const native = field.shadowRoot?.querySelector('input');
  if (!native) throw new Error('cp-sl-input has not rendered its input');
  native.focus();
  native.value = value;
  native.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  native.blur();
}

function urlField(card: HTMLElement): ShoelaceInput | null {
  return (
    [...card.querySelectorAll<ShoelaceInput>('cp-sl-input')].find((input) => input.name === 'url') ?? null
  );
}

/** The open dialog of the card (the delivery log or the delete confirmation). */
const openDialog = (card: HTMLElement) => card.querySelector<HTMLElement>('cp-sl-dialog[open]');

describe('<cp-settings> webhooks card', () => {
  beforeEach(async () => {
    getPortalRuntime().preferences.set({ languageCode: 'en', theme: 'lightTheme' });
    await logIn();
    await deleteEndpoints();
  });

  afterEach(async () => {
    for (const element of document.querySelectorAll('cp-settings')) element.parentElement?.remove();
    await deleteEndpoints();
    getPortalRuntime().queryClient.clear();
  });

  it('adds an endpoint, shows its secret once, sends a test event, shows its log and deletes it', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<cp-settings></cp-settings>';
    document.body.append(holder);
    const element = holder.firstElementChild as HTMLElement;
    const card = await until(() => webhooksCard(element));
    await until(() => text(card.querySelector('.webhooks__empty')).includes('No webhook endpoints yet'));

    // Refused by the server: its reason under the field.
    const field = await until(() => urlField(card));
    await typeInto(field, 'https://127.0.0.1/hook');
    buttonIn(card, 'Add endpoint')!.click();
    await until(() => text(field.querySelector('.cp-field__errors')).includes('public address'));

    // The test runner's own port is a test receiver (web-test-runner.config.mjs): its API answers 404.
    const url = `http://127.0.0.1:${location.port}/customerportal/no-such-receiver`;
    await typeInto(field, url);
    buttonIn(card, 'Add endpoint')!.click();
    const secretPanel = await until(() => card.querySelector<HTMLElement>('[part~="webhook-secret"]'));
    const secret = secretPanel.querySelector<ShoelaceInput>('cp-sl-input')!.value;
    expect(secret).to.match(/^whsec_/);
    expect(text(secretPanel)).to.include('shown only this once');
    expect(buttonIn(secretPanel, 'Copy secret')).to.not.equal(null);
    const listed = await (await callApi('/Webhooks/GetEndpoints')).text();
    expect(listed).to.include('no-such-receiver');
    expect(listed).to.not.include(secret.slice(6));
    buttonIn(secretPanel, 'I have copied it')!.click();
    await until(() => !card.querySelector('[part~="webhook-secret"]'));
    expect(text(card.querySelector('[part~="webhook-endpoints"]'))).to.include(url);

    const results = await axe.run(card, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).to.deep.equal([]);

    buttonIn(card, 'Send test event')!.click();
    buttonIn(card, 'Delivery log')!.click();
    const log = await until(() => openDialog(card));
    // The sender posts at once; the log shows the receiver's answer once refreshed.
    for (let tries = 0; !text(log).includes('HTTP 404'); tries++) {
      expect(tries, 'the log shows the answer').to.be.below(30);
      await new Promise((resolve) => setTimeout(resolve, 300));
      buttonIn(log, 'Refresh')?.click();
    }
    expect(text(log.querySelector('[part~="webhook-log"]'))).to.include('webhook.test');
    buttonIn(log, 'Close')!.click();
    await until(() => !openDialog(card));

    buttonIn(card.querySelector('[part~="webhook-endpoints"]'), 'Delete')!.click();
    const confirm = await until(() => openDialog(card));
    expect(text(confirm)).to.include(url);
    (await until(() => buttonIn(confirm, 'Delete'))).click();
    await until(() => text(card.querySelector('.webhooks__empty')).includes('No webhook endpoints yet'));
  });
});

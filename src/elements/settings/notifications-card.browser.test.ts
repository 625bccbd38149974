import axe from 'axe-core';
import { expect } from 'chai';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { afterEach, beforeEach, describe, it } from '../../ui/element/mocha-globals.ts';
import { answerFailure } from '../../ui/testing/failed-answer.ts';
import './cp-settings.ts';

const PASSWORD = 'Portal-demo-2026!';
/** Logins of their own: the other settings tests use the demo customer. */
const EMAIL = 'agent@example.com';
/** A login that never chose, for the defaults (it saves nothing). */
const NEVER_CHOSE = 'muller@example.com';

const DEFAULTS = {
  kinds: ['etaLater', 'delivered', 'exception'],
  etaMinutes: 120,
  shipments: 'all',
  inbox: true,
  email: 'off',
  digestHour: 7,
  timeZone: 'Europe/Amsterdam',
};

async function until<T>(read: () => T | null | undefined | false, timeout = 10_000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${read}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function logIn(email = EMAIL): Promise<void> {
  const response = await fetch('/customerportal/Authentication/LoginWithCredentials', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: email, password: PASSWORD }),
  });
  expect(response.status).to.equal(200);
  getPortalRuntime().tokens.setTokens(await response.json());
}

/** A call as the logged-in user, outside the element (to look at or set the server's state). */
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

const saved = async () => (await callApi('/Alerts/GetSubscription')).json();

function mount(): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = '<cp-settings lang="en"></cp-settings>';
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

type Shoelace = HTMLElement & { value: string; checked: boolean; label: string; name: string };

const card = (element: HTMLElement) =>
  element.shadowRoot?.querySelector<HTMLElement>('[part~="notifications"]') ?? null;
/** The card once its form is there (the subscription loaded). */
const form = (element: HTMLElement) =>
  until(() => card(element)?.querySelector('cp-sl-checkbox') && card(element));
const checkbox = (root: HTMLElement, value: string) =>
  [...root.querySelectorAll<Shoelace>('cp-sl-checkbox')].find((box) => box.value === value) ?? null;
const checkboxNamed = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll<Shoelace>('cp-sl-checkbox')].find((box) => box.textContent?.trim() === label) ??
  null;
const radio = (root: HTMLElement, value: string) =>
  [...root.querySelectorAll<Shoelace>('cp-sl-radio')].find((choice) => choice.value === value) ?? null;
const select = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll<Shoelace>('cp-sl-select')].find((field) => field.name === name) ?? null;
const saveButton = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('cp-sl-button')].find((b) => b.textContent?.trim() === 'Save');

function choose(field: Shoelace, value: string): void {
  field.value = value;
  field.dispatchEvent(new CustomEvent('sl-change', { bubbles: true, composed: true }));
}

function captureSnackbar(): { messages: string[]; stop: () => void } {
  const messages: string[] = [];
  const stop = getPortalRuntime().snackbar.subscribe((state) => {
    if (state.visible) messages.push(state.message);
  });
  return { messages, stop };
}

describe('<cp-settings> notifications card', () => {
  beforeEach(async () => {
    getPortalRuntime().preferences.set({ languageCode: 'en', theme: 'lightTheme' });
    await logIn();
  });

  afterEach(async () => {
    for (const element of document.querySelectorAll('cp-settings')) element.parentElement?.remove();
    await logIn();
    await callApi('/Alerts/SetSubscription', DEFAULTS);
    getPortalRuntime().queryClient.clear();
  });

  it('given a login that never chose, it shows the defaults with clear labels, and passes axe', async () => {
    await logIn(NEVER_CHOSE);
    expect((await saved()).saved).to.equal(false);
    const root = await form(mount());
    expect(root.querySelector('.cp-card__title')?.textContent).to.equal('Notifications');
    const on = [...root.querySelectorAll<Shoelace>('cp-sl-checkbox')]
      .filter((box) => box.name === 'kinds' && box.checked)
      .map((box) => box.textContent?.trim());
    expect(on).to.deep.equal([
      'Expected arrival later',
      'Delivered',
      'A problem (damage, customs hold, refused delivery)',
    ]);
    expect(select(root, 'etaMinutes')?.value).to.equal('120');
    expect(select(root, 'etaMinutes')?.label).to.equal('Expected arrival moved by at least');
    expect(radio(root, 'all')?.checked).to.equal(true);
    expect(checkboxNamed(root, "In the portal's inbox")?.checked).to.equal(true);
    expect(radio(root, 'off')?.checked).to.equal(true);
    // E-mail off: no hour or time zone to choose.
    expect(select(root, 'timeZone')).to.equal(null);
    const results = await axe.run(root, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
    // E-mail on: the time zone, the browser's by default.
    (await until(() => radio(root, 'digest'))).click();
    const zone = await until(() => select(root, 'timeZone'));
    expect(zone.value).to.equal(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(select(root, 'digestHour')?.value).to.equal('7');
  });

  it('given departures and e-mail immediately, it saves them, says so, and keeps them on a reload', async () => {
    const snackbar = captureSnackbar();
    try {
      const root = await form(mount());
      (await until(() => checkbox(root, 'departed'))).click();
      (await until(() => radio(root, 'immediate'))).click();
      choose(await until(() => select(root, 'timeZone')), 'Asia/Shanghai');
      choose(select(root, 'etaMinutes') as Shoelace, '240');
      saveButton(root)?.click();
      await until(() => snackbar.messages.includes('Your notification settings are saved.'));
      expect(await saved()).to.include({
        email: 'immediate',
        etaMinutes: 240,
        timeZone: 'Asia/Shanghai',
        saved: true,
      });
      expect((await saved()).kinds).to.deep.equal(['etaLater', 'delivered', 'exception', 'departed']);

      for (const element of document.querySelectorAll('cp-settings')) element.parentElement?.remove();
      getPortalRuntime().queryClient.clear();
      const again = await form(mount());
      expect((await until(() => checkbox(again, 'departed')))?.checked).to.equal(true);
      expect(radio(again, 'immediate')?.checked).to.equal(true);
      expect(select(again, 'timeZone')?.value).to.equal('Asia/Shanghai');
    } finally {
      snackbar.stop();
    }
  });

  it('given no change chosen while the inbox is on, it says to choose one and saves nothing', async () => {
    const before = await saved();
    const root = await form(mount());
    for (const kind of ['etaLater', 'delivered', 'exception'])
      (await until(() => checkbox(root, kind))).click();
    saveButton(root)?.click();
    const message = await until(() => root.querySelector('.notifications__group .cp-field__errors'));
    expect(message.textContent).to.equal('Choose at least one value');
    expect(await saved()).to.deep.equal(before);
  });

  it('given the server refuses, it shows why under the field and in the card, keeping the choices', async () => {
    const undo = answerFailure('/Alerts/SetSubscription', 400, {
      title: 'The request could not be processed',
      status: 400,
      errors: { timeZone: ['This is not a known time zone'] },
    });
    try {
      const root = await form(mount());
      (await until(() => checkbox(root, 'silent'))).click();
      (await until(() => radio(root, 'digest'))).click();
      choose(await until(() => select(root, 'digestHour')), '18');
      saveButton(root)?.click();
      const zone = await until(() => select(root, 'timeZone'));
      await until(() => zone.querySelector('.cp-field__errors'));
      expect(zone.querySelector('.cp-field__errors')?.textContent).to.equal('This is not a known time zone');
      expect(root.querySelector('.cp-card__alerts')?.textContent).to.contain('The form contains errors');
      expect(checkbox(root, 'silent')?.checked).to.equal(true);
      expect(select(root, 'digestHour')?.value).to.equal('18');
      expect((await saved()).email).to.equal('off');
    } finally {
      undo();
    }
  });
});

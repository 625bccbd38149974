import axe from 'axe-core';
import { expect } from 'chai';
import * as OTPAuth from 'otpauth';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { afterEach, beforeEach, describe, it } from '../../ui/element/mocha-globals.ts';
import './cp-settings.ts';

const EMAIL = 'customer@example.com';
const PASSWORD = 'Portal-demo-2026!';
const OTHER_PASSWORD = 'Settings-test-2027?';

async function until<T>(read: () => T | null | undefined | false, timeout = 10_000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${read}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function logIn(password = PASSWORD): Promise<void> {
  const response = await fetch('/customerportal/Authentication/LoginWithCredentials', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: EMAIL, password }),
  });
  expect(response.status).to.equal(200);
  getPortalRuntime().tokens.setTokens(await response.json());
}

/** A call as the logged-in user, outside the element (to look at or restore the server's state). */
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

interface Profile {
  preferredLanguageId: number | null;
}

interface Language {
  code: string;
  languageId: number;
}

async function untilAsync<T>(
  read: () => Promise<T | null | undefined | false>,
  timeout = 10_000,
): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = await read();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${read}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function mount(attributes = ''): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = `<cp-settings ${attributes}></cp-settings>`;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

const shadowOf = (element: HTMLElement) => element.shadowRoot as ShadowRoot;
const part = (element: HTMLElement, name: string) =>
  shadowOf(element)?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;
const text = (element: HTMLElement | null) => element?.textContent ?? '';

type ShoelaceInput = HTMLElement & {
  name: string;
  value: string;
  label: string;
  updateComplete: Promise<unknown>;
};

/** The sl-input of `name` in a card (Shoelace keeps `name` a property, so match on it). */
function inputIn(card: HTMLElement | null, name: string): ShoelaceInput | null {
  const inputs = [...(card?.querySelectorAll<ShoelaceInput>('cp-sl-input') ?? [])];
  return inputs.find((input) => input.name === name) ?? null;
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

const errorsOf = (field: ShoelaceInput | null) => text(field?.querySelector('.cp-field__errors') ?? null);

function buttonIn(card: HTMLElement | null, label: string): HTMLElement | null {
  const buttons = [...(card?.querySelectorAll<HTMLElement>('cp-sl-button') ?? [])];
  return buttons.find((button) => button.textContent?.trim() === label) ?? null;
}

/** The sl-radio-button of `value` in a card (its value is a property, not an attribute). */
function radio(card: HTMLElement | null, value: string): HTMLElement | null {
  const buttons = [...(card?.querySelectorAll<HTMLElement & { value: string }>('cp-sl-radio-button') ?? [])];
  return buttons.find((button) => button.value === value) ?? null;
}

/** Clicks the inner button of an sl-radio-button, as a user does. */
function choose(button: HTMLElement): void {
  const inner = button.shadowRoot?.querySelector('button');
  if (!inner) throw new Error('cp-sl-radio-button has not rendered its button');
  inner.click();
}

function captureSnackbar(): { messages: string[]; stop: () => void } {
  const messages: string[] = [];
  const stop = getPortalRuntime().snackbar.subscribe((state) => {
    if (state.visible) messages.push(state.message);
  });
  return { messages, stop };
}

describe('<cp-settings>', () => {
  beforeEach(() => {
    getPortalRuntime().preferences.set({ languageCode: 'en', theme: 'lightTheme' });
  });

  afterEach(() => {
    for (const element of document.querySelectorAll('cp-settings')) element.parentElement?.remove();
    getPortalRuntime().preferences.set({ languageCode: 'en', theme: 'lightTheme' });
    getPortalRuntime().queryClient.clear();
  });

  it('given English is chosen, it changes the labels at once and tells the server', async () => {
    await logIn();
    const before = (await (await callApi('/Account/GetProfile')).json()) as Profile;
    getPortalRuntime().preferences.set({ languageCode: 'nl' });
    const element = mount();
    const english = await until(() => radio(part(element, 'language'), 'en'));
    expect(text(part(element, 'title'))).to.equal('Instellingen');
    const languages = (await (await callApi('/Language/GetLanguages')).json()) as Language[];
    const englishId = languages.find((language) => language.code.startsWith('en'))?.languageId;
    try {
      choose(english);
      await until(() => text(part(element, 'title')) === 'Settings');
      expect(getPortalRuntime().preferences.get().languageCode).to.equal('en');
      expect(inputIn(part(element, 'password'), 'currentPassword')?.label).to.equal('Current password');
      const profile = await untilAsync(async () => {
        const body = (await (await callApi('/Account/GetProfile')).json()) as Profile;
        return body.preferredLanguageId === englishId && body;
      });
      expect(profile.preferredLanguageId).to.equal(englishId);
    } finally {
      if (before.preferredLanguageId !== null)
        await callApi('/Language/UpdateLanguage', { languageId: before.preferredLanguageId });
    }
  });

  it('given Dark is chosen, it sets the theme preference and wears the dark theme', async () => {
    await logIn();
    const element = mount();
    const dark = await until(() => radio(part(element, 'theme'), 'dark'));
    choose(dark);
    await until(() => getPortalRuntime().preferences.get().theme === 'dark');
    await until(() => element.dataset.theme === 'dark');
    choose(await until(() => radio(part(element, 'theme'), 'lightTheme')));
    await until(() => getPortalRuntime().preferences.get().theme === 'lightTheme');
  });

  it('given a confirmation that differs, it shows the sameAs message naming the new password', async () => {
    await logIn();
    const element = mount();
    const card = await until(() => part(element, 'password'));
    await typeInto(inputIn(card, 'currentPassword') as ShoelaceInput, PASSWORD);
    await typeInto(inputIn(card, 'newPassword') as ShoelaceInput, OTHER_PASSWORD);
    await typeInto(inputIn(card, 'confirmPassword') as ShoelaceInput, `${OTHER_PASSWORD}x`);
    buttonIn(card, 'Change password')?.click();
    await until(() => errorsOf(inputIn(card, 'confirmPassword')));
    expect(errorsOf(inputIn(card, 'confirmPassword'))).to.equal('Must be the same as New password');
  });

  it('given a wrong current password, it shows the server’s message under that field', async () => {
    await logIn();
    const element = mount();
    const card = await until(() => part(element, 'password'));
    await typeInto(inputIn(card, 'currentPassword') as ShoelaceInput, 'not-my-password');
    await typeInto(inputIn(card, 'newPassword') as ShoelaceInput, OTHER_PASSWORD);
    await typeInto(inputIn(card, 'confirmPassword') as ShoelaceInput, OTHER_PASSWORD);
    buttonIn(card, 'Change password')?.click();
    const message = await until(() => errorsOf(inputIn(card, 'currentPassword')));
    expect(message).to.match(/current password/i);
    expect(text(card?.querySelector('.cp-card__alerts') ?? null)).to.contain('The form contains errors');
    const login = await fetch('/customerportal/Authentication/LoginWithCredentials', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: EMAIL, password: PASSWORD }),
    });
    expect(login.status, 'the password is unchanged').to.equal(200);
  });

  it('given a valid change, it says so, clears the form and the new password logs in', async () => {
    await logIn();
    const element = mount();
    const card = await until(() => part(element, 'password'));
    const snackbar = captureSnackbar();
    try {
      await typeInto(inputIn(card, 'currentPassword') as ShoelaceInput, PASSWORD);
      await typeInto(inputIn(card, 'newPassword') as ShoelaceInput, OTHER_PASSWORD);
      await typeInto(inputIn(card, 'confirmPassword') as ShoelaceInput, OTHER_PASSWORD);
      buttonIn(card, 'Change password')?.click();
      await until(() => snackbar.messages.includes('Your password has been changed.'));
      await until(() => inputIn(card, 'newPassword')?.value === '');
      expect(inputIn(card, 'currentPassword')?.value).to.equal('');
      expect(inputIn(card, 'confirmPassword')?.value).to.equal('');
      await logIn(OTHER_PASSWORD);
    } finally {
      snackbar.stop();
      // Back to the demo password, so the account is as the other tests expect it.
      // (When the change itself failed, this is refused and nothing needs restoring.)
      await callApi('/Account/UpdatePassword', { currentPassword: OTHER_PASSWORD, newPassword: PASSWORD });
    }
    await logIn(PASSWORD);
  });

  it('sets up two-factor login with the QR code and secret, then turns it off with the password', async () => {
    await logIn();
    const element = mount();
    const card = await until(() => part(element, 'two-factor'));
    await until(() => text(part(element, 'two-factor-state')) === 'Two-factor login is off.');
    try {
      (await until(() => buttonIn(card, 'Set up'))).click();
      const qr = await until(() => part(element, 'qr-code')?.querySelector('img'));
      expect(qr.getAttribute('alt')).to.equal('QR code for your authenticator app');
      expect(qr.src).to.match(/^data:image\/svg\+xml,/);
      await until(() => qr.complete && qr.naturalWidth > 0);
      const grouped = text(part(element, 'secret'));
      expect(grouped).to.match(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
      const secret = grouped.replaceAll(' ', '');
      const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
      await typeInto(inputIn(card, 'code') as ShoelaceInput, code);
      buttonIn(card, 'Turn on')?.click();
      await until(() => text(part(element, 'two-factor-state')) === 'Two-factor login is on.');
      const server = (await (await callApi('/Account/IsTotpEnabled')).json()) as { isTotpEnabled: boolean };
      expect(server.isTotpEnabled).to.equal(true);

      (await until(() => buttonIn(card, 'Turn off'))).click();
      await typeInto(await until(() => inputIn(card, 'password')), 'wrong-password');
      buttonIn(card, 'Turn off two-factor login')?.click();
      await until(() => errorsOf(inputIn(card, 'password')));
      await typeInto(inputIn(card, 'password') as ShoelaceInput, PASSWORD);
      buttonIn(card, 'Turn off two-factor login')?.click();
      await until(() => text(part(element, 'two-factor-state')) === 'Two-factor login is off.');
    } finally {
      // Leave the account as it was found, whatever happened above.
      await callApi('/Account/DisableTotp', { password: PASSWORD });
    }
    const server = (await (await callApi('/Account/IsTotpEnabled')).json()) as { isTotpEnabled: boolean };
    expect(server.isTotpEnabled).to.equal(false);
  });

  it('given a guessable new password, it shows a weak strength and the refusal, and sends nothing', async () => {
    await logIn();
    const element = mount();
    const card = await until(() => part(element, 'password'));
    const strength = () => text(card?.querySelector('[part~="password-strength"] [aria-live]') ?? null);
    await typeInto(inputIn(card, 'currentPassword') as ShoelaceInput, PASSWORD);
    await typeInto(inputIn(card, 'newPassword') as ShoelaceInput, 'password123');
    await typeInto(inputIn(card, 'confirmPassword') as ShoelaceInput, 'password123');
    await until(() => strength() === 'Password strength: weak');
    expect(errorsOf(inputIn(card, 'newPassword'))).to.equal(
      'This password is too common: it appears in lists of known or leaked passwords',
    );
    buttonIn(card, 'Change password')?.click();
    expect(errorsOf(inputIn(card, 'newPassword'))).to.match(/too common/);

    // The signed-in user's own address is refused too (the card knows it from the profile).
    await typeInto(inputIn(card, 'newPassword') as ShoelaceInput, `${EMAIL}-2026`);
    await until(() => errorsOf(inputIn(card, 'newPassword')).includes('e-mail address'));
    expect(strength()).to.equal('Password strength: weak');

    await typeInto(inputIn(card, 'newPassword') as ShoelaceInput, 'orchid lantern quilt mango');
    await until(() => strength() === 'Password strength: strong');
    expect(errorsOf(inputIn(card, 'newPassword'))).to.equal('');
    const login = await fetch('/customerportal/Authentication/LoginWithCredentials', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: EMAIL, password: PASSWORD }),
    });
    expect(login.status, 'the password is unchanged').to.equal(200);
  });

  it('has no serious or critical accessibility violations, light and dark, with the setup open', async () => {
    await logIn();
    const light = mount();
    const dark = mount('theme="dark"');
    await until(() => text(part(dark, 'two-factor-state')) && text(part(light, 'two-factor-state')));
    try {
      (await until(() => buttonIn(part(dark, 'two-factor'), 'Set up'))).click();
      await until(() => part(dark, 'qr-code')?.querySelector('img'));
      const results = await axe.run(document.body, { resultTypes: ['violations'] });
      const serious = results.violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      );
      expect(
        serious.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).to.deep.equal([]);
    } finally {
      await callApi('/Account/DisableTotp', { password: PASSWORD });
    }
  });

  it('given a login-token session, it offers language and theme only: no password, no two-factor card', async () => {
    const response = await fetch('/customerportal/Authentication/LoginWithToken', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'demo-login-token' }),
    });
    expect(response.status).to.equal(200);
    getPortalRuntime().tokens.setTokens(await response.json());
    const element = mount();
    await until(() => radio(part(element, 'language'), 'en') && radio(part(element, 'theme'), 'dark'));
    expect(part(element, 'password')).to.equal(null);
    expect(part(element, 'two-factor')).to.equal(null);
  });
});

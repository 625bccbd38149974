import axe from 'axe-core';
import { expect } from 'chai';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { afterEach, before, describe, it } from '../../ui/element/mocha-globals.ts';
import { answerFailure } from '../../ui/testing/failed-answer.ts';
import './cp-tracking.ts';

const ROAD_LOAD = 'L2611-70001';
let tokens: { accessToken: string; refreshToken: string };

async function until<T>(read: () => T | null | undefined | false, timeout = 10_000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${read}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function mount(attributes: string): HTMLElement {
  const holder = document.createElement('div');
  holder.style.width = '1200px';
  holder.innerHTML = `<cp-tracking ${attributes}></cp-tracking>`;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

const shadowOf = (element: HTMLElement) => element.shadowRoot as ShadowRoot;
const toggle = (element: HTMLElement) =>
  shadowOf(element)?.querySelector<HTMLButtonElement>('.tracking__follow-button') ?? null;
/** The toggle once it knows whether the shipment is followed. */
const settled = (element: HTMLElement) =>
  until(() => {
    const button = toggle(element);
    return button && button.getAttribute('aria-busy') === 'false' && button;
  });

async function followed(): Promise<boolean> {
  const response = await fetch(`/customerportal/Alerts/GetFollow?loadNumber=${ROAD_LOAD}`, {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  expect(response.status).to.equal(200);
  return (await response.json()).followed;
}

describe('<cp-tracking> Follow toggle', () => {
  before(async () => {
    const response = await fetch('/customerportal/Authentication/LoginWithCredentials', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: 'customer@example.com', password: 'Portal-demo-2026!' }),
    });
    expect(response.status).to.equal(200);
    tokens = await response.json();
  });

  afterEach(async () => {
    for (const element of document.querySelectorAll('cp-tracking')) element.parentElement?.remove();
    getPortalRuntime().tokens.setTokens(tokens);
    await fetch('/customerportal/Alerts/UnfollowShipment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}` },
      body: JSON.stringify({ loadNumber: ROAD_LOAD }),
    });
    getPortalRuntime().queryClient.clear();
  });

  it('given a customer, it follows the shipment and stops following it, as a pressed toggle', async () => {
    getPortalRuntime().tokens.setTokens(tokens);
    const element = mount(`lang="en" load-number="${ROAD_LOAD}"`);
    const button = await settled(element);
    expect(button.textContent).to.equal('Follow');
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    button.click();
    await until(() => toggle(element)?.getAttribute('aria-pressed') === 'true');
    expect(toggle(element)?.textContent).to.equal('Following');
    expect(await followed()).to.equal(true);
    const results = await axe.run(shadowOf(element).querySelector('.tracking__header') as HTMLElement);
    expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);

    (await settled(element)).click();
    await until(() => toggle(element)?.getAttribute('aria-pressed') === 'false');
    expect(await followed()).to.equal(false);
  });

  it('given a shipment followed before, it shows "Following" from the start', async () => {
    getPortalRuntime().tokens.setTokens(tokens);
    await fetch('/customerportal/Alerts/FollowShipment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}` },
      body: JSON.stringify({ loadNumber: ROAD_LOAD }),
    });
    const element = mount(`lang="nl" load-number="${ROAD_LOAD}"`);
    const button = await settled(element);
    expect(button.textContent).to.equal('Gevolgd');
    expect(button.getAttribute('aria-pressed')).to.equal('true');
  });

  it('given a failing follow call, it says so beside the button and the shipment stays in view', async () => {
    getPortalRuntime().tokens.setTokens(tokens);
    const undo = answerFailure('/Alerts/FollowShipment', 500, { title: 'Unexpected', status: 500 });
    try {
      const element = mount(`lang="en" load-number="${ROAD_LOAD}"`);
      (await settled(element)).click();
      const alert = await until(() => shadowOf(element).querySelector('.tracking__follow-error'));
      expect(alert.textContent).to.equal('Following could not be changed.');
      expect(alert.getAttribute('role')).to.equal('alert');
      expect(toggle(element)?.getAttribute('aria-pressed')).to.equal('false');
      expect(shadowOf(element).querySelector('.tracking-map')).to.not.equal(null);
    } finally {
      undo();
    }
  });

  it('given a login-link session (a partner page), it shows the shipment without the toggle', async () => {
    getPortalRuntime().tokens.clear();
    const element = mount(`lang="en" load-number="${ROAD_LOAD}" login-token="demo-login-token"`);
    await until(() => shadowOf(element)?.querySelector('.tracking-map'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(shadowOf(element).querySelector('[part~="follow"]')).to.equal(null);
    expect(shadowOf(element).querySelector('cp-sl-alert')).to.equal(null);
  });
});

import { expect } from 'chai';
import { SnackbarStore } from '../../core/status/snackbar-store.ts';
import { defineElement } from '../element/define-element.ts';
import { afterEach, describe, it } from '../element/mocha-globals.ts';
import { Snackbar } from './Snackbar.tsx';

const store = new SnackbarStore();

defineElement('cp-test-snackbar', () => <Snackbar store={store} />, { props: {}, needsSession: false });

async function until<T>(read: () => T | null | undefined, timeout = 3000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The element, once its texts have loaded and it has rendered (its root then carries its language). */
async function mount(lang: string): Promise<HTMLElement> {
  const element = document.createElement('cp-test-snackbar');
  element.setAttribute('lang', lang);
  document.body.append(element);
  await until(() => element.shadowRoot?.querySelector('.cp-root[lang]'));
  return element;
}

const bar = (host: HTMLElement) => host.shadowRoot?.querySelector<HTMLElement>('.cp-snackbar__bar');

describe('Snackbar', () => {
  afterEach(() => {
    store.close();
    for (const element of document.querySelectorAll('cp-test-snackbar')) element.remove();
  });

  it('shows the message as a status and hides itself after its timeout', async () => {
    const host = await mount('en');
    store.show('Saved', 'success', 300);
    const shown = await until(() => bar(host));
    expect(shown.textContent).to.contain('Saved');
    expect(shown.getAttribute('role')).to.equal('status');
    await wait(150);
    expect(bar(host)).to.not.equal(null);
    await until(() => !bar(host), 1000);
  });

  it('uses role alert and the error colour for errors', async () => {
    const host = await mount('en');
    store.show('Failed', 'error');
    const shown = await until(() => bar(host));
    expect(shown.getAttribute('role')).to.equal('alert');
    expect(getComputedStyle(shown).backgroundColor).to.equal('rgb(183, 28, 28)');
  });

  it('closes with its close button, labelled Sluiten in Dutch', async () => {
    const host = await mount('nl');
    store.show('Opgeslagen', 'default', 0);
    const close = await until(() =>
      bar(host)?.querySelector<HTMLElement & { label: string }>('cp-sl-icon-button'),
    );
    expect(close.label).to.equal('Sluiten');
    close.click();
    await until(() => !bar(host));
    expect(store.get().visible).to.equal(false);
  });

  it('stays while hovered and closes after the rest of its time once left', async () => {
    const host = await mount('en');
    store.show('Hover me', 'default', 300);
    const shown = await until(() => bar(host));
    shown.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await wait(500);
    expect(bar(host)).to.not.equal(null);
    shown.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, composed: true }));
    await until(() => !bar(host), 2000);
  });

  it('is dismissed by a swipe of more than 50 px, not by a shorter one', async () => {
    const host = await mount('en');
    store.show('Swipe me', 'default', 0);
    const shown = await until(() => bar(host));
    const swipe = (dx: number) => {
      shown.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: 100 }));
      shown.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: 100 + dx }));
      shown.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: 100 + dx }));
    };
    swipe(30);
    await wait(50);
    expect(store.get().visible).to.equal(true);
    swipe(80);
    await until(() => !store.get().visible);
  });
});

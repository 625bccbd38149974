// Helpers the element browser tests share: mounting an element, reading its shadow root, using its
// Shoelace fields, tables and dialogs as a user does, logging in as a demo account and checking
// accessibility with axe. Test code only: nothing outside *.browser.test.* files imports this.
// Shoelace tag names written here (`sl-input`, …) become our private `cp-sl-*` ones like all of src/
// (scripts/private-shoelace-tags.ts), so they match what the elements render.
import axe from 'axe-core';
import { expect } from 'chai';
import type { TokenPair } from '../../core/api/contract/authentication.ts';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { TABLE_REQUESTS_KEY } from '../../core/table/table-request-store.ts';
import { after, before } from '../element/mocha-globals.ts';
import { nextAnswer, searchOf } from './api-answers.ts';

/** A Shoelace control as the tests use it: input, select, dialog, button or icon button. */
export type SlElement = HTMLElement & { value: string; open: boolean; label: string; disabled: boolean };

/** The password of every demo account (README.md#demo-accounts). */
export const DEMO_PASSWORD = 'Portal-demo-2026!';

/** Resolves with the first truthy value `read` returns, polling every 25 ms; fails after `timeout` ms. */
export async function until<T>(read: () => T | null | undefined | false, timeout = 8000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${read}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Resolves once `selector` matches in the element's shadow root, watched from this call on by a
 * MutationObserver: a state that lasts only a moment (a skeleton before a fast answer) is seen even
 * when polling would miss it. Call it right after mounting; fails after `timeout` ms.
 */
export function appears(element: HTMLElement, selector: string, timeout = 8000): Promise<Element> {
  return new Promise((resolve, reject) => {
    const root = shadowOf(element);
    const found = () => root.querySelector(selector);
    const now = found();
    if (now) return resolve(now);
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`Timed out waiting for ${selector} to appear`));
    }, timeout);
    const observer = new MutationObserver(() => {
      const match = found();
      if (!match) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(match);
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true });
  });
}

/** Adds `<tag attributes>` to the page inside a holder div (removed by `removeMounted`). */
export function mountElement(tag: string, attributes = 'lang="en"'): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = `<${tag} ${attributes}></${tag}>`;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

/** Removes every mounted `tag` and forgets the stored table requests and cached queries. */
export function removeMounted(tag: string): void {
  for (const element of document.querySelectorAll(tag)) element.parentElement?.remove();
  getPortalRuntime().storage.removeItem(TABLE_REQUESTS_KEY);
  getPortalRuntime().queryClient.clear();
}

/** Logs in through the API as `emailAddress` with the demo password; returns the tokens, not stored. */
export async function fetchTokens(emailAddress: string): Promise<TokenPair> {
  const response = await fetch('/customerportal/Authentication/LoginWithCredentials', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress, password: DEMO_PASSWORD }),
  });
  expect(response.status).to.equal(200);
  return (await response.json()) as TokenPair;
}

/** Logs in as the demo account `emailAddress` and stores its tokens in the portal runtime. */
export async function logInAs(emailAddress: string): Promise<TokenPair> {
  const tokens = await fetchTokens(emailAddress);
  getPortalRuntime().tokens.setTokens(tokens);
  return tokens;
}

/** The element's shadow root. */
export const shadowOf = (element: HTMLElement) => element.shadowRoot as ShadowRoot;

/** The data rows of the element's table. */
export const rows = (element: HTMLElement) => [
  ...shadowOf(element).querySelectorAll<HTMLTableRowElement>('tr[part="row"]'),
];

/** No progress bar and no skeleton: the element's table has loaded. */
export const idle = (element: HTMLElement) =>
  !shadowOf(element).querySelector('.cp-loading-bar') && !shadowOf(element).querySelector('.skeleton');

/** The column header whose title starts with `title`. */
export const headerCell = (element: HTMLElement, title: string) =>
  [...shadowOf(element).querySelectorAll('th')].find((th) =>
    th.textContent?.startsWith(title),
  ) as HTMLElement;

/** The first icon button in the element's shadow root labelled `label` (toolbar, pagination, rows). */
export const iconButton = (element: HTMLElement, label: string) =>
  [...shadowOf(element).querySelectorAll<SlElement>('cp-sl-icon-button')].find(
    (button) => button.label === label,
  ) as SlElement;

/** The label of the table's rows-per-page select. */
export const rowsPerPageLabel = (element: HTMLElement) =>
  shadowOf(element).querySelector<HTMLSelectElement>('select.rows-per-page')?.labels?.[0]?.textContent ?? '';

/** The table's range text ("1–10 of 42"). */
export const pageText = (element: HTMLElement) =>
  shadowOf(element).querySelector('.page-text')?.textContent ?? '';

/** The row whose first cell reads `text`. */
export const rowOf = (element: HTMLElement, text: string) =>
  rows(element).find((row) => row.cells[0]?.textContent === text);

/** The texts of a row's cells. */
export const cellTexts = (row: HTMLTableRowElement) => [...row.cells].map((cell) => cell.textContent ?? '');

/** The labels of a row's icon buttons (its actions). */
export const buttonLabels = (row: HTMLTableRowElement) =>
  [...row.querySelectorAll<SlElement>('cp-sl-icon-button')].map((button) => button.label);

/** A row's icon button by its label. */
export const rowButton = (row: HTMLTableRowElement, label: string) =>
  [...row.querySelectorAll<SlElement>('cp-sl-icon-button')].find(
    (button) => button.label === label,
  ) as SlElement;

/** The open dialog in the element's shadow root, if any. */
export const openDialog = (element: HTMLElement) =>
  [...shadowOf(element).querySelectorAll<SlElement>('cp-sl-dialog')].find((dialog) => dialog.open);

/** Waits for a dialog's opening animation: colours checked halfway are blended with the page. */
export async function shown<D extends HTMLElement>(dialog: D): Promise<D> {
  await Promise.all((dialog.shadowRoot?.getAnimations() ?? []).map((animation) => animation.finished));
  return dialog;
}

/** Closed, its hide animation over (a user cannot click through the fading overlay either). */
export const closed = (dialog: SlElement) =>
  !dialog.open && (dialog.shadowRoot?.querySelector('[part="base"]') as HTMLElement | null)?.hidden;

/** The Shoelace button below `root` whose text is `text`. */
export const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<SlElement>('cp-sl-button')].find((button) => button.textContent?.trim() === text);

/**
 * The Shoelace input or select named `name` below `root`. React sets `name` as a property of the
 * Shoelace fields, which do not reflect it as an attribute.
 */
export const field = (root: Element, name: string) =>
  [...root.querySelectorAll<SlElement & { name: string }>('cp-sl-input, cp-sl-select')].find(
    (input) => input.name === name,
  ) as SlElement;

/** The validation messages a form field shows. */
export const errorsOf = (input: SlElement) => input.querySelector('.cp-field__errors')?.textContent ?? '';

/** The snackbar's current message. */
export const snackbar = () => getPortalRuntime().snackbar.get().message;

/** Types into a Shoelace input as a user would: the value changes, then the field loses focus. */
export function type(input: SlElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new CustomEvent('cp-sl-input', { bubbles: true, composed: true }));
  input.dispatchEvent(new CustomEvent('sl-blur', { bubbles: true, composed: true }));
}

/** Chooses an option of a Shoelace select once it is offered, as a click on the option does. */
export async function choose(select: HTMLElement & { value: string }, value: string): Promise<void> {
  await until(() => select.querySelector(`cp-sl-option[value="${value}"]`));
  select.value = value;
  select.dispatchEvent(new CustomEvent('sl-change', { bubbles: true, composed: true }));
  await (select as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
}

/**
 * Types `text` into the element's table search, once the search field is there, and resolves once
 * the search's request has been answered and the table shows its answer (the old rows are on
 * screen, idle, until the debounced request starts).
 */
export async function search(element: HTMLElement, text: string): Promise<void> {
  const input = await until(() => shadowOf(element)?.querySelector<SlElement>('cp-sl-input.search'));
  if (input.value === text) return;
  const answered = nextAnswer((call) => searchOf(call) === text);
  input.value = text;
  input.dispatchEvent(new CustomEvent('cp-sl-input', { bubbles: true, composed: true }));
  await answered;
  await until(() => idle(element));
}

/** Searches for `text` and resolves with the loaded row whose first cell reads it. */
export async function showRow(element: HTMLElement, text: string): Promise<HTMLTableRowElement> {
  await search(element, text);
  return until(() => idle(element) && rowOf(element, text));
}

/** Clicks the element's create button and resolves with the dialog it opens. */
export async function openCreateDialog(element: HTMLElement): Promise<SlElement> {
  (await until(() => shadowOf(element)?.querySelector<HTMLElement>('[part="create-button"]'))).click();
  return until(() => openDialog(element));
}

/** Captures `<a download>` clicks (how saveFile starts a download) instead of downloading. */
export function captureDownloads(): { downloads: { href: string; download: string }[]; stop: () => void } {
  const downloads: { href: string; download: string }[] = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.download) downloads.push({ href: this.href, download: this.download });
    else click.call(this);
  };
  return { downloads, stop: () => (HTMLAnchorElement.prototype.click = click) };
}

/**
 * The serious and critical axe violations in `context` (an element, a shadow root or an axe
 * context), one line each: rule and targets.
 */
export async function seriousViolations(context: axe.ElementContext | ShadowRoot): Promise<string[]> {
  const results = await axe.run(context as axe.ElementContext, { resultTypes: ['violations'] });
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Context for `seriousViolations`: the open dialog of `tag` alone (the page behind is dimmed on purpose). */
export const openDialogOf = (tag: string) =>
  ({ include: [[tag, 'cp-sl-dialog[open]']] }) as unknown as axe.ElementContext;

/**
 * Registers the hooks of a test suite run as the demo staff account: before, it logs in and lets
 * the server word its messages in English (it follows the page's language, accept-language, not
 * the element's); after, the page's language is restored.
 */
export function asStaffInEnglish(): void {
  const pageLanguage = getPortalRuntime().preferences.get().languageCode;
  before(async () => {
    await logInAs('staff@example.com');
    getPortalRuntime().preferences.set({ languageCode: 'en' });
  });
  after(() => {
    getPortalRuntime().preferences.set({ languageCode: pageLanguage });
  });
}

import { expect } from 'chai';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { isShoelaceThemeSheet } from '../theme/theme.ts';
import { defineElement, type ElementProps } from './define-element.ts';
import { afterEach, describe, it } from './mocha-globals.ts';
import { useEmit } from './use-emit.ts';
import { usePortalTranslation } from './use-portal-translation.ts';

interface ProbeProps {
  label?: string;
  rows?: unknown[];
  compact?: boolean;
  explode?: boolean;
}

declare module './use-portal-translation.ts' {
  interface PortalNamespaces {
    probe: { hello: string };
  }
}

function Probe({
  label = 'default label',
  rows = [],
  compact = false,
  explode = false,
  pageSize,
}: ProbeProps & ElementProps) {
  const emit = useEmit();
  const { t } = usePortalTranslation('probe');
  if (explode) throw new Error('The probe broke');
  return (
    <div>
      <p className="label">{label}</p>
      <p className="rows">{rows.length}</p>
      <p className="compact">{String(compact)}</p>
      <p className="page-size">{String(pageSize)}</p>
      <p className="greeting">{t('hello')}</p>
      <button type="button" onClick={() => emit('cp-row-select', { ids: ['7'] })}>
        select
      </button>
    </div>
  );
}

const probeOptions = {
  needsSession: false,
  props: { label: 'string', rows: 'json', compact: 'boolean', explode: 'boolean' },
  styles: ['.label { font-weight: 700 }'],
  namespace: {
    name: 'probe',
    languages: {
      nl: async () => ({ default: { hello: 'Hallo' } }),
      en: async () => ({ default: { hello: 'Hello' } }),
      de: async () => ({ default: { hello: 'Hallo DE' } }),
      zhHans: async () => ({ default: { hello: '你好' } }),
    },
  },
} as const;

const ProbeElement = defineElement<ProbeProps>('cp-probe', Probe, probeOptions);

async function until<T>(read: () => T | null | undefined, timeout = 3000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function mount(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

function text(element: HTMLElement, selector: string): string | undefined {
  return element.shadowRoot?.querySelector(selector)?.textContent ?? undefined;
}

async function textSoon(element: HTMLElement, selector: string, expected: string): Promise<void> {
  await until(() => text(element, selector) === expected).catch(() => {
    throw new Error(`Expected ${selector} to read "${expected}", got "${text(element, selector)}"`);
  });
}

describe('defineElement', () => {
  afterEach(() => {
    for (const element of document.querySelectorAll('cp-probe')) element.parentElement?.remove();
  });

  it('given the tag is defined twice, it keeps one definition and returns it', () => {
    const again = defineElement<ProbeProps>('cp-probe', () => null, probeOptions);
    expect(again).to.equal(ProbeElement);
    expect(customElements.get('cp-probe')).to.equal(ProbeElement);
  });

  it('renders attributes as props: strings, numbers, bare booleans and JSON', async () => {
    const element = mount(`<cp-probe label="Hello" page-size="25" compact rows='[1,2,3]'></cp-probe>`);
    await textSoon(element, '.label', 'Hello');
    expect(text(element, '.page-size')).to.equal('25');
    expect(text(element, '.compact')).to.equal('true');
    expect(text(element, '.rows')).to.equal('3');
    element.setAttribute('compact', 'false');
    await textSoon(element, '.compact', 'false');
  });

  it('given an attribute is removed, it resets the prop to its default', async () => {
    const element = mount(`<cp-probe label="Hello"></cp-probe>`);
    await textSoon(element, '.label', 'Hello');
    element.removeAttribute('label');
    await textSoon(element, '.label', 'default label');
  });

  it('accepts a JSON prop set as a property without writing it back as an attribute', async () => {
    const element = mount(`<cp-probe></cp-probe>`) as HTMLElement & { rows?: unknown[] };
    const rows = [{ id: 1 }, { id: 2 }];
    element.rows = rows;
    await textSoon(element, '.rows', '2');
    expect(element.rows).to.equal(rows);
    expect(element.hasAttribute('rows')).to.equal(false);
  });

  it('emits events that bubble out of the shadow root to the document', async () => {
    const element = mount(`<cp-probe></cp-probe>`);
    const button = await until(() => element.shadowRoot?.querySelector('button'));
    const received: CustomEvent<{ ids: string[] }>[] = [];
    const listener = (event: CustomEvent<{ ids: string[] }>) => received.push(event);
    document.addEventListener('cp-row-select', listener);
    button.click();
    document.removeEventListener('cp-row-select', listener);
    expect(received).to.have.length(1);
    expect(received[0]?.detail).to.deep.equal({ ids: ['7'] });
    expect(received[0]?.composed).to.equal(true);
    expect(received[0]?.target).to.equal(element);
  });

  it('re-emits the session-expired signal of the runtime as a DOM event', async () => {
    const element = mount(`<cp-probe></cp-probe>`);
    await until(() => element.shadowRoot?.querySelector('button'));
    let received = 0;
    const listener = () => received++;
    document.addEventListener('cp-session-expired', listener);
    getPortalRuntime().sessionEvents.emit({ type: 'session-expired' });
    document.removeEventListener('cp-session-expired', listener);
    expect(received).to.equal(1);
  });

  it('given the component throws, it shows a danger alert with the message and a retry button', async () => {
    const errors: string[] = [];
    const listener = (event: CustomEvent<{ message: string }>) => errors.push(event.detail.message);
    document.addEventListener('cp-error', listener);
    const element = mount(`<cp-probe explode lang="en"></cp-probe>`);
    const alert = await until(() => element.shadowRoot?.querySelector('cp-sl-alert[variant="danger"]'));
    document.removeEventListener('cp-error', listener);
    expect(alert.hasAttribute('open')).to.equal(true);
    expect(alert.textContent).to.contain('The probe broke');
    expect(alert.textContent).to.contain('Try again');
    expect(errors).to.include('The probe broke');
    element.removeAttribute('explode');
    (alert.querySelector('cp-sl-button') as HTMLElement).click();
    await textSoon(element, '.label', 'default label');
  });

  it('given invalid JSON in an attribute, it shows the alert instead of throwing', async () => {
    const element = mount(`<cp-probe rows="{not json"></cp-probe>`);
    const alert = await until(() => element.shadowRoot?.querySelector('cp-sl-alert[variant="danger"]'));
    expect(alert.textContent).to.contain('Attribute "rows" is not valid JSON');
    element.setAttribute('rows', '[1]');
    await textSoon(element, '.rows', '1');
  });

  it('adopts its styles into the shadow root and leaves document.head alone', async () => {
    const headBefore = document.head.innerHTML;
    const element = mount(`<cp-probe></cp-probe>`);
    await until(() => element.shadowRoot?.querySelector('.label'));
    const sheets = element.shadowRoot?.adoptedStyleSheets ?? [];
    expect(sheets.length).to.be.greaterThan(3);
    expect(getComputedStyle(element.shadowRoot!.querySelector('.label')!).fontWeight).to.equal('700');
    expect(document.head.innerHTML).to.equal(headBefore);
  });

  it('swaps the Shoelace theme sheet with the theme attribute, keeping only one', async () => {
    const element = mount(`<cp-probe theme="dark"></cp-probe>`);
    // Its content shows once the dark sheet (a chunk of its own) is there, adopted in the same commit.
    await until(() => element.shadowRoot?.querySelector('.cp-root.sl-theme-dark .label'));
    const themes = () =>
      (element.shadowRoot?.adoptedStyleSheets ?? []).map(isShoelaceThemeSheet).filter(Boolean);
    expect(themes()).to.deep.equal(['dark']);
    expect(element.dataset.theme).to.equal('dark');
    element.setAttribute('theme', 'light');
    await until(() => element.shadowRoot?.querySelector('.cp-root.sl-theme-light'));
    expect(themes()).to.deep.equal(['light']);
  });

  it('shows its own lang without changing the page language', async () => {
    const i18n = getPortalRuntime().i18n;
    const pageLanguage = i18n.language;
    const element = mount(`<cp-probe lang="zhHans"></cp-probe>`);
    await textSoon(element, '.greeting', '你好');
    expect(i18n.language).to.equal(pageLanguage);
  });

  it('given a hostile page stylesheet, the inside keeps its font size and colour', async () => {
    const hostile = document.createElement('style');
    hostile.textContent = '* { font: 40px serif !important; color: red !important } p { display: none }';
    const element = mount(`<cp-probe></cp-probe>`);
    const label = await until(() => element.shadowRoot?.querySelector<HTMLElement>('.label'));
    const before = getComputedStyle(label);
    const [fontSize, color, fontFamily] = [before.fontSize, before.color, before.fontFamily];
    document.head.append(hostile);
    try {
      const after = getComputedStyle(label);
      expect(after.fontSize).to.equal(fontSize);
      expect(after.fontSize).to.equal('14px');
      expect(after.color).to.equal(color);
      expect(after.color).not.to.equal('rgb(255, 0, 0)');
      expect(after.fontFamily).to.equal(fontFamily);
      expect(after.display).to.equal('block');
    } finally {
      hostile.remove();
    }
  });
});

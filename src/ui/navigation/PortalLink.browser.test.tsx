import { expect } from 'chai';
import { getPortalRuntime, resetPortalRuntimeForTests } from '../../core/runtime/portal-runtime.ts';
import { defineElement } from '../element/define-element.ts';
import type { PortalEvent } from '../element/events.ts';
import { afterEach, describe, it } from '../element/mocha-globals.ts';
import { PortalLink } from './PortalLink.tsx';

defineElement(
  'cp-test-portal-link',
  () => (
    <PortalLink
      path="/track-and-traces/road/L%201%2F2"
      params={{ kind: 'road', loadNumber: 'L 1/2' }}
      className="load-link"
      aria-label="Track load L 1/2"
    >
      L 1/2
    </PortalLink>
  ),
  { props: {}, needsSession: false },
);

async function until<T>(read: () => T | null | undefined, timeout = 3000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function mountLink(): Promise<HTMLAnchorElement> {
  const element = document.createElement('cp-test-portal-link');
  document.body.append(element);
  return until(() => element.shadowRoot?.querySelector<HTMLAnchorElement>('a.load-link'));
}

/**
 * Clicks `link` with `init` and answers whether the link prevented the click and which
 * `cp-navigate` events it sent. The document listener runs after the link's own handler, notes
 * whether the browser would have followed the link, then stops it: the test page must stay.
 */
function click(link: HTMLAnchorElement, type: 'click' | 'auxclick', init: MouseEventInit = {}) {
  const navigations: PortalEvent<'cp-navigate'>[] = [];
  const onNavigate = (event: PortalEvent<'cp-navigate'>) => navigations.push(event);
  let prevented: boolean | undefined;
  const onClick = (event: MouseEvent) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('cp-navigate', onNavigate);
  document.addEventListener(type, onClick);
  try {
    link.dispatchEvent(new MouseEvent(type, { bubbles: true, composed: true, cancelable: true, ...init }));
  } finally {
    document.removeEventListener('cp-navigate', onNavigate);
    document.removeEventListener(type, onClick);
  }
  return { prevented, navigations };
}

describe('PortalLink', () => {
  afterEach(() => {
    for (const element of document.querySelectorAll('cp-test-portal-link')) element.remove();
    resetPortalRuntimeForTests();
  });

  it("given a portalUrl (a page on another origin), the link leads to the portal's page there", async () => {
    resetPortalRuntimeForTests();
    getPortalRuntime({ portalUrl: 'https://portal.example' });
    const link = await mountLink();
    expect(link.href).to.equal('https://portal.example/track-and-traces/road/L%201%2F2');
  });

  it('is a real link to the portal path, named by its label, reachable with the keyboard', async () => {
    const link = await mountLink();
    expect(link.getAttribute('href')).to.equal('/track-and-traces/road/L%201%2F2');
    expect(link.href).to.equal(`${location.origin}/track-and-traces/road/L%201%2F2`);
    expect(link.getAttribute('aria-label')).to.equal('Track load L 1/2');
    expect(link.tabIndex).to.equal(0);
    link.focus();
    expect(link.getRootNode()).to.not.equal(document);
    expect((link.getRootNode() as ShadowRoot).activeElement).to.equal(link);
  });

  it('given a plain click, it asks the host to navigate once and does not follow the link', async () => {
    const link = await mountLink();
    const before = location.href;
    const { prevented, navigations } = click(link, 'click', { button: 0 });
    expect(prevented).to.equal(true);
    expect(navigations).to.have.length(1);
    expect(navigations[0]?.detail).to.deep.equal({
      path: '/track-and-traces/road/L%201%2F2',
      params: { kind: 'road', loadNumber: 'L 1/2' },
    });
    expect(navigations[0]?.composed).to.equal(true);
    expect(location.href).to.equal(before);
  });

  it('given a click with ctrl, meta, shift or alt, it leaves the click to the browser and sends nothing', async () => {
    const link = await mountLink();
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
      const { prevented, navigations } = click(link, 'click', { button: 0, [modifier]: true });
      expect(prevented, modifier).to.equal(false);
      expect(navigations, modifier).to.have.length(0);
    }
  });

  it('given a middle click, it leaves the click to the browser (new tab) and sends nothing', async () => {
    const link = await mountLink();
    for (const type of ['auxclick', 'click'] as const) {
      const { prevented, navigations } = click(link, type, { button: 1 });
      expect(prevented, type).to.equal(false);
      expect(navigations, type).to.have.length(0);
    }
  });
});

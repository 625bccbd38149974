import { expect } from 'chai';
import { afterEach, describe, it } from '../ui/element/mocha-globals.ts';
import { type ElementTagWatch, watchElementTags } from './loader-observer.ts';
import { tagsLoadedElsewhere } from './tags-loaded-elsewhere.ts';

async function until<T>(read: () => T | null | undefined | false, timeout = 10_000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${read}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let serial = 0;
/** A fresh tag name per test: a tag, once defined, stays defined for the page. */
const freshTag = (name: string) => `cp-lazy-${name}-${++serial}`;

/** Loaders that define their tag after a delay (as a module import would), counting their calls. */
function stubLoaders(tags: Record<string, CustomElementConstructor | undefined>) {
  const calls: Record<string, number> = {};
  const loaders: Record<string, () => Promise<unknown>> = {};
  for (const [tag, element] of Object.entries(tags)) {
    calls[tag] = 0;
    loaders[tag] = async () => {
      calls[tag] = (calls[tag] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      customElements.define(tag, element ?? class extends HTMLElement {});
    };
  }
  return { loaders, calls };
}

/** Like our own elements: an open shadow root from the constructor, rendered into a little later. */
function renderingHost(innerTag: string): CustomElementConstructor {
  return class extends HTMLElement {
    constructor() {
      super();
      this.attachShadow({ mode: 'open' });
    }
    connectedCallback() {
      setTimeout(() => {
        if (this.shadowRoot) this.shadowRoot.innerHTML = `<section><${innerTag}></${innerTag}></section>`;
      }, 30);
    }
  };
}

const holder = () => {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
};

let watch: ElementTagWatch | undefined;
const defined = (tag: string) => customElements.get(tag) !== undefined;

afterEach(() => {
  watch?.disconnect();
  watch = undefined;
  for (const element of document.querySelectorAll('body > div')) element.remove();
});

describe('lazy loader (watchElementTags)', () => {
  it('given a tag already in the page when it starts, it imports its module and the tag gets defined', async () => {
    const tag = freshTag('present');
    holder().innerHTML = `<p><${tag}></${tag}></p>`;
    const { loaders, calls } = stubLoaders({ [tag]: undefined });
    watch = watchElementTags(loaders);
    await until(() => defined(tag));
    expect(calls[tag]).to.equal(1);
    expect(document.querySelector(tag)?.matches(':defined')).to.equal(true);
  });

  it('given a tag added later, it imports its module then; an unknown tag or a plain element imports nothing', async () => {
    const tag = freshTag('later');
    const { loaders, calls } = stubLoaders({ [tag]: undefined });
    watch = watchElementTags(loaders);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls[tag], 'nothing before the tag appears').to.equal(0);
    holder().innerHTML = `<x-other></x-other><span><${tag}></${tag}></span>`;
    await until(() => defined(tag));
    expect(calls[tag]).to.equal(1);
  });

  it('given a tag whose React component loads its own module (the React entry), it imports nothing for it; another tag still loads', async () => {
    const [react, plain] = [freshTag('react'), freshTag('plain')];
    tagsLoadedElsewhere().add(react);
    const { loaders, calls } = stubLoaders({ [react]: undefined, [plain]: undefined });
    watch = watchElementTags(loaders);
    holder().innerHTML = `<${react}></${react}><${plain}></${plain}>`;
    await until(() => defined(plain));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls[react], 'left to the React component').to.equal(0);
    expect(calls[plain]).to.equal(1);
  });

  it('given a tag in the page that a React component claims just after the watch started (server HTML, one bundle), it imports nothing for it', async () => {
    const tag = freshTag('claimed-late');
    holder().innerHTML = `<${tag}></${tag}>`;
    const { loaders, calls } = stubLoaders({ [tag]: undefined });
    watch = watchElementTags(loaders);
    tagsLoadedElsewhere().add(tag);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls[tag], 'left to the React component').to.equal(0);
  });

  it('given a tag inside an open shadow root, present or attached later, it imports its module', async () => {
    const inExisting = freshTag('in-shadow');
    const inRendered = freshTag('rendered');
    const host = freshTag('host');
    // A shadow root that exists before the watch starts, and one our own kind of element attaches
    // when its (lazily loaded) module defines it, then renders a tag into.
    const plain = holder();
    plain.attachShadow({ mode: 'open' }).innerHTML = `<div><${inExisting}></${inExisting}></div>`;
    holder().innerHTML = `<${host}></${host}>`;
    const { loaders, calls } = stubLoaders({
      [inExisting]: undefined,
      [host]: renderingHost(inRendered),
      [inRendered]: undefined,
    });
    watch = watchElementTags(loaders);
    await until(() => defined(inExisting) && defined(host) && defined(inRendered));
    expect(calls).to.deep.equal({ [inExisting]: 1, [host]: 1, [inRendered]: 1 });
    const rendered = document.querySelector(host)?.shadowRoot?.querySelector(inRendered);
    expect(rendered?.matches(':defined')).to.equal(true);
  });

  it('given a shadow root added to the page later, with a tag in it, it imports that module too', async () => {
    const tag = freshTag('added-shadow');
    const { loaders } = stubLoaders({ [tag]: undefined });
    watch = watchElementTags(loaders);
    const outside = document.createElement('div');
    outside.attachShadow({ mode: 'open' }).innerHTML = `<${tag}></${tag}>`;
    document.body.append(outside);
    await until(() => defined(tag));
  });

  it('given many instances, appearing at once and over time, it imports the module once', async () => {
    const tag = freshTag('many');
    const host = freshTag('many-host');
    const { loaders, calls } = stubLoaders({ [tag]: undefined, [host]: renderingHost(tag) });
    holder().innerHTML = `<${tag}></${tag}>`.repeat(20);
    watch = watchElementTags(loaders);
    // More while the import is still under way, in the light DOM and in shadow roots.
    for (let index = 0; index < 10; index += 1) {
      holder().innerHTML = `<${tag}></${tag}><${host}></${host}>`;
    }
    await until(() => defined(tag) && defined(host));
    await until(() => document.querySelectorAll(host)[9]?.shadowRoot?.querySelector(tag));
    holder().innerHTML = `<${tag}></${tag}>`;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).to.deep.equal({ [tag]: 1, [host]: 1 });
  });

  it('given a failed import, it reports it and imports again when the tag next appears', async () => {
    const tag = freshTag('flaky');
    let attempts = 0;
    const reported: unknown[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => reported.push(args[0]);
    try {
      watch = watchElementTags({
        [tag]: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('offline');
          customElements.define(tag, class extends HTMLElement {});
        },
      });
      holder().innerHTML = `<${tag}></${tag}>`;
      await until(() => reported.length === 1);
      expect(String(reported[0])).to.contain(tag);
      holder().innerHTML = `<${tag}></${tag}>`;
      await until(() => defined(tag));
      expect(attempts).to.equal(2);
    } finally {
      console.error = consoleError;
    }
  });

  it('after disconnect(), a tag that appears imports nothing', async () => {
    const tag = freshTag('stopped');
    const { loaders, calls } = stubLoaders({ [tag]: undefined });
    watch = watchElementTags(loaders);
    watch.disconnect();
    holder().innerHTML = `<${tag}></${tag}>`;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls[tag]).to.equal(0);
  });
});

describe('lazy loader (loader.js)', () => {
  it('maps every registration module by its tag, and loads a real element placed in a shadow root', async () => {
    const { elementModules } = await import('./loader.ts');
    expect(Object.keys(elementModules)).to.include.members(['cp-orders', 'cp-tracking', 'cp-snackbar']);
    expect(Object.keys(elementModules).every((tag) => /^cp-[a-z][a-z0-9-]*$/.test(tag))).to.equal(true);
    expect(customElements.get('cp-snackbar'), 'not loaded before it appears').to.equal(undefined);
    const outside = holder();
    outside.attachShadow({ mode: 'open' }).innerHTML = '<cp-snackbar lang="en"></cp-snackbar>';
    await customElements.whenDefined('cp-snackbar');
    const snackbar = outside.shadowRoot?.querySelector('cp-snackbar');
    expect(snackbar?.matches(':defined')).to.equal(true);
    await until(() => snackbar?.shadowRoot);
  });
});

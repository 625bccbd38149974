import type { DOMPurify } from 'dompurify';

/**
 * Memo HTML is written by staff and shown on every customer's dashboard and login page, so it is
 * sanitized before it is stored, with the rules the dashboard applies before it renders server HTML
 * (src/ui/server-html/sanitize-server-html.ts): no scripts, styles, frames, forms or event
 * handlers; links open a new tab without access to the portal; only absolute https images. The
 * browser sanitizes again: this is the second wall, not the only one.
 * DOMPurify needs a DOM: jsdom, loaded on the first memo written (it takes a second to load).
 */
let purifier: Promise<DOMPurify> | undefined;

const SAFE_IMAGE_SOURCE = /^https:\/\//i;

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'link', 'meta', 'base'],
  FORBID_ATTR: ['style', 'srcset'],
  ADD_ATTR: ['target'],
};

async function createPurifier(): Promise<DOMPurify> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const instance = createDOMPurify(new JSDOM('').window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.nodeName === 'IMG' && !SAFE_IMAGE_SOURCE.test(node.getAttribute('src') ?? '')) node.remove();
  });
  return instance;
}

/** Memo HTML made safe to store and show. */
export async function sanitizeMemoHtml(html: string): Promise<string> {
  purifier ??= createPurifier();
  return (await purifier).sanitize(html, CONFIG);
}

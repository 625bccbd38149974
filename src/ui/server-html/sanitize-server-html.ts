import createDOMPurify from 'dompurify';

/**
 * News and memos are HTML written on the server side (docs/security.md#server-html). This purifier
 * is our own instance, so its hooks never change a DOMPurify the embedding page uses.
 */
const purifier = createDOMPurify(window);

// Relative image addresses would resolve against the embedding page, and `src=x` style payloads
// are what attacks look like: only absolute https images stay.
const SAFE_IMAGE_SOURCE = /^https:\/\//i;

purifier.addHook('afterSanitizeAttributes', (node) => {
  // Node names, not instanceof: the HTML is parsed in a separate document.
  if (node.nodeName === 'A' && node.hasAttribute('href')) {
    // Server links leave the portal: a new tab, without access to our window or our address.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.nodeName === 'IMG' && !SAFE_IMAGE_SOURCE.test(node.getAttribute('src') ?? '')) {
    node.remove();
  }
});

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'link', 'meta', 'base'],
  FORBID_ATTR: ['style', 'srcset'],
  ADD_ATTR: ['target'],
};

/** Server HTML made safe to render: no scripts, event handlers, styles or frames; links open a new tab. */
export function sanitizeServerHtml(html: string): string {
  return purifier.sanitize(html, CONFIG);
}

/**
 * The same, for an element's innerHTML (React's `dangerouslySetInnerHTML`): TrustedHTML from
 * our DOMPurify's policy (`cp-dompurify`) where the browser has Trusted Types, so a page that reports or
 * enforces them hears nothing from us; a string elsewhere.
 */
export function trustedServerHtml(html: string): TrustedHTML | string {
  return purifier.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });
}

/**
 * The same, parsed: the body of DOMPurify's inert document (no script runs, no image loads), for
 * code that reads the text. Parsing a string ourselves would be a Trusted Types sink.
 */
export function sanitizedServerHtmlBody(html: string): HTMLElement {
  return purifier.sanitize(html, { ...CONFIG, RETURN_DOM: true }) as HTMLElement;
}

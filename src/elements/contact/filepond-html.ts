import createDOMPurify from 'dompurify';

// FilePond writes its labels and icons with innerHTML, a Trusted Types sink that an embedding page
// reporting `require-trusted-types-for 'script'` hears about on every drop area, item and button.
// The element build (scripts/vite-filepond-trusted-html.mjs) hands each of those strings to this
// function first: sanitized by our own DOMPurify instance, and returned as TrustedHTML through
// our DOMPurify's policy (`cp-dompurify`) where the browser has Trusted Types, a plain string elsewhere.
const purifier = createDOMPurify(window);

/** FilePond's markup (its SVG icons, our translated labels), safe for its innerHTML. */
export function filePondHtml(html: string): string {
  // TrustedHTML is accepted wherever innerHTML takes a string; FilePond's code only assigns it.
  return purifier.sanitize(html, { RETURN_TRUSTED_TYPE: true }) as unknown as string;
}

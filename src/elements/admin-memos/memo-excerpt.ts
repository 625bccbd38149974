import { sanitizedServerHtmlBody } from '../../ui/server-html/sanitize-server-html.ts';

/** Characters of a memo's plain text shown in the table. */
export const MEMO_EXCERPT_LENGTH = 80;

/** Elements after which the text of the next one starts a new word, not the same one. */
const BLOCK_ELEMENTS = 'p, div, br, li, h1, h2, h3, h4, h5, h6, td, th, tr, blockquote, pre, hr, dt, dd';

/**
 * A memo's HTML as a short line of plain text for the table: sanitized first (so the text of a
 * script or style never shows) into DOMPurify's inert document (no script runs, no image loads)
 * and read as textContent — the server's HTML is never put into the live page.
 * Blocks are separated by a space, whitespace collapsed, and the text cut at `length` with '…'.
 */
export function memoExcerpt(html: string, length = MEMO_EXCERPT_LENGTH): string {
  const body = sanitizedServerHtmlBody(html);
  for (const block of body.querySelectorAll(BLOCK_ELEMENTS)) block.after(' ');
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  const characters = [...text];
  if (characters.length <= length) return text;
  return `${characters
    .slice(0, length - 1)
    .join('')
    .trimEnd()}…`;
}

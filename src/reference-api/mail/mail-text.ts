/** The named character references the portal's mail bodies use (outbox-mail.ts `escapeHtml`), and a few more. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/**
 * The plain-text part of a mail whose HTML body the portal wrote itself (outbox-mail.ts,
 * contact-mail.ts: paragraphs, links, a table of fields): paragraphs apart by a blank line, a link as
 * its address (or its text and address), a field as `label: value`, line breaks kept where the body
 * keeps them (a customer's message). Not a general HTML converter: the bodies are never user HTML.
 */
export function textOfMailHtml(html: string): string {
  return decodeEntities(
    html
      // The line breaks between our own blocks are layout, not text.
      .replace(/>\s*\n\s*</g, '><')
      .replace(/<a\s[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_whole, href: string, label: string) => {
        const text = label.replace(/<[^>]*>/g, '');
        return decodeEntities(text) === decodeEntities(href) ? href : `${text} (${href})`;
      })
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|table|h[1-6])>/gi, '\n\n')
      .replace(/<\/tr>/gi, '\n')
      .replace(/<\/th>/gi, ': ')
      .replace(/<\/td>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
  );
}

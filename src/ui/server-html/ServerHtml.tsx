import { useMemo } from 'react';
import { trustedServerHtml } from './sanitize-server-html.ts';

/** Server HTML (news, memos) rendered only after DOMPurify has made it safe. */
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => trustedServerHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}

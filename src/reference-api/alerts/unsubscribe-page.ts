import { escapeHtml } from '../auth/outbox-mail.ts';
import { message, type ServerLanguage } from '../platform/server-messages.ts';

/** The stylesheet of the unsubscribe pages: the portal's strict policy allows no inline style. */
export const UNSUBSCRIBE_CSS = `:root{color-scheme:light dark;--bar:#010101;--stripe:#ed5a48;--page:#efefef;--surface:#fff;--text:#1a1a1a;--muted:#555;--link:#bc2513}
@media (prefers-color-scheme:dark){:root{--page:#121212;--surface:#1e1e1e;--text:#ececec;--muted:#b0b0b0;--link:#ff8a7a}}
*{box-sizing:border-box}
body{margin:0;background:var(--page);color:var(--text);font:16px/1.5 'Segoe UI','Helvetica Neue',Arial,'Noto Sans','PingFang SC','Microsoft YaHei',sans-serif}
main{max-width:560px;margin:48px auto;padding:0 16px}
.card{background:var(--surface);border-radius:8px;overflow:hidden;box-shadow:0 1px 3px rgb(0 0 0/.2)}
h1{margin:0;padding:16px 24px;background:var(--bar);color:#fff;font-size:1.2rem;border-bottom:4px solid var(--stripe);overflow-wrap:anywhere;hyphens:auto}
.body{padding:24px}
p{margin:0 0 16px}
.body>:last-child{margin-bottom:0}
@media (max-width:480px){main{margin:16px auto;padding:0 8px}h1,.body{padding-left:16px;padding-right:16px}}
a{color:var(--link)}
button{font:inherit;font-weight:600;padding:10px 20px;border:0;border-radius:4px;background:#bc2513;color:#fff;cursor:pointer;min-height:44px}
button:hover{filter:brightness(.92)}
button:focus-visible,a:focus-visible{outline:3px solid var(--link);outline-offset:2px}
`;

/** What an unsubscribe page says: the question with its button, that it is done, or that the link is not valid. */
export type UnsubscribeState = 'confirm' | 'done' | 'notFound';

/**
 * An unsubscribe page (docs/alerts.md#e-mail) in the login's language: plain HTML with no script, its
 * style from UNSUBSCRIBE_CSS. `confirm` posts `List-Unsubscribe=One-Click` to `action` as a mail
 * client's one-click does; a GET never changes anything (mail scanners open links).
 */
export function unsubscribePage(
  language: ServerLanguage,
  state: UnsubscribeState,
  links: { action: string; settings: string; stylesheet: string },
): string {
  const t = (key: Parameters<typeof message>[1]) => escapeHtml(message(language, key));
  const settings = `<a href="${escapeHtml(links.settings)}">${t('alertMail.pageSettings')}</a>`;
  const body =
    state === 'confirm'
      ? `<p>${t('alertMail.pageConfirm')}</p>
<form method="post" action="${escapeHtml(links.action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<p><button type="submit">${t('alertMail.pageButton')}</button></p>
</form>
<p>${settings}</p>`
      : `<p>${t(state === 'done' ? 'alertMail.pageDone' : 'alertMail.pageNotFound')}</p>
<p>${settings}</p>`;
  return `<!doctype html>
<html lang="${language === 'zhHans' ? 'zh-Hans' : language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('alertMail.pageTitle')}</title>
<link rel="stylesheet" href="${escapeHtml(links.stylesheet)}">
</head>
<body>
<main><div class="card"><h1>${t('alertMail.pageTitle')}</h1><div class="body">
${body}
</div></div></main>
</body>
</html>
`;
}

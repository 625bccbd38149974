import '@shoelace-style/shoelace/dist/components/button/button.js';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import '../../ui/dialog/dialog-shoelace.ts';
import type { EmailDetail, EmailLogEntry } from '../../core/api/contract/admin-emails.ts';
import { formatDateTime } from '../../core/i18n/format.ts';
import { TABLE_ICON_LIBRARY } from '../../ui/data-table/table-icons.ts';
import { DialogQueryState } from '../../ui/dialog/DialogQueryState.tsx';
import { isOwnEvent } from '../../ui/dialog/dialog-close.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { trustedServerHtml } from '../../ui/server-html/sanitize-server-html.ts';
import { EmailStatusBadge } from './EmailStatusBadge.tsx';
import { isHtmlBody } from './email-columns.tsx';

/** The query key of one e-mail's detail; invalidated after a resend so an open dialog shows the new log entry. */
export const emailQueryKey = (emailId: number | null) => ['adminEmail', emailId] as const;

export interface EmailViewDialogProps {
  open: boolean;
  /** The e-mail shown; kept while the dialog closes so its content stays during the animation. */
  emailId: number | null;
  fetchEmail: (emailId: number, signal: AbortSignal) => Promise<EmailDetail>;
  /** The Resend button: asks for confirmation (the caller's ConfirmDialog); no button without it. */
  onResend?: (email: EmailDetail) => void;
  onClose: () => void;
}

/**
 * One e-mail, read-only, in a modal Shoelace dialog: addresses and subject, the body (HTML through
 * the dashboard's DOMPurify sanitizer, or plain text) and its send log, with a Resend button.
 */
export function EmailViewDialog({ open, emailId, fetchEmail, onResend, onClose }: EmailViewDialogProps) {
  const { t } = usePortalTranslation('admin-emails');
  const { t: admin } = usePortalTranslation('admin');
  const email = useQuery({
    queryKey: emailQueryKey(emailId),
    queryFn: ({ signal }) => fetchEmail(emailId as number, signal),
    enabled: open && emailId !== null,
  });
  return (
    <cp-sl-dialog
      class="cp-dialog email-dialog"
      label={t('view.title')}
      open={open}
      onsl-after-hide={(event) => {
        if (isOwnEvent(event)) onClose();
      }}
    >
      <DialogQueryState
        query={email}
        open={open}
        loading={t('view.loading')}
        failed={t('view.loadFailed')}
        retry={t('view.retry')}
      />
      {email.data && <EmailDetails email={email.data} />}
      <div slot="footer" className="cp-dialog__actions email-dialog__actions">
        {email.data && onResend && (
          <cp-sl-button variant="default" onClick={() => email.data && onResend(email.data)}>
            <cp-sl-icon slot="prefix" library={TABLE_ICON_LIBRARY} name="envelope-arrow-up" />
            {t('resend.action')}
          </cp-sl-button>
        )}
        <cp-sl-button variant="primary" onClick={onClose}>
          {admin('actions.close')}
        </cp-sl-button>
      </div>
    </cp-sl-dialog>
  );
}

/** Addresses, subject, status and dates, the body and the send log of one e-mail. */
function EmailDetails({ email }: { email: EmailDetail }) {
  const { t, language } = usePortalTranslation('admin-emails');
  const { t: admin } = usePortalTranslation('admin');
  const bodyId = useId();
  const logId = useId();
  const none = admin('none');
  const addresses: [string, string | null][] = [
    [t('view.from'), email.fromAddress],
    [t('view.to'), email.toAddress],
    [t('view.cc'), email.cc],
    [t('view.bcc'), email.bcc],
    [t('view.subject'), email.subject],
  ];
  return (
    // Focusable so that the keyboard can scroll a long e-mail (the dialog's body scrolls, and its
    // buttons are in the footer): a region named after the e-mail's subject.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="email-detail" aria-label={email.subject || t('view.title')} tabIndex={0}>
      <dl className="email-detail__meta">
        {addresses.map(([label, value]) => (
          <div key={label} className="email-detail__pair">
            <dt>{label}</dt>
            <dd>{value || none}</dd>
          </div>
        ))}
        <div className="email-detail__pair">
          <dt>{t('view.status')}</dt>
          <dd>
            <EmailStatusBadge status={email.status} />
          </dd>
        </div>
        <div className="email-detail__pair">
          <dt>{t('view.createdAt')}</dt>
          <dd>{formatDateTime(email.createdAt, language)}</dd>
        </div>
        <div className="email-detail__pair">
          <dt>{t('view.sentAt')}</dt>
          <dd>{formatDateTime(email.sentAt, language) || none}</dd>
        </div>
        {/* Only what the SMTP sender did: a server without SMTP never tries a mail. */}
        {email.attempts > 0 && (
          <div className="email-detail__pair">
            <dt>{t('view.attempts')}</dt>
            <dd>{email.attempts}</dd>
          </div>
        )}
        {email.nextAttemptAt && (
          <div className="email-detail__pair">
            <dt>{t('view.nextAttemptAt')}</dt>
            <dd>{formatDateTime(email.nextAttemptAt, language)}</dd>
          </div>
        )}
        {email.lastResponse && (
          <div className="email-detail__pair">
            <dt>{t('view.lastResponse')}</dt>
            <dd>
              <code className="email-detail__answer">{email.lastResponse}</code>
            </dd>
          </div>
        )}
      </dl>
      <section aria-labelledby={bodyId}>
        <h3 id={bodyId} className="email-detail__heading">
          {t('view.body')}
        </h3>
        <EmailBody body={email.body} />
      </section>
      <section aria-labelledby={logId}>
        <h3 id={logId} className="email-detail__heading">
          {t('log.title')}
        </h3>
        <EmailLog entries={email.log} />
      </section>
    </section>
  );
}

/** The body: HTML made safe by the dashboard's sanitizer, or plain text as it is. */
function EmailBody({ body }: { body: string }) {
  const { t } = usePortalTranslation('admin-emails');
  const html = useMemo(() => (isHtmlBody(body) ? trustedServerHtml(body) : null), [body]);
  if (!body.trim()) return <p className="email-detail__empty">{t('view.noBody')}</p>;
  if (html === null) return <pre className="email-detail__body email-detail__body--text">{body}</pre>;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the dashboard's DOMPurify just above
    <div className="email-detail__body server-html" dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** The send log, oldest first: when, what happened, the message and who caused it. */
function EmailLog({ entries }: { entries: readonly EmailLogEntry[] }) {
  const { t, language } = usePortalTranslation('admin-emails');
  if (entries.length === 0) return <p className="email-detail__empty">{t('log.empty')}</p>;
  return (
    <div className="email-log__scroll">
      <table className="email-log" part="email-log">
        <thead>
          <tr>
            <th scope="col">{t('log.loggedAt')}</th>
            <th scope="col">{t('log.event')}</th>
            <th scope="col">{t('log.message')}</th>
            <th scope="col">{t('log.actor')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            // The log is append-only and has no ids, and attempts refused alike can share time, event and
            // message: an entry's place is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: append-only list, entries never move
            <tr key={index} data-event={entry.event}>
              <td>{formatDateTime(entry.loggedAt, language)}</td>
              <td>{t(`log.events.${entry.event}`, { defaultValue: entry.event })}</td>
              <td>{entry.message}</td>
              <td>{entry.actor ?? t('log.system')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import '@shoelace-style/shoelace/dist/components/button/button.js';
import { useQuery } from '@tanstack/react-query';
import '../../ui/dialog/dialog-shoelace.ts';
import type { ApiKeyCall, ApiKeyRow } from '../../core/api/browser-contract/admin-api-keys.ts';
import { formatDateTime } from '../../core/i18n/format.ts';
import { DialogQueryState } from '../../ui/dialog/DialogQueryState.tsx';
import { isOwnEvent } from '../../ui/dialog/dialog-close.ts';
import { type Translate, usePortalTranslation } from '../../ui/element/use-portal-translation.ts';

/** The query key of a key's calls. */
export const apiKeyCallsQueryKey = (apiKeyId: number | null) => ['adminApiKeyCalls', apiKeyId] as const;

export interface ApiKeyCallsDialogProps {
  open: boolean;
  /** The key whose calls are shown; kept while the dialog closes. */
  apiKey: ApiKeyRow | null;
  fetchCalls: (apiKeyId: number, signal: AbortSignal) => Promise<ApiKeyCall[]>;
  onClose: () => void;
}

const statusTexts = ['200', '400', '401', '403', '413', '429', '500'] as const;

/** A key's latest calls, newest first: time, call, status, records sent, and the counts or the refusal. */
export function ApiKeyCallsDialog({ open, apiKey, fetchCalls, onClose }: ApiKeyCallsDialogProps) {
  const { t } = usePortalTranslation('admin-integrations');
  const { t: admin } = usePortalTranslation('admin');
  const apiKeyId = apiKey?.apiKeyId ?? null;
  const calls = useQuery({
    queryKey: apiKeyCallsQueryKey(apiKeyId),
    queryFn: ({ signal }) => fetchCalls(apiKeyId as number, signal),
    enabled: open && apiKeyId !== null,
    // Every opening shows the calls as they are now.
    staleTime: 0,
  });
  return (
    <cp-sl-dialog
      class="cp-dialog calls-dialog"
      label={t('calls.title', { name: apiKey?.name ?? '' })}
      open={open}
      onsl-after-hide={(event) => {
        if (isOwnEvent(event)) onClose();
      }}
    >
      <DialogQueryState
        query={calls}
        open={open}
        loading={t('calls.loading')}
        failed={t('calls.loadFailed')}
        retry={t('calls.retry')}
      />
      {calls.data && <CallsTable calls={calls.data} />}
      <div slot="footer" className="cp-dialog__actions">
        <cp-sl-button variant="primary" onClick={onClose}>
          {admin('actions.close')}
        </cp-sl-button>
      </div>
    </cp-sl-dialog>
  );
}

function CallsTable({ calls }: { calls: readonly ApiKeyCall[] }) {
  const { t, language } = usePortalTranslation('admin-integrations');
  if (calls.length === 0) return <p className="calls__empty">{t('calls.empty')}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="calls__scroll" tabIndex={0} aria-label={t('calls.caption')}>
      <table className="calls" part="key-calls">
        <caption className="calls__caption">{t('calls.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('calls.calledAt')}</th>
            <th scope="col">{t('calls.call')}</th>
            <th scope="col">{t('calls.status')}</th>
            <th scope="col">{t('calls.items')}</th>
            <th scope="col">{t('calls.result')}</th>
          </tr>
        </thead>
        <tbody>
          {calls.map((call) => (
            <tr key={call.requestId} data-status={call.status}>
              <td data-label={t('calls.calledAt')}>{formatDateTime(call.calledAt, language)}</td>
              <td data-label={t('calls.call')}>
                <code>{call.call}</code>
              </td>
              <td data-label={t('calls.status')}>
                <span className={call.status < 300 ? 'calls__status' : 'calls__status calls__status--failed'}>
                  {call.status} {statusText(t, call.status)}
                </span>
              </td>
              <td data-label={t('calls.items')}>{call.items ?? ''}</td>
              <td data-label={t('calls.result')}>{callResult(t, call)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function statusText(t: Translate<'admin-integrations'>, status: number): string {
  const known = statusTexts.find((code) => code === String(status));
  return known ? t(`calls.statusText.${known}`) : '';
}

/** The counts of a written batch, or how many records a refused one named. */
function callResult(t: Translate<'admin-integrations'>, call: ApiKeyCall): string {
  if (call.refused !== null) return t('calls.refused', { count: call.refused });
  if (call.created === null || call.updated === null || call.unchanged === null) return '';
  return t('calls.counts', { created: call.created, updated: call.updated, unchanged: call.unchanged });
}

import { useMemo } from 'react';
import {
  type EmailDetail,
  type EmailRow,
  getEmail,
  getEmailsTable,
  resendEmail,
} from '../../core/api/browser-contract/admin-emails.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { readPage, toListRequestBody } from '../../core/table/table-wire.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';

/** The e-mail send log calls of the admin contract. */
export interface EmailsApi {
  fetchPage: (request: TableRequest, signal: AbortSignal) => Promise<TablePage<EmailRow>>;
  /** One e-mail with its body and send log. */
  fetchEmail: (emailId: number, signal?: AbortSignal) => Promise<EmailDetail>;
  /** Sends the e-mail again; resolves to the copy's row (the original's log records the resend). */
  resend: (emailId: number) => Promise<EmailRow>;
}

/** The e-mail calls (staff only) bound to the page's API client. */
export function useEmailsApi(): EmailsApi {
  const { api } = useRuntime();
  return useMemo<EmailsApi>(
    () => ({
      fetchPage: async (request, signal) =>
        readPage(await api.call(getEmailsTable, { body: toListRequestBody(request), signal })),
      fetchEmail: (emailId, signal) =>
        api.call(getEmail, { query: { emailId }, ...(signal ? { signal } : {}) }),
      resend: (emailId) => api.call(resendEmail, { body: { emailId } }),
    }),
    [api],
  );
}

import { join, resolve } from 'node:path';

/**
 * The mail drop folder (MAIL_DROP_DIR) of the end-to-end server on `port`: the reference API writes
 * every mail it sends there as a JSON file, which is how these tests read mails (the API has no
 * mailbox). One folder per server, beside the e2e data folder.
 */
export function mailDropDir(port: number | string): string {
  return resolve(join(`${process.env.E2E_DATA_DIR ?? '.data-e2e'}-mails`, String(port)));
}

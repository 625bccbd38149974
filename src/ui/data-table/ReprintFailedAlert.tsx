import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import type { Reprint } from './use-reprint.ts';

/** The closable "could not be reprinted" alert above a list, while its last reprint has failed. */
export function ReprintFailedAlert({
  reprint,
  message,
}: {
  reprint: Pick<Reprint<unknown>, 'failed' | 'dismiss'>;
  message: string;
}) {
  if (!reprint.failed) return null;
  return (
    <cp-sl-alert variant="danger" open closable onsl-after-hide={reprint.dismiss}>
      <cp-sl-icon slot="icon" library="cp" name="exclamation-octagon" />
      {message}
    </cp-sl-alert>
  );
}

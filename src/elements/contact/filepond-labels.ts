import type { FilePondErrorDescription, FilePondOptions } from 'filepond';
import type { Translate } from '../../ui/element/use-portal-translation.ts';

/**
 * Text for a failed upload. A refusal with a reason (4xx) reads 'code (reason)', as FilePond shows
 * a refused load (docs/screens/contact.md#upload-limits); a quota refusal without one (413, 429 from a proxy or a body limit)
 * gets the reason from `byStatus`; anything else is the translated 'Error during upload'.
 */
export function processingErrorLabel(
  error: FilePondErrorDescription | null | undefined,
  fallback: string,
  byStatus: Readonly<Record<number, string>> = {},
): string {
  if (!error || error.code < 400 || error.code >= 500) return fallback;
  const reason = error.body || byStatus[error.code];
  return reason ? `${error.code} (${reason})` : fallback;
}

/** Whether the user points with a mouse or trackpad, where "tap to retry" is the wrong verb. */
export const pointsWithMouse = () => globalThis.matchMedia?.('(pointer: fine)').matches ?? false;

/**
 * Every FilePond label in the element's language: the texts of docs/screens/contact.md#upload-errors from the portal namespace
 * (`upload.*`), the rest (progress, buttons, sizes) from the contact namespace (`upload.*`). The
 * the labels "tap to retry/cancel/undo" (docs/screens/contact.md#upload-errors) are for touch screens; with a mouse the item says "click".
 */
export function filepondLabels(
  portal: Translate<'portal'>,
  contact: Translate<'contact'>,
  withMouse = pointsWithMouse(),
): FilePondOptions {
  const errorUpload = portal('upload.errorUpload');
  const quotaReasons = { 413: contact('upload.overQuota'), 429: contact('upload.tooManyAtOnce') };
  return {
    labelIdle: portal('upload.idle'),
    labelInvalidField: portal('upload.invalidField'),
    labelFileLoadError: portal('upload.errorLoad'),
    labelFileProcessingError: (error: FilePondErrorDescription) =>
      processingErrorLabel(error, errorUpload, quotaReasons),
    labelFileProcessingRevertError: portal('upload.errorRevert'),
    labelFileRemoveError: portal('upload.errorRemove'),
    labelFileProcessingAborted: portal('upload.aborted'),
    labelFileProcessingComplete: portal('upload.complete'),
    labelTapToRetry: withMouse ? contact('upload.clickToRetry') : portal('upload.tapToRetry'),
    labelTapToCancel: withMouse ? contact('upload.clickToCancel') : portal('upload.tapToCancel'),
    labelTapToUndo: withMouse ? contact('upload.clickToUndo') : portal('upload.tapToUndo'),
    labelFileWaitingForSize: contact('upload.waitingForSize'),
    labelFileSizeNotAvailable: contact('upload.sizeNotAvailable'),
    labelFileLoading: contact('upload.loading'),
    labelFileProcessing: contact('upload.processing'),
    labelFileAdded: contact('upload.added'),
    labelFileRemoved: contact('upload.removed'),
    labelFileCountSingular: contact('upload.fileCountSingular'),
    labelFileCountPlural: contact('upload.fileCountPlural'),
    labelButtonRemoveItem: contact('upload.buttonRemove'),
    labelButtonAbortItemLoad: contact('upload.buttonAbort'),
    labelButtonRetryItemLoad: contact('upload.buttonRetry'),
    labelButtonAbortItemProcessing: contact('upload.buttonCancel'),
    labelButtonUndoItemProcessing: contact('upload.buttonUndo'),
    labelButtonRetryItemProcessing: contact('upload.buttonRetry'),
    labelButtonProcessItem: contact('upload.buttonUpload'),
  };
}

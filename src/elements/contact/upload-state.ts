/**
 * FilePond's item statuses (docs/screens/contact.md#upload-states), by the numbers its `FilePondFile.status`
 * carries. Kept here so the overall state can be computed (and tested) without loading FilePond.
 */
export const UPLOAD_ITEM_STATUS = Object.freeze({
  INIT: 1,
  IDLE: 2,
  PROCESSING: 3,
  PROCESSING_COMPLETE: 5,
  PROCESSING_ERROR: 6,
  LOADING: 7,
  LOAD_ERROR: 8,
  PROCESSING_QUEUED: 9,
  PROCESSING_REVERT_ERROR: 10,
});

/** The overall state of an upload field (docs/screens/contact.md#upload-states). */
export type UploadState = 'empty' | 'idle' | 'error' | 'busy' | 'ready';

const BUSY: readonly number[] = [
  UPLOAD_ITEM_STATUS.INIT,
  UPLOAD_ITEM_STATUS.LOADING,
  UPLOAD_ITEM_STATUS.PROCESSING_QUEUED,
  UPLOAD_ITEM_STATUS.PROCESSING,
];
const FAILED: readonly number[] = [
  UPLOAD_ITEM_STATUS.LOAD_ERROR,
  UPLOAD_ITEM_STATUS.PROCESSING_ERROR,
  UPLOAD_ITEM_STATUS.PROCESSING_REVERT_ERROR,
];

/**
 * The overall state from the item statuses: busy while any item loads or uploads, else error when
 * any failed, else ready when all are on the server, else idle (added but not uploaded); empty
 * without items.
 */
export function overallUploadState(statuses: readonly number[]): UploadState {
  if (statuses.length === 0) return 'empty';
  if (statuses.some((status) => BUSY.includes(status))) return 'busy';
  if (statuses.some((status) => FAILED.includes(status))) return 'error';
  if (statuses.every((status) => status === UPLOAD_ITEM_STATUS.PROCESSING_COMPLETE)) return 'ready';
  return 'idle';
}

/** Whether a form may be sent with the uploads in this state: nothing pending, nothing failed. */
export function uploadsAllowSubmit(state: UploadState): boolean {
  return state === 'empty' || state === 'ready';
}

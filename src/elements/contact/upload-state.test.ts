import { describe, expect, it } from 'vitest';
import { overallUploadState, UPLOAD_ITEM_STATUS as S, uploadsAllowSubmit } from './upload-state.ts';

describe('overall upload state', () => {
  it('is empty without items and lets the form through', () => {
    expect(overallUploadState([])).toBe('empty');
    expect(uploadsAllowSubmit('empty')).toBe(true);
  });

  it('is busy while any item loads, waits or uploads, even beside a failed one', () => {
    for (const busy of [S.INIT, S.LOADING, S.PROCESSING_QUEUED, S.PROCESSING]) {
      expect(overallUploadState([S.PROCESSING_COMPLETE, busy])).toBe('busy');
    }
    expect(overallUploadState([S.PROCESSING_ERROR, S.PROCESSING])).toBe('busy');
    expect(uploadsAllowSubmit('busy')).toBe(false);
  });

  it('is error when an item failed to load, upload or revert, and blocks the form', () => {
    for (const failed of [S.LOAD_ERROR, S.PROCESSING_ERROR, S.PROCESSING_REVERT_ERROR]) {
      expect(overallUploadState([S.PROCESSING_COMPLETE, failed])).toBe('error');
    }
    expect(uploadsAllowSubmit('error')).toBe(false);
  });

  it('is ready when every item is on the server, idle when one is only added', () => {
    expect(overallUploadState([S.PROCESSING_COMPLETE, S.PROCESSING_COMPLETE])).toBe('ready');
    expect(overallUploadState([S.PROCESSING_COMPLETE, S.IDLE])).toBe('idle');
    expect(uploadsAllowSubmit('ready')).toBe(true);
    expect(uploadsAllowSubmit('idle')).toBe(false);
  });
});

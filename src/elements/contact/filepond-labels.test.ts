import { describe, expect, it } from 'vitest';
import { filepondLabels } from './filepond-labels.ts';

// A translation that names its key, so the test sees which text each label took.
const portal = ((key: string) => `portal:${key}`) as Parameters<typeof filepondLabels>[0];
const contact = ((key: string) => `contact:${key}`) as Parameters<typeof filepondLabels>[1];

describe('FilePond labels', () => {
  it('given a mouse, the item says "click to retry/cancel/undo"', () => {
    const labels = filepondLabels(portal, contact, true);
    expect([labels.labelTapToRetry, labels.labelTapToCancel, labels.labelTapToUndo]).toEqual([
      'contact:upload.clickToRetry',
      'contact:upload.clickToCancel',
      'contact:upload.clickToUndo',
    ]);
  });

  it('given a touch screen, the item says "tap to retry/cancel/undo"', () => {
    const labels = filepondLabels(portal, contact, false);
    expect([labels.labelTapToRetry, labels.labelTapToCancel, labels.labelTapToUndo]).toEqual([
      'portal:upload.tapToRetry',
      'portal:upload.tapToCancel',
      'portal:upload.tapToUndo',
    ]);
  });
});

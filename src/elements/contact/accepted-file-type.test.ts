import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../core/api/browser-contract/upload.ts';
import { expectedTypesParams, fileTypeOf, isAcceptedType, isIgnoredName } from './accepted-file-type.ts';

describe('accepted file types', () => {
  it('accepts the portal default types JPEG, PNG and PDF and refuses others', () => {
    const accepted = UPLOAD_LIMITS.acceptedTypes;
    expect(isAcceptedType('image/jpeg', accepted)).toBe(true);
    expect(isAcceptedType('image/png', accepted)).toBe(true);
    expect(isAcceptedType('application/pdf', accepted)).toBe(true);
    expect(isAcceptedType('image/gif', accepted)).toBe(false);
    expect(isAcceptedType('application/x-msdownload', accepted)).toBe(false);
    expect(isAcceptedType('', accepted)).toBe(false);
  });

  it('given a wildcard subtype such as image/*, it accepts every image but nothing else', () => {
    expect(isAcceptedType('image/webp', ['image/*'])).toBe(true);
    expect(isAcceptedType('IMAGE/PNG', ['image/*'])).toBe(true);
    expect(isAcceptedType('application/pdf', ['image/*'])).toBe(false);
    expect(isAcceptedType('imagex/png', ['image/*'])).toBe(false);
  });

  it('given a file without a browser type, it guesses the type from the extension', () => {
    expect(fileTypeOf({ type: '', name: 'Scan.PDF' })).toBe('application/pdf');
    expect(fileTypeOf({ type: '', name: 'photo.jpg' })).toBe('image/jpeg');
    expect(fileTypeOf({ type: '', name: 'notes' })).toBe('');
    expect(fileTypeOf({ type: 'image/png', name: 'x.pdf' })).toBe('image/png');
  });

  it('ignores .ds_store, thumbs.db and desktop.ini in any case', () => {
    expect(isIgnoredName('.DS_Store', UPLOAD_LIMITS.ignoredNames)).toBe(true);
    expect(isIgnoredName('Thumbs.db', UPLOAD_LIMITS.ignoredNames)).toBe(true);
    expect(isIgnoredName('desktop.ini', UPLOAD_LIMITS.ignoredNames)).toBe(true);
    expect(isIgnoredName('invoice.pdf', UPLOAD_LIMITS.ignoredNames)).toBe(false);
  });

  it('fills the hint "Expects {allButLastType} or {lastType}" with readable type names', () => {
    expect(expectedTypesParams(UPLOAD_LIMITS.acceptedTypes)).toEqual({
      allButLastType: 'JPEG, PNG',
      lastType: 'PDF',
    });
    expect(expectedTypesParams(['image/*', 'application/pdf'])).toEqual({
      allButLastType: 'image/*',
      lastType: 'PDF',
    });
  });
});

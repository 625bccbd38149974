import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_LIMITS } from '../../../../core/api/contract/upload.ts';

/** How many leading bytes file-type needs to recognise the accepted types. */
export const TYPE_SNIFF_BYTES = 4100;

/**
 * The MIME type of a file judged by its content (magic bytes), if it is one of the accepted
 * types (spec §5); null otherwise. The name and the type the browser claims are not trusted:
 * an `.exe` renamed `.pdf` is still an executable.
 */
export async function acceptedContentType(bytes: Uint8Array): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes.subarray(0, TYPE_SNIFF_BYTES));
  return detected && UPLOAD_LIMITS.acceptedTypes.includes(detected.mime) ? detected.mime : null;
}

/** Names the upload widget ignores (spec §5): system files that are never meant to be sent. */
export function isIgnoredName(filename: string): boolean {
  const base = filename.split(/[\\/]/).pop() ?? filename;
  return UPLOAD_LIMITS.ignoredNames.includes(base.toLowerCase());
}

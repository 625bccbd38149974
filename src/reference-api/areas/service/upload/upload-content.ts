import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_LIMITS } from '../../../../core/api/contract/upload.ts';

/** How many leading bytes file-type needs to recognise the accepted types. */
export const TYPE_SNIFF_BYTES = 4100;

/** The extensions that name each accepted type; the first is added to a name without one. */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg', '.jpe', '.jfif'],
  'image/png': ['.png'],
  'application/pdf': ['.pdf'],
};

/**
 * The MIME type of a file judged by its content (magic bytes), if it is one of the accepted
 * types (docs/screens/contact.md#upload-limits); null otherwise. The name and the type the browser claims are not trusted:
 * an `.exe` renamed `.pdf` is still an executable.
 */
export async function acceptedContentType(bytes: Uint8Array): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes.subarray(0, TYPE_SNIFF_BYTES));
  return detected && UPLOAD_LIMITS.acceptedTypes.includes(detected.mime) ? detected.mime : null;
}

/**
 * The name to store for a file of `contentType` (docs/security.md#uploads: the extension must match the content,
 * so a PDF named `poly.html` is never opened as HTML from a mail): the name itself when its
 * extension names the type, the name plus the type's extension when it has none, null when its
 * extension names another type. `safeName` is already a safe base name.
 */
export function nameForContent(safeName: string, contentType: string): string | null {
  const extensions = EXTENSIONS[contentType];
  if (!extensions?.[0]) return null;
  // An extension starts with a letter: `Scan 12.03.2024` has none, `poly.html` has one.
  const extension = /(\.[a-z][a-z0-9]{0,9})$/i.exec(safeName)?.[1];
  if (!extension) return `${safeName}${extensions[0]}`;
  return extensions.includes(extension.toLowerCase()) ? safeName : null;
}

/** Names the upload widget ignores (docs/screens/contact.md#upload-limits): system files that are never meant to be sent. */
export function isIgnoredName(filename: string): boolean {
  const base = filename.split(/[\\/]/).pop() ?? filename;
  return UPLOAD_LIMITS.ignoredNames.includes(base.toLowerCase());
}

import { parseContentDisposition } from './content-disposition.ts';

/**
 * Firefox and Safari start the download after the click handler returns; revoking the object URL
 * at once can cancel it, so it is revoked a moment later.
 */
export const REVOKE_OBJECT_URL_DELAY_MS = 1000;

/** Saves a blob as a file download through an object URL and a temporary `<a download>`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_OBJECT_URL_DELAY_MS);
  }
}

/** The export's filename (docs/contract.md#files): from Content-Disposition, else the given one. */
export function downloadFilename(contentDisposition: string | null | undefined, fallback: string): string {
  return parseContentDisposition(contentDisposition) ?? fallback;
}

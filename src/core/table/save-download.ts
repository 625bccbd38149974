import type { FileResponse } from '../api/endpoint.ts';

/**
 * Saves a file answer (an export, a reprint, a certificate) under the server's name, else
 * `fallbackName`. The download code (Content-Disposition parsing, the link) is its own chunk, loaded
 * on the first download: a list's first view never runs it.
 */
export async function saveDownload(
  file: Pick<FileResponse, 'blob' | 'contentDisposition'>,
  fallbackName: string,
): Promise<void> {
  const { downloadFilename, saveFile } = await import('../download/save-file.ts');
  saveFile(file.blob, downloadFilename(file.contentDisposition, fallbackName));
}

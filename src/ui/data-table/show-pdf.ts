import type { FileResponse } from '../../core/api/endpoint.ts';
import { saveDownload } from '../../core/table/save-download.ts';

// Framework-free, but kept beside the DataTable rather than in core/: only the list elements use it,
// and here it joins their data-table chunk instead of the core chunk every element loads.

/** How long a shown PDF's object URL stays valid for the tab that shows it. */
export const PDF_URL_LIFETIME_MS = 60_000;

/**
 * Shows the PDF that `load` fetches in `target`, a tab opened on the click (a tab opened after an
 * await is blocked as a pop-up); saves it when there is no tab. A failed load closes the tab.
 */
export async function showPdf(
  target: Window | null,
  fallbackName: string,
  load: () => Promise<FileResponse>,
): Promise<void> {
  try {
    const file = await load();
    if (!target || target.closed) {
      await saveDownload(file, fallbackName);
      return;
    }
    const url = URL.createObjectURL(new Blob([file.blob], { type: 'application/pdf' }));
    target.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
  } catch (error) {
    target?.close();
    throw error;
  }
}

/** Saves an Excel export under the server's name, else `<name>.xlsx` or `<name>-all.xlsx`. */
export function saveExport(file: FileResponse, name: string, all: boolean): Promise<void> {
  return saveDownload(file, all ? `${name}-all.xlsx` : `${name}.xlsx`);
}

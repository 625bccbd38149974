import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);

/** Noto Sans SC: Latin, Greek, Cyrillic and Simplified Chinese in one face (SIL Open Font License). */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

// Read on the first document, then kept: 2 × 10 MB, which start-up should not pay for.
let faces: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
const loadFaces = () =>
  (faces ??= Promise.all([
    readFile(require.resolve(FONT_FILES.regular)),
    readFile(require.resolve(FONT_FILES.bold)),
  ]).then(([regular, bold]) => ({ regular, bold })));

/** The regular and bold faces of a document. */
export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Embeds the document's faces holding only the glyphs of `text` (every character the document
 * draws), so a Chinese reprint carries a few kilobytes of font rather than 10 MB.
 *
 * HarfBuzz cuts the subset: the subsetter of pdf-lib's fontkit loses glyphs of this font (they
 * print blank). Layout features are dropped: pdf-lib draws glyphs at their advance widths only,
 * and the font's `locl` digits came out with CJK widths ("2 4 . 1 4 1").
 */
export async function embedDocumentFonts(pdf: PDFDocument, text: string): Promise<DocumentFonts> {
  const [{ default: fontkit }, { default: subsetFont }, { regular, bold }] = await Promise.all([
    import('@pdf-lib/fontkit'),
    import('subset-font'),
    loadFaces(),
  ]);
  pdf.registerFontkit(fontkit);
  // With the no-break spaces that wrapping puts between a figure and its unit (wrap-text.ts).
  const characters = `${text}\u00a0\u202f`;
  const subset = (face: Buffer) => subsetFont(face, characters, { targetFormat: 'sfnt', keepFeatures: [] });
  const [regularSubset, boldSubset] = await Promise.all([subset(regular), subset(bold)]);
  return {
    regular: await pdf.embedFont(regularSubset, { subset: false }),
    bold: await pdf.embedFont(boldSubset, { subset: false }),
  };
}

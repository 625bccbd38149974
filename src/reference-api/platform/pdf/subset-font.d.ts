// subset-font ships no types: the one call the document fonts make.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    /** OpenType layout features to keep; `[]` drops them all. */
    keepFeatures?: readonly string[];
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}

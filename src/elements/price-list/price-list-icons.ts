import { registerIconLibrary } from '@shoelace-style/shoelace/dist/utilities/icon-library.js';
import { svgDataUrl } from '../../ui/shoelace/icons.ts';
import download from './icons/download.svg?raw';
import spreadsheet from './icons/file-earmark-spreadsheet.svg?raw';

/** This element's own icon library (Bootstrap Icons, MIT, as Shoelace ships them): `library="cp-price-list"`. */
export const PRICE_LIST_ICON_LIBRARY = 'cp-price-list';

const ICONS: Readonly<Record<string, string>> = { download, spreadsheet };

registerIconLibrary(PRICE_LIST_ICON_LIBRARY, {
  resolver: (name) => svgDataUrl(ICONS[name] ?? ''),
  mutator: (svg) => svg.setAttribute('fill', 'currentColor'),
});

import { registerIconLibrary } from '@shoelace-style/shoelace/dist/utilities/icon-library.js';
import { svgDataUrl } from '../../ui/shoelace/icons.ts';
import download from './icons/download.svg?raw';

/** This element's own icon library (Bootstrap Icons, MIT, as Shoelace ships them): `library="cp-certificates"`. */
export const CERTIFICATE_ICON_LIBRARY = 'cp-certificates';

const ICONS: Readonly<Record<string, string>> = { download };

registerIconLibrary(CERTIFICATE_ICON_LIBRARY, {
  resolver: (name) => svgDataUrl(ICONS[name] ?? ''),
  mutator: (svg) => svg.setAttribute('fill', 'currentColor'),
});

import { registerIconLibrary } from '@shoelace-style/shoelace/dist/utilities/icon-library.js';
import arrowClockwise from './icons/arrow-clockwise.svg?raw';
import check2Circle from './icons/check2-circle.svg?raw';
import exclamationOctagon from './icons/exclamation-octagon.svg?raw';
import exclamationTriangle from './icons/exclamation-triangle.svg?raw';
import infoCircle from './icons/info-circle.svg?raw';
import xLg from './icons/x-lg.svg?raw';

/** The name of our bundled icon library: `<sl-icon library="cp" name="…">`. */
export const ICON_LIBRARY = 'cp';

/**
 * The only icons the kit uses, bundled as SVG text: copies of the Bootstrap Icons (MIT) that
 * Shoelace ships in dist/assets/icons, which its package exports map does not expose.
 * Elements that need more register their own library rather than loading Shoelace's 8.5 MB folder.
 */
export const KIT_ICONS: Readonly<Record<string, string>> = Object.freeze({
  'arrow-clockwise': arrowClockwise,
  'check2-circle': check2Circle,
  'exclamation-octagon': exclamationOctagon,
  'exclamation-triangle': exclamationTriangle,
  'info-circle': infoCircle,
  'x-lg': xLg,
});

/** A data: URL for an SVG text, which sl-icon loads without a request to the server. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Registers the `cp` icon library; calling it again replaces it with the same icons. */
export function registerKitIcons(icons: Readonly<Record<string, string>> = KIT_ICONS): void {
  registerIconLibrary(ICON_LIBRARY, {
    resolver: (name) => svgDataUrl(icons[name] ?? ''),
    mutator: (svg) => svg.setAttribute('fill', 'currentColor'),
  });
}

import arrowClockwise from '@shoelace-style/shoelace/dist/assets/icons/arrow-clockwise.svg?raw';
import check2Circle from '@shoelace-style/shoelace/dist/assets/icons/check2-circle.svg?raw';
import exclamationOctagon from '@shoelace-style/shoelace/dist/assets/icons/exclamation-octagon.svg?raw';
import exclamationTriangle from '@shoelace-style/shoelace/dist/assets/icons/exclamation-triangle.svg?raw';
import infoCircle from '@shoelace-style/shoelace/dist/assets/icons/info-circle.svg?raw';
import xLg from '@shoelace-style/shoelace/dist/assets/icons/x-lg.svg?raw';
import { registerIconLibrary } from '@shoelace-style/shoelace/dist/utilities/icon-library.js';

/** The name of our bundled icon library: `<sl-icon library="cp" name="…">`. */
export const ICON_LIBRARY = 'cp';

/**
 * The only icons the kit uses, bundled as SVG text (Bootstrap Icons, as Shoelace ships them).
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

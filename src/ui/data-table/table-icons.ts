import { registerIconLibrary } from '@shoelace-style/shoelace/dist/utilities/icon-library.js';
import { svgDataUrl } from '../shoelace/icons.ts';
import arrowClockwise from './icons/arrow-clockwise.svg?raw';
import boxArrowInRight from './icons/box-arrow-in-right.svg?raw';
import chevronDoubleLeft from './icons/chevron-double-left.svg?raw';
import chevronDoubleRight from './icons/chevron-double-right.svg?raw';
import chevronDown from './icons/chevron-down.svg?raw';
import chevronLeft from './icons/chevron-left.svg?raw';
import chevronRight from './icons/chevron-right.svg?raw';
import clipboard from './icons/clipboard.svg?raw';
import clockHistory from './icons/clock-history.svg?raw';
import envelope from './icons/envelope.svg?raw';
import envelopeArrowUp from './icons/envelope-arrow-up.svg?raw';
import eye from './icons/eye.svg?raw';
import fileEarmarkExcel from './icons/file-earmark-excel.svg?raw';
import floppy from './icons/floppy.svg?raw';
import link45deg from './icons/link-45deg.svg?raw';
import pencil from './icons/pencil.svg?raw';
import personCheck from './icons/person-check.svg?raw';
import personSlash from './icons/person-slash.svg?raw';
import personX from './icons/person-x.svg?raw';
import plusLg from './icons/plus-lg.svg?raw';
import printer from './icons/printer.svg?raw';
import search from './icons/search.svg?raw';
import shieldSlash from './icons/shield-slash.svg?raw';
import slashCircle from './icons/slash-circle.svg?raw';
import trash from './icons/trash.svg?raw';

/** The DataTable's icon library: `<sl-icon library="cp-table" name="…">`. */
export const TABLE_ICON_LIBRARY = 'cp-table';

/**
 * Every icon the DataTable and its custom actions use, bundled as SVG text: copies of the Bootstrap
 * Icons (MIT) that Shoelace ships but does not export, never Shoelace's 8.5 MB icon folder.
 */
const TABLE_ICONS: Readonly<Record<string, string>> = Object.freeze({
  'arrow-clockwise': arrowClockwise,
  'chevron-double-left': chevronDoubleLeft,
  'chevron-double-right': chevronDoubleRight,
  'chevron-down': chevronDown,
  'chevron-left': chevronLeft,
  'chevron-right': chevronRight,
  eye,
  'file-earmark-excel': fileEarmarkExcel,
  floppy,
  pencil,
  printer,
  search,
  trash,
  'person-slash': personSlash,
  'person-check': personCheck,
  'person-x': personX,
  'link-45deg': link45deg,
  'shield-slash': shieldSlash,
  'envelope-arrow-up': envelopeArrowUp,
  'box-arrow-in-right': boxArrowInRight,
  'plus-lg': plusLg,
  envelope: envelope,
  'slash-circle': slashCircle,
  'clock-history': clockHistory,
  clipboard,
});

registerIconLibrary(TABLE_ICON_LIBRARY, {
  resolver: (name) => svgDataUrl(TABLE_ICONS[name] ?? ''),
  mutator: (svg) => svg.setAttribute('fill', 'currentColor'),
});

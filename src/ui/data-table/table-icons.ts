import arrowClockwise from '@shoelace-style/shoelace/dist/assets/icons/arrow-clockwise.svg?raw';
import chevronDoubleLeft from '@shoelace-style/shoelace/dist/assets/icons/chevron-double-left.svg?raw';
import chevronDoubleRight from '@shoelace-style/shoelace/dist/assets/icons/chevron-double-right.svg?raw';
import chevronDown from '@shoelace-style/shoelace/dist/assets/icons/chevron-down.svg?raw';
import chevronLeft from '@shoelace-style/shoelace/dist/assets/icons/chevron-left.svg?raw';
import chevronRight from '@shoelace-style/shoelace/dist/assets/icons/chevron-right.svg?raw';
import eye from '@shoelace-style/shoelace/dist/assets/icons/eye.svg?raw';
import fileEarmarkExcel from '@shoelace-style/shoelace/dist/assets/icons/file-earmark-excel.svg?raw';
import floppy from '@shoelace-style/shoelace/dist/assets/icons/floppy.svg?raw';
import pencil from '@shoelace-style/shoelace/dist/assets/icons/pencil.svg?raw';
import printer from '@shoelace-style/shoelace/dist/assets/icons/printer.svg?raw';
import search from '@shoelace-style/shoelace/dist/assets/icons/search.svg?raw';
import trash from '@shoelace-style/shoelace/dist/assets/icons/trash.svg?raw';
import { registerIconLibrary } from '@shoelace-style/shoelace/dist/utilities/icon-library.js';
import { svgDataUrl } from '../shoelace/icons.ts';

/** The DataTable's icon library: `<sl-icon library="cp-table" name="…">`. */
export const TABLE_ICON_LIBRARY = 'cp-table';

/** Every icon the DataTable and its custom actions use, bundled (never Shoelace's icon folder). */
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
});

registerIconLibrary(TABLE_ICON_LIBRARY, {
  resolver: (name) => svgDataUrl(TABLE_ICONS[name] ?? ''),
  mutator: (svg) => svg.setAttribute('fill', 'currentColor'),
});

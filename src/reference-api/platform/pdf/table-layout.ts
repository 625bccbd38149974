import { longestWord, type MeasureText, wrapText } from './wrap-text.ts';

/** A column of a printed table: its header, and whether its figures line up on the right. */
export interface PrintColumn {
  header: string;
  align?: 'left' | 'right';
}

/** Where a column sits and its header and cells broken into lines that fit it. */
export interface LaidOutColumn {
  x: number;
  width: number;
  align: 'left' | 'right';
}

export interface TableLayout {
  columns: LaidOutColumn[];
  header: string[][];
  rows: string[][][];
}

export interface TableSpace {
  /** Left edge and width of the table. */
  x: number;
  width: number;
  /** Space between two columns. */
  gap: number;
  /** Widths of header text (bold) and of cell text. */
  measureHeader: MeasureText;
  measureCell: MeasureText;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The largest width `cap` for which the columns' widths, each at most `cap`, fill `available`. */
function sharedCap(wanted: readonly number[], available: number): number {
  const sorted = [...wanted].sort((a, b) => a - b);
  let remaining = available;
  for (const [i, width] of sorted.entries()) {
    const share = remaining / (sorted.length - i);
    if (width > share) return share;
    remaining -= width;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * Column widths and wrapped lines of a table whose columns never overlap: each column first gets
 * its widest word (header included), then the rest of the width in proportion to what its longest
 * text still lacks; when the widest words alone do not fit, the widest columns break theirs between
 * characters.
 */
export function layoutTable(
  columns: readonly PrintColumn[],
  rows: readonly (readonly string[])[],
  space: TableSpace,
): TableLayout {
  const { measureHeader, measureCell } = space;
  const available = space.width - space.gap * Math.max(0, columns.length - 1);
  const cellsOf = (index: number) => rows.map((row) => row[index] ?? '');
  const natural = columns.map((column, i) =>
    Math.max(measureHeader(column.header), ...cellsOf(i).map((cell) => measureCell(cell))),
  );
  const least = columns.map((column, i) =>
    Math.max(
      longestWord(column.header, measureHeader),
      ...cellsOf(i).map((cell) => longestWord(cell, measureCell)),
    ),
  );
  let widths: number[];
  if (sum(natural) <= available) {
    // Room to spare goes to the text columns, so the figures stay close to their headers.
    const text = columns.map((column, i) => (column.align === 'right' ? 0 : natural[i]!));
    const share = sum(text) > 0 ? text : natural;
    widths = natural.map((width, i) => width + ((available - sum(natural)) * share[i]!) / sum(share));
  } else if (sum(least) <= available) {
    const wants = natural.map((width, i) => width - least[i]!);
    widths = least.map((width, i) => width + ((available - sum(least)) * wants[i]!) / sum(wants));
  } else {
    // Too many long words: the narrow columns keep theirs whole, the widest share what is left.
    const cap = sharedCap(least, available);
    widths = least.map((width) => Math.min(width, cap));
  }
  let x = space.x;
  const laidOut = columns.map((column, i) => {
    const at = { x, width: widths[i]!, align: column.align ?? 'left' };
    x += widths[i]! + space.gap;
    return at;
  });
  return {
    columns: laidOut,
    header: columns.map((column, i) => wrapText(column.header, widths[i]!, measureHeader)),
    rows: rows.map((row) => columns.map((_, i) => wrapText(row[i] ?? '', widths[i]!, measureCell))),
  };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutTable, type PrintColumn, type TableLayout } from './table-layout.ts';

// A stand-in for a font: CJK characters are twice as wide as Latin ones, bold a little wider.
const width = (text: string, perChar: number) =>
  [...text].reduce((total, char) => total + (/[\u4e00-\u9fff]/.test(char) ? 2 * perChar : perChar), 0);
const measureCell = (text: string) => width(text, 4.4);
const measureHeader = (text: string) => width(text, 4.8);
const SPACE = { x: 50, width: 495, gap: 8, measureHeader, measureCell };

/** Every column after the one before it, and every line of header and cells inside its column. */
function expectNoCollision(layout: TableLayout) {
  layout.columns.forEach((column, i) => {
    const next = layout.columns[i + 1];
    if (next) expect(column.x + column.width).toBeLessThanOrEqual(next.x);
    for (const line of layout.header[i]!)
      expect(measureHeader(line)).toBeLessThanOrEqual(column.width + 1e-9);
    for (const row of layout.rows)
      for (const line of row[i]!) expect(measureCell(line)).toBeLessThanOrEqual(column.width + 1e-9);
  });
  const last = layout.columns.at(-1)!;
  expect(last.x + last.width).toBeLessThanOrEqual(SPACE.x + SPACE.width + 1e-9);
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('layoutTable', () => {
  it('given the German order confirmation, no header runs into the next (was "Dimensions (mm)Sheets")', () => {
    const columns: PrintColumn[] = [
      { header: 'Pos.', align: 'right' },
      { header: 'Produkt' },
      { header: 'Verarbeitung' },
      { header: 'Abmessungen (mm)' },
      { header: 'Bogen', align: 'right' },
      { header: 'Paletten', align: 'right' },
      { header: 'Nettogewicht', align: 'right' },
    ];
    const row = [
      '10',
      'Ungestrichener Karton mit weißer Decke UWL 360 g/m²',
      'Bogenware – Schmalbahn, kantengeschützt',
      '1100 × 800',
      '164.800',
      '12',
      '11.975 kg',
    ];
    const layout = layoutTable(columns, [row], SPACE);
    expectNoCollision(layout);
    expect(layout.rows[0]![1]!.join(' ').replace(/\u00a0/g, ' ')).toBe(row[1]);
  });

  it('given any headers and cells, in Latin or CJK, columns never overlap and every line fits its column', () => {
    const word = fc.stringMatching(/^([A-Za-z0-9äöüß().,/–-]{1,24}|[灰纸板涂布切张整托缠绕]{1,12})$/);
    const text = fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => words.join(' '));
    const table = fc.integer({ min: 1, max: 8 }).chain((count) =>
      fc.record({
        columns: fc.array(
          fc.record({ header: text, align: fc.constantFrom<'left' | 'right'>('left', 'right') }),
          { minLength: count, maxLength: count },
        ),
        rows: fc.array(fc.array(text, { minLength: count, maxLength: count }), { maxLength: 5 }),
      }),
    );
    fc.assert(
      fc.property(table, ({ columns, rows }) => {
        const layout = layoutTable(columns, rows, SPACE);
        expectNoCollision(layout);
        // Wrapping loses no character.
        rows.forEach((row, r) => {
          row.forEach((cell, c) => {
            expect(squeeze(layout.rows[r]![c]!.join(''))).toBe(squeeze(cell));
          });
        });
      }),
    );
  });
});

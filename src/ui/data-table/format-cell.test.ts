import { describe, expect, it } from 'vitest';
import { actionsColumnWidth } from './action-columns.ts';
import { formatCell } from './format-cell.ts';

describe('formatCell', () => {
  it('formats dates, weights, numbers and money for the language', () => {
    expect(formatCell('2026-03-31', 'date', 'nl')).toBe('31-03-2026');
    expect(formatCell('2026-03-31', 'date', 'en')).toBe('03/31/2026');
    expect(formatCell(12_345, 'weight', 'nl')).toBe('12.345 kg');
    expect(formatCell(12_345, 'number', 'en')).toBe('12,345');
    expect(formatCell(2.5, 'number', 'de')).toBe('2,50');
    expect(formatCell(1234.5, 'money', 'nl').replace(/\s/g, ' ')).toBe('€ 1.234,50');
  });

  it('shows the server’s dimension text as it is and formats lists of sides in mm', () => {
    expect(formatCell('1020 × 720', 'dimension', 'nl')).toBe('1020 × 720');
    expect(formatCell([1020, 720], 'dimension', 'nl')).toBe('1020 × 720 mm');
  });

  it('shows nothing for missing values', () => {
    expect(formatCell(null, 'date', 'en')).toBe('');
    expect(formatCell(undefined, 'text', 'en')).toBe('');
  });
});

describe('actionsColumnWidth', () => {
  it('is 36 px per button plus 32 px (docs/screens/lists.md#table-constants)', () => {
    expect(actionsColumnWidth(1)).toBe(68);
    expect(actionsColumnWidth(4)).toBe(176);
  });
});

import { describe, expect, it } from 'vitest';
import { isOverdue } from './invoice-columns.tsx';

describe('isOverdue', () => {
  it('marks an unpaid invoice past its due date', () => {
    expect(isOverdue({ datePaid: null, daysDue: 12 })).toBe(true);
  });

  it('does not mark an unpaid invoice that is not yet due, or due today', () => {
    expect(isOverdue({ datePaid: null, daysDue: -3 })).toBe(false);
    expect(isOverdue({ datePaid: null, daysDue: 0 })).toBe(false);
  });

  it('does not mark a paid invoice', () => {
    expect(isOverdue({ datePaid: '2026-10-01', daysDue: null })).toBe(false);
  });
});

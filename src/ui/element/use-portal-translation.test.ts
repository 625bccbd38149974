import { describe, expect, it } from 'vitest';
import type { TextKeys } from './use-portal-translation.ts';

// Type tests: tsc (npm run typecheck) fails if a @ts-expect-error line ever type-checks.
describe('TextKeys', () => {
  type Keys = TextKeys<{ rows_one: string; rows_other: string; columns: { orderNumber: string } }>;

  it('names a plural text by its base, used with `count`', () => {
    const keys: Keys[] = ['rows', 'columns.orderNumber'];
    expect(keys).toHaveLength(2);
  });

  it('rejects a plural form and a misspelt nested key', () => {
    // @ts-expect-error a plural form is reached through its base and `count`
    const plural: Keys = 'rows_one';
    // @ts-expect-error 'columns.orderNumbr' is misspelt
    const misspelt: Keys = 'columns.orderNumbr';
    expect([plural, misspelt]).toHaveLength(2);
  });
});

import { describe, expectTypeOf, it } from 'vitest';
import type { TextKeys } from './use-portal-translation.ts';

// Type tests (Vitest's typecheck, and tsc): an unused @ts-expect-error fails them.
describe('TextKeys', () => {
  type Keys = TextKeys<{ rows_one: string; rows_other: string; columns: { orderNumber: string } }>;

  it('names a plural text by its base, used with `count`', () => {
    expectTypeOf<Keys>().toEqualTypeOf<'rows' | 'columns.orderNumber'>();
  });

  it('rejects a plural form and a misspelt nested key', () => {
    // @ts-expect-error a plural form is reached through its base and `count`
    const plural: Keys = 'rows_one';
    // @ts-expect-error 'columns.orderNumbr' is misspelt
    const misspelt: Keys = 'columns.orderNumbr';
    expectTypeOf([plural, misspelt]).toEqualTypeOf<Keys[]>();
  });
});

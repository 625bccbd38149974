import { describe, expectTypeOf, it } from 'vitest';
import type { Translate, TranslationKey } from '../../ui/element/use-portal-translation.ts';
// Its `declare module` gives the `orders` namespace the keys of locales/en/orders.json.
import './orders-namespace.ts';

// Type tests (Vitest's typecheck, and tsc): an unused @ts-expect-error fails them.
describe('orders translation keys', () => {
  const t: Translate<'orders'> = (key) => key;

  it('accepts the keys of locales/en/orders.json, nested ones as a.b', () => {
    const keys: TranslationKey<'orders'>[] = ['exportView', 'columns.orderNumber'];
    expectTypeOf(keys).toEqualTypeOf<TranslationKey<'orders'>[]>();
    expectTypeOf(t).toBeCallableWith('exportView');
    expectTypeOf(t).toBeCallableWith('columns.orderNumber');
  });

  it('rejects a misspelt key at compile time', () => {
    // @ts-expect-error 'exprtView' is not a key of orders.json: the misspelling of issue #15
    t('exprtView');
  });

  it('rejects a key of another namespace and a group that is not a text', () => {
    // @ts-expect-error 'common.loading' is a portal key, not an orders key
    t('common.loading');
    // @ts-expect-error `columns` is a group of texts, not a text
    t('columns');
  });

  it('types a key built at run time from the values put into it', () => {
    const column = 'orderNumber' as 'orderNumber' | 'loadNumber';
    expectTypeOf(t).toBeCallableWith(`columns.${column}`);
    const unknownColumn: string = 'orderNumbr';
    // @ts-expect-error a template over any text is not a key
    t(`columns.${unknownColumn}`);
  });
});

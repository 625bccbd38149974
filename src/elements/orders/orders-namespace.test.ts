import { describe, expect, it } from 'vitest';
import type { Translate, TranslationKey } from '../../ui/element/use-portal-translation.ts';
import { ORDERS_NAMESPACE } from './orders-namespace.ts';

// Type tests: tsc (npm run typecheck) fails if a @ts-expect-error line ever type-checks.
describe('orders translation keys', () => {
  const t: Translate<'orders'> = (key) => key;

  it('accepts the keys of locales/en/orders.json, nested ones as a.b', async () => {
    const keys: TranslationKey<'orders'>[] = ['exportView', 'columns.orderNumber'];
    expect(keys.map((key) => t(key))).toEqual(['exportView', 'columns.orderNumber']);
    expect((await ORDERS_NAMESPACE.languages.en()).default).toHaveProperty('exportView');
  });

  it('rejects a misspelt key at compile time', () => {
    // @ts-expect-error 'exprtView' is not a key of orders.json: the misspelling of issue #15
    expect(t('exprtView')).toBe('exprtView');
  });

  it('rejects a key of another namespace and a group that is not a text', () => {
    // @ts-expect-error 'common.loading' is a portal key, not an orders key
    expect(t('common.loading')).toBe('common.loading');
    // @ts-expect-error `columns` is a group of texts, not a text
    expect(t('columns')).toBe('columns');
  });

  it('types a key built at run time from the values put into it', () => {
    const column = 'orderNumber' as 'orderNumber' | 'loadNumber';
    expect(t(`columns.${column}`)).toBe('columns.orderNumber');
    const unknownColumn: string = 'orderNumbr';
    // @ts-expect-error a template over any text is not a key
    expect(t(`columns.${unknownColumn}`)).toBe('columns.orderNumbr');
  });
});

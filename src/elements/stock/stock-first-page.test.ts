// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { getStockTable } from '../../core/api/browser-contract/stock.ts';
import { STOCK_FIRST_PAGE } from './stock-first-page.ts';

function stock(attributes: Record<string, string>): Element {
  const element = document.createElement('cp-stock');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('STOCK_FIRST_PAGE', () => {
  it("names the contract's GetStockTable call, a POST of the table request, as the early request", () => {
    expect(STOCK_FIRST_PAGE.path).toBe(getStockTable.path);
    expect(getStockTable.method).toBe('POST');
    expect(getStockTable.secure).toBe(true);
  });

  it('given no product attribute (or a blank one) the element opens on the products; given a product, not', () => {
    expect(STOCK_FIRST_PAGE.opensOnTable?.(stock({}))).toBe(true);
    expect(STOCK_FIRST_PAGE.opensOnTable?.(stock({ product: ' ', 'stock-order': 'S1' }))).toBe(true);
    expect(STOCK_FIRST_PAGE.opensOnTable?.(stock({ product: 'P-100' }))).toBe(false);
  });
});

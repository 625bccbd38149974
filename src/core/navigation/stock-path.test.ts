import { describe, expect, it } from 'vitest';
import { normalStockLevel, stockLevelName, stockPath } from './stock-path.ts';

describe('stockPath', () => {
  it('given no product, it is the products page', () => {
    expect(stockPath({ product: null, stockOrder: null })).toBe('/stock');
  });

  it('given a product, it is the page of its stock orders', () => {
    expect(stockPath({ product: 'GC1-300-700x1000', stockOrder: null })).toBe('/stock/GC1-300-700x1000');
  });

  it('given a product and a stock order, it is the page of its pallets', () => {
    expect(stockPath({ product: 'GC1-300-700x1000', stockOrder: '4600012' })).toBe(
      '/stock/GC1-300-700x1000/4600012',
    );
  });

  it('given a code with a slash or a space, it keeps it inside its own segment', () => {
    const path = stockPath({ product: 'A/B 1', stockOrder: '7?x' });
    expect(path).toBe('/stock/A%2FB%201/7%3Fx');
    expect(path.split('/').slice(2).map(decodeURIComponent)).toEqual(['A/B 1', '7?x']);
  });

  it('given a stock order without a product, it is the products page', () => {
    expect(stockPath({ product: '', stockOrder: '4600012' })).toBe('/stock');
  });
});

describe('stockLevelName', () => {
  it('given the segments present, it names the table shown', () => {
    expect(stockLevelName(normalStockLevel(undefined, undefined))).toBe('products');
    expect(stockLevelName(normalStockLevel('P', undefined))).toBe('stock-orders');
    expect(stockLevelName(normalStockLevel('P', '1'))).toBe('pallets');
    expect(stockLevelName(normalStockLevel(' ', '1'))).toBe('products');
  });
});

import { describe, expect, it } from 'vitest';
import { getOrdersTable } from '../../core/api/browser-contract/orders.ts';
import { ORDERS_FIRST_PAGE } from './orders-first-page.ts';

describe('ORDERS_FIRST_PAGE', () => {
  it("names the contract's GetOrdersTable call, a POST of the table request, as the early request", () => {
    expect(ORDERS_FIRST_PAGE.path).toBe(getOrdersTable.path);
    expect(getOrdersTable.method).toBe('POST');
    expect(getOrdersTable.secure).toBe(true);
  });
});

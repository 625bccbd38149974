import { describe, expect, it } from 'vitest';
import { getDeliveriesTable } from '../../core/api/browser-contract/deliveries.ts';
import { DELIVERIES_FIRST_PAGE } from './deliveries-first-page.ts';

describe('DELIVERIES_FIRST_PAGE', () => {
  it("names the contract's GetDeliveriesTable call, a POST of the table request, as the early request", () => {
    expect(DELIVERIES_FIRST_PAGE.path).toBe(getDeliveriesTable.path);
    expect(getDeliveriesTable.method).toBe('POST');
    expect(getDeliveriesTable.secure).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { getAllInvoicesTable } from '../../core/api/browser-contract/invoices.ts';
import { INVOICES_FIRST_PAGE } from './invoices-first-page.ts';

describe('INVOICES_FIRST_PAGE', () => {
  it("names the contract's GetAllInvoicesTable call, a POST of the table request, as the early request", () => {
    expect(INVOICES_FIRST_PAGE.path).toBe(getAllInvoicesTable.path);
    expect(getAllInvoicesTable.method).toBe('POST');
    expect(getAllInvoicesTable.secure).toBe(true);
  });
});

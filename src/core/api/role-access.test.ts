import { describe, expect, it } from 'vitest';
import { getProfile, updatePassword } from './contract/account.ts';
import { loginWithCredentials } from './contract/authentication.ts';
import { getRecentInvoices, getRecentOrders } from './contract/dashboard-trade.ts';
import { getAllInvoicesTable } from './contract/invoices.ts';
import { uploadHead } from './contract/upload.ts';
import { rolesMayCall, TOKEN_USER_ROLE } from './role-access.ts';

describe('rolesMayCall', () => {
  it('given a token user, it allows the calls of its portal and refuses the others', () => {
    expect(rolesMayCall([TOKEN_USER_ROLE], getRecentOrders)).toBe(true);
    expect(rolesMayCall([TOKEN_USER_ROLE], getProfile)).toBe(true);
    expect(rolesMayCall([TOKEN_USER_ROLE], getRecentInvoices)).toBe(false);
    expect(rolesMayCall([TOKEN_USER_ROLE], getAllInvoicesTable)).toBe(false);
    expect(rolesMayCall([TOKEN_USER_ROLE], updatePassword)).toBe(false);
    expect(rolesMayCall([TOKEN_USER_ROLE], uploadHead)).toBe(false);
  });

  it('leaves public calls open to a token user', () => {
    expect(rolesMayCall([TOKEN_USER_ROLE], loginWithCredentials)).toBe(true);
  });

  it('does not limit customers, agents, staff or a session without roles', () => {
    for (const roles of [['Customer'], ['Agent'], ['Staff'], []]) {
      expect(rolesMayCall(roles, getAllInvoicesTable), roles.join()).toBe(true);
      expect(rolesMayCall(roles, updatePassword), roles.join()).toBe(true);
    }
  });

  it('tells calls on one path apart by method', () => {
    expect(rolesMayCall([TOKEN_USER_ROLE], { ...getProfile, method: 'POST' })).toBe(false);
  });
});

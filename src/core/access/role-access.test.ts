import { describe, expect, it } from 'vitest';
import { getProfile, updatePassword } from '../api/browser-contract/account.ts';
import { ADMIN_ENDPOINTS } from '../api/browser-contract/admin.ts';
import { getAgentsTable } from '../api/browser-contract/admin-agents.ts';
import { disableLogin, getLoginsTable, loginAs } from '../api/browser-contract/admin-logins.ts';
import { createMemo } from '../api/browser-contract/admin-memos.ts';
import { loginWithCredentials } from '../api/browser-contract/authentication.ts';
import { getRecentInvoices, getRecentOrders } from '../api/browser-contract/dashboard-trade.ts';
import { exportAllDeliveriesToExcel, exportDeliveriesToExcel } from '../api/browser-contract/deliveries.ts';
import { getAllInvoicesTable } from '../api/browser-contract/invoices.ts';
import { exportAllOrdersToExcel, exportOrdersToExcel } from '../api/browser-contract/orders.ts';
import { getPartnerWebLoginUri } from '../api/browser-contract/partner-web.ts';
import { uploadHead } from '../api/browser-contract/upload.ts';
import {
  AGENT_ROLE,
  rolesMayCall,
  STAFF_ROLE,
  SUPPORT_SESSION_ROLE,
  TOKEN_USER_ROLE,
} from './role-access.ts';

describe('rolesMayCall', () => {
  it('given a token user, it allows the calls of its portal and refuses the others', () => {
    expect(rolesMayCall([TOKEN_USER_ROLE], getRecentOrders)).toBe(true);
    expect(rolesMayCall([TOKEN_USER_ROLE], getProfile)).toBe(true);
    expect(rolesMayCall([TOKEN_USER_ROLE], getRecentInvoices)).toBe(false);
    expect(rolesMayCall([TOKEN_USER_ROLE], getAllInvoicesTable)).toBe(false);
    expect(rolesMayCall([TOKEN_USER_ROLE], updatePassword)).toBe(false);
    expect(rolesMayCall([TOKEN_USER_ROLE], uploadHead)).toBe(false);
  });

  // The orders and deliveries lists hide their exports by the role's name alone (useSessionRole).
  it('given a token user, it refuses every orders and deliveries export', () => {
    for (const endpoint of [
      exportOrdersToExcel,
      exportAllOrdersToExcel,
      exportDeliveriesToExcel,
      exportAllDeliveriesToExcel,
    ])
      expect(rolesMayCall([TOKEN_USER_ROLE], endpoint), endpoint.path).toBe(false);
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

describe('rolesMayCall for administration', () => {
  it('gives staff every admin call and customers, token users and sessions without roles none', () => {
    for (const endpoint of ADMIN_ENDPOINTS) {
      expect(rolesMayCall([STAFF_ROLE], endpoint), endpoint.path).toBe(true);
      for (const roles of [['Customer'], [TOKEN_USER_ROLE], []]) {
        expect(rolesMayCall(roles, endpoint), `${roles.join()} ${endpoint.path}`).toBe(false);
      }
    }
  });

  it('gives agents the logins calls only', () => {
    expect(rolesMayCall([AGENT_ROLE], getLoginsTable)).toBe(true);
    expect(rolesMayCall([AGENT_ROLE], disableLogin)).toBe(true);
    expect(rolesMayCall([AGENT_ROLE], getAgentsTable)).toBe(false);
    expect(rolesMayCall([AGENT_ROLE], loginAs)).toBe(false);
    expect(rolesMayCall([AGENT_ROLE], createMemo)).toBe(false);
  });

  it('keeps a support session out of password, two-factor, partner web and administration', () => {
    const support = ['Customer', SUPPORT_SESSION_ROLE];
    expect(rolesMayCall(support, getAllInvoicesTable)).toBe(true);
    expect(rolesMayCall(support, getProfile)).toBe(true);
    expect(rolesMayCall(support, updatePassword)).toBe(false);
    expect(rolesMayCall(support, getPartnerWebLoginUri)).toBe(false);
    expect(rolesMayCall(['Staff', SUPPORT_SESSION_ROLE], getAgentsTable)).toBe(false);
  });
});

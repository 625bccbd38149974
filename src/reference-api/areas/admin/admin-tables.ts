import { AGENT_COLUMNS } from '../../../core/api/contract/admin-agents.ts';
import { CLIENT_COLUMNS } from '../../../core/api/contract/admin-clients.ts';
import { EMAIL_COLUMNS } from '../../../core/api/contract/admin-emails.ts';
import { EMPLOYEE_COLUMNS } from '../../../core/api/contract/admin-employees.ts';
import { LOGIN_COLUMNS } from '../../../core/api/contract/admin-logins.ts';
import { MEMO_COLUMNS } from '../../../core/api/contract/admin-memos.ts';
import type { Db } from '../../db/db.ts';
import { type CheckedTableSql, defineTableSql } from '../trade/table-query.ts';
import { isoDateTime, loginStatusSql } from './admin-common.ts';

/**
 * The SQL of the admin tables, checked against the shared column lists at start-up (the sortable
 * columns are the sort whitelist). Unlike the trade tables they span clients: `queryFilteredTable`.
 */

const searchOf = (...expressions: string[]) =>
  `lower(${expressions.map((e) => `coalesce(${e}, '')`).join(` || ' ' || `)})`;

export const agentsTable = defineTableSql(AGENT_COLUMNS, {
  from: 'agents ag',
  id: 'ag.agent_id',
  search: searchOf('ag.display_name', 'ag.email_address'),
  select: {
    id: 'ag.agent_id',
    displayName: 'ag.display_name',
    emailAddress: 'ag.email_address',
    clientCount: '(select count(*)::int from agent_clients x where x.agent_id = ag.agent_id)',
    loginCount: '(select count(*)::int from accounts x where x.agent_id = ag.agent_id)',
  },
  sort: { displayName: 'lower(ag.display_name)', emailAddress: 'lower(ag.email_address)' },
  defaultSort: { key: 'displayName', descending: false },
});

export const clientsTable = defineTableSql(CLIENT_COLUMNS, {
  from: 'clients c',
  id: 'c.client_id',
  search: searchOf('c.customer_number', 'c.display_name', 'c.country_code', 'c.city', 'c.postal_code'),
  select: {
    id: 'c.client_id',
    customerNumber: 'c.customer_number',
    displayName: 'c.display_name',
    countryCode: 'c.country_code',
    city: 'c.city',
    addressLine: 'c.address_line',
    postalCode: 'c.postal_code',
    agentNames: `coalesce((select string_agg(ag.display_name, ', ' order by ag.display_name)
                             from agent_clients x join agents ag on ag.agent_id = x.agent_id
                            where x.client_id = c.client_id), '')`,
    loginCount: '(select count(*)::int from accounts x where x.client_id = c.client_id)',
    isActive: 'c.is_active',
  },
  sort: { displayName: 'lower(c.display_name)', city: 'lower(c.city)' },
  defaultSort: { key: 'customerNumber', descending: false },
});

export const loginsTable = defineTableSql(LOGIN_COLUMNS, {
  from: `accounts a left join clients c on c.client_id = a.client_id left join agents ag on ag.agent_id = a.agent_id`,
  id: 'a.account_id',
  search: searchOf(
    'a.email_address',
    'a.display_name',
    'c.display_name',
    'ag.display_name',
    'c.customer_number',
    'a.registered_company_name',
    'a.registered_customer_number',
  ),
  select: {
    id: 'a.account_id',
    emailAddress: 'a.email_address',
    displayName: 'a.display_name',
    accountType: 'a.account_type',
    clientId: 'a.client_id',
    agentId: 'a.agent_id',
    companyName: `coalesce(c.display_name, ag.display_name, '')`,
    status: loginStatusSql('a'),
    isTotpEnabled: 'a.is_totp_enabled',
    lastLoginAt: isoDateTime('a.login_at'),
    languageId: 'a.preferred_language_id',
    registeredCompanyName: 'a.registered_company_name',
    registeredCustomerNumber: 'a.registered_customer_number',
  },
  sort: {
    emailAddress: 'lower(a.email_address)',
    displayName: 'lower(a.display_name)',
    companyName: `lower(coalesce(c.display_name, ag.display_name, ''))`,
    lastLoginAt: 'a.login_at',
  },
  defaultSort: { key: 'emailAddress', descending: false },
});

/** Only customer and agent logins belong in the logins table (employees have their own). */
export const customerAndAgentLogins = { sql: `a.account_type in ('customer', 'agent')` };

export const employeesTable = defineTableSql(EMPLOYEE_COLUMNS, {
  from: 'accounts a',
  id: 'a.account_id',
  search: searchOf('a.email_address', 'a.first_name', 'a.last_name'),
  select: {
    id: 'a.account_id',
    emailAddress: 'a.email_address',
    firstName: `coalesce(a.first_name, '')`,
    lastName: `coalesce(a.last_name, '')`,
    status: loginStatusSql('a'),
    isTotpEnabled: 'a.is_totp_enabled',
    lastLoginAt: isoDateTime('a.login_at'),
  },
  sort: {
    emailAddress: 'lower(a.email_address)',
    firstName: `lower(coalesce(a.first_name, ''))`,
    lastName: `lower(coalesce(a.last_name, ''))`,
    lastLoginAt: 'a.login_at',
  },
  defaultSort: { key: 'lastName', descending: false },
});

/** Only staff logins are employees. */
export const staffLogins = { sql: `a.account_type = 'staff'` };

export const memosTable = defineTableSql(MEMO_COLUMNS, {
  from: 'memos m left join clients c on c.client_id = m.client_id',
  id: 'm.memo_id',
  search: searchOf('m.memo_type', 'm.memo_contents', 'c.display_name'),
  select: {
    id: 'm.memo_id',
    memoType: 'm.memo_type',
    memoContents: 'm.memo_contents',
    clientId: 'm.client_id',
    clientName: 'c.display_name',
    createdAt: isoDateTime('m.created_at'),
  },
  sort: { clientName: 'lower(c.display_name)', createdAt: 'm.created_at' },
  defaultSort: { key: 'createdAt', descending: true },
});

/** A mail back in the queue after a failed attempt is Retrying (contract EmailStatus). */
const emailStatusSql = `case when o.status = 'Queued' and o.attempts > 0 then 'Retrying' else o.status end`;

export const emailsTable = defineTableSql(EMAIL_COLUMNS, {
  from: 'outbox o',
  id: 'o.email_id',
  search: searchOf('o.to_address', 'o.subject', emailStatusSql),
  select: {
    id: 'o.email_id',
    createdAt: isoDateTime('o.created_at'),
    toAddress: `coalesce(o.to_address, '')`,
    subject: `coalesce(o.subject, '')`,
    status: emailStatusSql,
    sentAt: isoDateTime('o.sent_at'),
    attempts: 'o.attempts',
    nextAttemptAt: `case when o.status = 'Queued' then ${isoDateTime('o.next_attempt_at')} end`,
    lastResponse: 'o.last_response',
  },
  sort: {
    createdAt: 'o.created_at',
    toAddress: `lower(coalesce(o.to_address, ''))`,
    subject: `lower(coalesce(o.subject, ''))`,
    sentAt: 'o.sent_at',
  },
  defaultSort: { key: 'createdAt', descending: true },
});

/** One row of a table by its id, in the table's row shape (the answer of a create or update). */
export async function tableRow<Row>(db: Db, table: CheckedTableSql, id: number): Promise<Row | undefined> {
  const selectList = Object.entries(table.select)
    .map(([key, expression]) => `${expression} AS "${key}"`)
    .join(', ');
  const [row] = await db.query<Row>(`SELECT ${selectList} FROM ${table.from} WHERE ${table.id} = $1`, [id]);
  return row;
}

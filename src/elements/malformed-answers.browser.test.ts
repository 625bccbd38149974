import { expect } from 'chai';
import { afterEach, before, describe, it } from '../ui/element/mocha-globals.ts';
import {
  asStaffInEnglish,
  logInAs,
  mountElement,
  removeMounted,
  shadowOf,
  until,
} from '../ui/testing/element-test-kit.ts';
import { answerMalformed, contractErrorOf } from '../ui/testing/malformed-answer.ts';
import './admin-agents/cp-admin-agents.ts';
import './admin-clients/cp-admin-clients.ts';
import './admin-emails/cp-admin-emails.ts';
import './admin-employees/cp-admin-employees.ts';
import './admin-logins/cp-admin-logins.ts';
import './admin-memos/cp-admin-memos.ts';
import './certificates/cp-certificates.ts';
import './contact/cp-contact.ts';
import './dashboard/cp-dashboard.ts';
import './deliveries/cp-deliveries.ts';
import './invoices/cp-invoices.ts';
import './price-list/cp-price-list.ts';
import './settings/cp-settings.ts';
import './statistics/cp-statistics.ts';
import './stock/cp-stock.ts';

/**
 * Mounts `tag` with every answer of its list call `path` broken in two places, and expects the
 * table's own load error (not another block's, such as the statistics chart's) and the contract
 * error naming the call and both places.
 */
async function expectTableContractError(tag: string, path: string): Promise<void> {
  const restore = answerMalformed(path, { items: [{ unexpected: true }], total: 'one' });
  try {
    const element = mountElement(tag, 'lang="en"');
    const alert = await until(() =>
      shadowOf(element)?.querySelector('cp-sl-alert.load-error[variant="danger"]'),
    );
    expect(alert.textContent).to.contain('There was an error loading the data');
    const error = await until(() => contractErrorOf(path));
    expect(error.message).to.match(
      new RegExp(
        `^The answer of ${path} does not match the contract: /items/0 must have required properties `,
      ),
    );
    expect(error.problems.at(-1)).to.deep.equal({ path: '/total', message: 'must be integer' });
  } finally {
    restore();
  }
}

// The list elements beside <cp-orders> (whose own test covers it, as <cp-tracking>'s does): a backend
// answer that breaks the contract shows the table's load error and fails with the contract error
// naming the call and the place, through the checks the browser build generates from the contract.
const LIST_ELEMENTS = [
  { tag: 'cp-deliveries', path: '/Delivery/GetDeliveriesTable' },
  { tag: 'cp-invoices', path: '/Invoice/GetAllInvoicesTable' },
  { tag: 'cp-stock', path: '/Stock/GetStockTable' },
  { tag: 'cp-statistics', path: '/SalesStatistics/GetSalesStatisticsList' },
];

describe('a malformed answer in the list elements', () => {
  before(async () => {
    await logInAs('customer@example.com');
  });

  afterEach(() => {
    for (const { tag } of LIST_ELEMENTS) removeMounted(tag);
  });

  for (const { tag, path } of LIST_ELEMENTS) {
    it(`given an answer to ${path} that breaks the contract, <${tag}> shows its load error and names the place`, () =>
      expectTableContractError(tag, path));
  }
});

/** The demo customer's profile as the contract has it, for answers that break it in one place. */
const PROFILE = {
  emailAddress: 'customer@example.com',
  displayName: 'Customer',
  roles: ['Customer'],
  preferredLanguageId: null,
  properties: { isAgent: false, gravatarHash: null },
};

// The elements with screens of their own that load on first render: each call's malformed answer
// shows the element's own load error where that call's data would be, and fails with the contract
// error naming the call and the place.
const CUSTOMER_SCREENS = [
  {
    tag: 'cp-dashboard',
    path: '/Memos/GetMemo',
    answer: { memoId: 'one', memoType: 'Dashboard', memoContents: '<p>Closed on Monday</p>' },
    pointer: '/memoId',
    where: '.block-memo cp-sl-alert[variant="danger"]',
    text: 'There was an error loading the data',
  },
  {
    tag: 'cp-dashboard',
    path: '/Dashboard/GetRecentOrders',
    answer: [{ unexpected: true }],
    pointer: '/0',
    where: '.block-orders cp-sl-alert[variant="danger"]',
    text: 'There was an error loading the data',
  },
  {
    tag: 'cp-dashboard',
    path: '/Dashboard/GetRecentInvoices',
    answer: [{ unexpected: true }],
    pointer: '/0',
    where: '.block-invoices cp-sl-alert[variant="danger"]',
    text: 'There was an error loading the data',
  },
  {
    tag: 'cp-dashboard',
    path: '/Dashboard/GetFutureDeliveries',
    answer: [{ unexpected: true }],
    pointer: '/0',
    where: '.block-future-deliveries cp-sl-alert[variant="danger"]',
    text: 'There was an error loading the data',
  },
  {
    tag: 'cp-dashboard',
    path: '/Dashboard/GetTrackAndTraceDeliveries',
    answer: [{ unexpected: true }],
    pointer: '/0',
    where: '.block-tracking cp-sl-alert[variant="danger"]',
    text: 'There was an error loading the data',
  },
  {
    tag: 'cp-dashboard',
    path: '/Dashboard/GetNews',
    answer: [{ unexpected: true }],
    pointer: '/0',
    where: '.block-news cp-sl-alert[variant="danger"]',
    text: 'There was an error loading the data',
  },
  {
    tag: 'cp-certificates',
    path: '/ProductCertificates/GetProductCertificates',
    answer: [{ unexpected: true }],
    pointer: '/0',
    where: 'cp-sl-alert[variant="danger"]',
    text: 'There was an error loading the data',
  },
  {
    tag: 'cp-price-list',
    path: '/Pricelist/HasPricelist',
    answer: { hasPricelist: 'yes' },
    pointer: '/hasPricelist',
    where: 'cp-sl-alert[variant="danger"]',
    text: 'Loading failed',
  },
  {
    tag: 'cp-contact',
    path: '/Contact/GetCustomer',
    answer: {
      clientId: 1001,
      displayName: 'Van Dijk Verpakkingen B.V.',
      customerNumber: 1001,
      countryCode: 'NL',
    },
    pointer: '/customerNumber',
    where: 'cp-sl-alert[variant="danger"]',
    text: 'Loading failed',
  },
  {
    tag: 'cp-contact',
    path: '/Account/GetProfile',
    answer: { ...PROFILE, properties: { isAgent: 'no', gravatarHash: null } },
    pointer: '/properties/isAgent',
    where: 'cp-sl-alert[variant="danger"]',
    text: 'Loading failed',
  },
  {
    tag: 'cp-settings',
    path: '/Account/GetProfile',
    answer: { ...PROFILE, properties: { isAgent: 'no', gravatarHash: null } },
    pointer: '/properties/isAgent',
    where: '[part="password"] cp-sl-alert[variant="danger"]',
    text: 'Loading failed',
  },
  {
    tag: 'cp-settings',
    path: '/Account/IsTotpEnabled',
    answer: { isTotpEnabled: 'yes' },
    pointer: '/isTotpEnabled',
    where: '[part="two-factor"] cp-sl-alert[variant="danger"]',
    text: 'Loading failed',
  },
  {
    // The language choice still works without the server's list: a warning, not a failure.
    tag: 'cp-settings',
    path: '/Language/GetLanguages',
    answer: [{ unexpected: true }],
    pointer: '/0',
    where: '[part="language"] cp-sl-alert[variant="warning"]',
    text: "The server's language list could not be loaded",
  },
];

describe('a malformed answer in the elements with screens of their own', () => {
  before(async () => {
    await logInAs('customer@example.com');
  });

  afterEach(() => {
    for (const { tag } of CUSTOMER_SCREENS) removeMounted(tag);
  });

  for (const { tag, path, answer, pointer, where, text } of CUSTOMER_SCREENS) {
    it(`given an answer to ${path} that breaks the contract, <${tag}> shows its load error and names the place`, async () => {
      const restore = answerMalformed(path, answer);
      try {
        const element = mountElement(tag, 'lang="en"');
        const alert = await until(() => shadowOf(element)?.querySelector(where), 10_000);
        expect(alert.textContent).to.contain(text);
        const error = await until(() => contractErrorOf(path));
        expect(error.message).to.match(
          new RegExp(`^The answer of ${path} does not match the contract: ${pointer} `),
        );
        expect(error.problems[0]?.path).to.equal(pointer);
      } finally {
        restore();
      }
    });
  }
});

// The staff tables, on the same table as the list elements.
const ADMIN_ELEMENTS = [
  { tag: 'cp-admin-agents', path: '/Admin/GetAgentsTable' },
  { tag: 'cp-admin-clients', path: '/Admin/GetClientsTable' },
  { tag: 'cp-admin-emails', path: '/Admin/GetEmailsTable' },
  { tag: 'cp-admin-employees', path: '/Admin/GetEmployeesTable' },
  { tag: 'cp-admin-logins', path: '/Admin/GetLoginsTable' },
  { tag: 'cp-admin-memos', path: '/Admin/GetMemosTable' },
];

describe('a malformed answer in the admin elements', () => {
  asStaffInEnglish();

  afterEach(() => {
    for (const { tag } of ADMIN_ELEMENTS) removeMounted(tag);
  });

  for (const { tag, path } of ADMIN_ELEMENTS) {
    it(`given an answer to ${path} that breaks the contract, <${tag}> shows its load error and names the place`, () =>
      expectTableContractError(tag, path));
  }
});

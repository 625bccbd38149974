import { expect } from 'chai';
import { afterEach, before, describe, it } from '../ui/element/mocha-globals.ts';
import { logInAs, mountElement, removeMounted, shadowOf, until } from '../ui/testing/element-test-kit.ts';
import { answerMalformed, contractErrorOf } from '../ui/testing/malformed-answer.ts';
import './deliveries/cp-deliveries.ts';
import './invoices/cp-invoices.ts';
import './statistics/cp-statistics.ts';
import './stock/cp-stock.ts';

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
    it(`given an answer to ${path} that breaks the contract, <${tag}> shows its load error and names the place`, async () => {
      const restore = answerMalformed(path, { items: [{ unexpected: true }], total: 'one' });
      try {
        const element = mountElement(tag, 'lang="en"');
        const alert = await until(() => shadowOf(element)?.querySelector('sl-alert[variant="danger"]'));
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
    });
  }
});

// The floor, for the benchmark only: the same GetOrdersTable call with fetch() and the same
// columns in a <table> built with DOM calls, no framework, every row of the answer in the DOM.
// A header button sorts by its column, #all asks for every row; `?rows=` sets the page size.
import { COLUMNS, fetchOrders, formatCell, initialRowsPerPage } from '../orders-api.js';

const state = { rowsPerPage: initialRowsPerPage(), sortBy: undefined };
const container = document.getElementById('orders');
let firstItems;

async function load() {
  container.setAttribute('aria-busy', 'true');
  render(await fetchOrders({ page: 1, rowsPerPage: state.rowsPerPage, sortBy: state.sortBy }));
  container.removeAttribute('aria-busy');
}

function render({ items, total }) {
  const table = document.createElement('table');
  if (state.rowsPerPage === -1) table.setAttribute('aria-rowcount', String(total + 1));
  const head = table.createTHead().insertRow();
  for (const [key, title] of COLUMNS) {
    const th = document.createElement('th');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = title;
    button.onclick = () => {
      state.sortBy = key;
      load();
    };
    th.append(button);
    if (state.sortBy === key) th.setAttribute('aria-sort', 'ascending');
    head.append(th);
  }
  const body = table.createTBody();
  for (const item of items) {
    const tr = body.insertRow();
    tr.setAttribute('part', 'row');
    for (const [key, , kind] of COLUMNS) tr.insertCell().textContent = formatCell(item[key], kind);
  }
  container.replaceChildren(table);
  firstItems ??= items;
}

/** The mount/unmount cycles' floor: the first rows again, in a new table. */
window.mountTable = () => render({ items: firstItems, total: firstItems.length });
document.getElementById('all').onclick = () => {
  state.rowsPerPage = -1;
  load();
};
load();

import { FIRST_VIEW_CLASS } from '../../../core/table/first-page/first-view-takeover.ts';
import type { TableRequest } from '../../../core/table/table-request.ts';
import { actionsColumnWidth } from '../action-columns.ts';
import { CARDS_BELOW_PX } from '../card-breakpoint.ts';
import { cellClassName, formatCell } from '../format-cell.ts';
import type { FirstViewColumn } from './first-view-column.ts';

/** What the static first view shows: an element's panel, title and its table's first page. */
export interface FirstView {
  /** The element's panel class beside `cp-panel` (e.g. `orders`), as its React component has it. */
  panelClass: string;
  title: string;
  /** The table's accessible name (DataTable `caption`). */
  caption: string;
  columns: readonly (FirstViewColumn & { header: string })[];
  /** Labels of the custom actions the element gives its table: their column's name (its buttons come with React). */
  customActionLabels: readonly string[];
  rows: readonly Record<string, unknown>[];
  request: TableRequest;
  language: string;
  theme: 'light' | 'dark';
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

function sortOf(request: TableRequest, key: string): 'ascending' | 'descending' | 'none' {
  const sort = request.sortBy[0];
  if (sort?.key !== key) return 'none';
  return sort.order === 'asc' ? 'ascending' : 'descending';
}

function headerRow(view: FirstView): HTMLTableSectionElement {
  const thead = element('thead');
  thead.part.add('header');
  const tr = thead.appendChild(element('tr'));
  for (const column of view.columns) {
    const th = tr.appendChild(
      element('th', `kind-${column.kind ?? 'text'}${column.sortable ? ' sortable' : ''}`),
    );
    th.scope = 'col';
    th.dataset.column = column.key;
    if (!column.sortable) {
      th.textContent = column.header;
      continue;
    }
    const sort = sortOf(view.request, column.key);
    th.setAttribute('aria-sort', sort);
    const button = th.appendChild(element('button', 'sort-button'));
    button.type = 'button';
    button.append(element('span', undefined, column.header));
    const indicator = button.appendChild(
      element('span', `sort-indicator sort-${sort}`, sort === 'descending' ? '↓' : '↑'),
    );
    indicator.setAttribute('aria-hidden', 'true');
  }
  if (view.customActionLabels.length > 0) {
    const th = tr.appendChild(element('th', 'actions-cell actions-cell--custom'));
    th.scope = 'col';
    th.style.width = `${actionsColumnWidth(view.customActionLabels.length)}px`;
    th.append(element('span', 'visually-hidden', view.customActionLabels.join(', ')));
  }
  return thead;
}

function bodyRows(view: FirstView): HTMLTableSectionElement {
  const tbody = element('tbody');
  view.rows.forEach((row, index) => {
    const tr = tbody.appendChild(element('tr'));
    tr.part.add('row');
    // As DataTableRow: the header row is 1, a page's rows follow it.
    tr.setAttribute('aria-rowindex', String((view.request.page - 1) * view.request.itemsPerPage + index + 2));
    view.columns.forEach((column, position) => {
      const key = position === 0 ? ' key-cell' : '';
      const td = tr.appendChild(element('td', `${cellClassName(column, row, view.language)}${key}`));
      td.dataset.column = column.key;
      td.dataset.label = column.header;
      const text = formatCell(row[column.key], column.kind ?? 'text', view.language);
      if (text) td.append(column.clamp ? element('span', 'clamp', text) : text);
    });
    if (view.customActionLabels.length > 0) tr.append(element('td', 'actions-cell actions-cell--custom'));
  });
  return tbody;
}

/**
 * Builds the element's first view as static DOM: the frame of its panel and DataTable (title, a
 * toolbar and a pager of the same height, data-table.css `.first-view`) around a table with the
 * DataTable's structure, classes and parts, its cells formatted by the same formatCell and
 * cellClassName. Inert: nothing in it answers a click or takes the focus, and assistive
 * technology meets the table once React's, the same rows, has taken its place.
 */
export function renderFirstView(view: FirstView): HTMLElement {
  const box = element('div', FIRST_VIEW_CLASS);
  box.inert = true;
  const root = box.appendChild(element('div', `cp-root sl-theme-${view.theme}`));
  root.dataset.theme = view.theme;
  root.lang = view.language === 'zhHans' ? 'zh-Hans' : view.language;
  const panel = root.appendChild(element('section', `cp-panel ${view.panelClass}`));
  const title = panel.appendChild(element('h2', 'title', view.title));
  title.part.add('title');
  const base = panel.appendChild(element('div', 'data-table'));
  base.part.add('base');
  base.append(element('div', 'toolbar'), element('div', 'progress-slot'));
  const scroll = base.appendChild(element('div', 'scroll'));
  scroll.part.add('table-container');
  const table = scroll.appendChild(element('table'));
  table.part.add('table');
  table.setAttribute('aria-label', view.caption);
  table.append(headerRow(view), bodyRows(view));
  base.append(element('div', 'pagination'));
  return box;
}

/**
 * Puts `view` in `host`'s shadow root (attached open now, as the element's class will find it,
 * ui/element/define-element.ts, unless the class attached it already), with `sheets`; React's content added later stays hidden behind
 * it (data-table.css) until takeOverFirstView (core/table/first-page/first-view-takeover.ts).
 */
export function showFirstView(host: HTMLElement, view: FirstView, sheets: CSSStyleSheet[]): void {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  // The element's own sheets stay, when its shell has adopted them already: these add the same rules.
  const before = shadow.adoptedStyleSheets;
  shadow.adoptedStyleSheets = [...before, ...sheets];
  const box = shadow.insertBefore(renderFirstView(view), shadow.firstChild);
  // Narrower than the card breakpoint React shows cards, and a table wider than its box has columns
  // React folds into details: the static table would change under the user at the takeover. Taken
  // out in the same task it went in, so it is never painted, and React paints the first rows.
  const scroll = box.querySelector<HTMLElement>('[part="table-container"]');
  if (box.clientWidth < CARDS_BELOW_PX || (scroll && scroll.scrollWidth > scroll.clientWidth)) {
    box.remove();
    shadow.adoptedStyleSheets = before;
    return;
  }
  host.dataset.theme = view.theme;
  host.dataset.firstView = '';
  // A User Timing mark: measurements and tests tell a first view that React replaced within a frame.
  performance.mark('cp-first-view');
}

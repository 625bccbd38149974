import type { PrefetchedFirstPage } from '../../../core/table/first-page/first-page-prefetch.ts';
import type { FirstViewColumn } from './first-view-column.ts';
import { showFirstView } from './render-first-view.ts';

/** What a list element's entry knows of its first view before React: columns, texts, answer check. */
export interface FirstViewSpec<Texts> {
  /** The element's panel class beside `cp-panel`. */
  panelClass: string;
  columns: readonly FirstViewColumn[];
  /** Labels of the custom actions the element gives its table. Default none. */
  customActionLabels?: (texts: Texts) => readonly string[];
  /** The element's texts in `language` (its text chunk, which React's first render loads too); undefined: none. */
  texts: (language: string) => Promise<{ default: Texts }> | undefined;
  title: (texts: Texts) => string;
  caption: (texts: Texts) => string;
  header: (texts: Texts, key: string) => string;
  /** The list call's answer check, the client's own (core/api/browser-contract/). */
  answerCheck: () => Promise<(answer: unknown) => boolean>;
  /** The element's own CSS text. */
  styles: () => Promise<string>;
}

/** What React's first view shows once it has rows, an error or a sign-in state. */
const REACT_SHOWS = 'tr[part="row"], tr.no-data, .load-error, .cp-element-error, .cp-sign-in-needed';

const sheetOf = (css: string) => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
};

async function paintFirstView<Texts>(page: PrefetchedFirstPage, spec: FirstViewSpec<Texts>): Promise<void> {
  const { element, plan } = page;
  const texts = spec.texts(plan.request.language);
  // A language the element has no texts for: React shows its fallback; nothing wrong is shown first.
  // All rows is a virtualised body of its own (ui/data-table-virtual/): React paints it.
  if (!texts || !(element instanceof HTMLElement) || plan.tableRequest.itemsPerPage === -1) return;
  const [answer, loadedTexts, check, shared, own] = await Promise.all([
    page.answer,
    texts,
    spec.answerCheck(),
    import('./first-view-styles.ts'),
    spec.styles(),
  ]);
  // The early request failed, or React already shows the rows (or an error, or "sign in"): nothing
  // to paint. The element class may be defined and its shadow root there, React not yet rendered.
  if (!answer || !element.isConnected || element.shadowRoot?.querySelector(REACT_SHOWS)) return;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return;
  }
  // An answer that breaks the contract shows no rows: the client says what is wrong with it.
  if (!check(body)) return;
  const { items } = body as { items: Record<string, unknown>[] };
  const words = loadedTexts.default;
  showFirstView(
    element,
    {
      panelClass: spec.panelClass,
      title: spec.title(words),
      caption: spec.caption(words),
      columns: spec.columns.map((column) => ({ ...column, header: spec.header(words, column.key) })),
      customActionLabels: spec.customActionLabels?.(words) ?? [],
      rows: items.slice(0, plan.tableRequest.itemsPerPage),
      request: plan.tableRequest,
      language: plan.request.language,
      theme: plan.theme,
    },
    [shared.tokensCss, shared.baseCss, shared.cardCss, shared.dataTableCss, own].map(sheetOf),
  );
}

/**
 * Paints each early first page as the element's static first view once its answer, texts, check
 * and styles are in (render-first-view.ts), before React, the kit and the runtime have run. The
 * answer itself stays on offer for the table, which takes it as before: no second request.
 */
export function paintFirstViews<Texts>(
  pages: readonly PrefetchedFirstPage[],
  spec: FirstViewSpec<Texts>,
): void {
  // A failure here (a chunk that did not load) leaves the element to React, which reports its own.
  for (const page of pages) paintFirstView(page, spec).catch(() => {});
}

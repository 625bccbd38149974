import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Below this width of the table's own element its rows are always cards (spec §9's first breakpoint). */
export const CARDS_BELOW_PX = 600;

/**
 * Whether the DataTable shows its rows as stacked cards: when its element is narrower than 600 px
 * (an embed can be narrow on a wide page, so the element's width counts, not the window's), or when
 * its columns need more width than the element has, since a table scrolled sideways cuts text at its
 * edge. The width the columns need is measured while they are shown as a table and remembered, so
 * the table comes back once the element is that wide again, without flipping to and fro.
 *
 * The table is measured again when its `rows` or `columns` change.
 */
export function useCardLayout(
  baseRef: RefObject<HTMLElement | null>,
  rows: readonly unknown[],
  columns: readonly unknown[],
): boolean {
  const [cards, setCards] = useState(false);
  const cardsRef = useRef(cards);
  cardsRef.current = cards;
  // Width of the element that the columns need, measured while they were last shown as a table.
  const neededWidth = useRef(0);

  const evaluate = useCallback(() => {
    const base = baseRef.current;
    const scroll = base?.querySelector<HTMLElement>('.scroll');
    if (!base || !scroll) return;
    // Widths of the element itself, the same in both layouts (the table's box loses its border as cards).
    const width = base.clientWidth;
    let next: boolean;
    if (width < CARDS_BELOW_PX) {
      next = true;
    } else if (cardsRef.current) {
      next = width < neededWidth.current;
    } else {
      neededWidth.current = width + scroll.scrollWidth - scroll.clientWidth;
      next = neededWidth.current > width;
    }
    if (next !== cardsRef.current) setCards(next);
  }, [baseRef]);

  // Measured again for new rows, columns or layout, and whenever the element's width or the table's
  // size changes after that (icons and fonts arrive after the first paint and widen columns).
  // biome-ignore lint/correctness/useExhaustiveDependencies: rows, columns and cards are what asks for a new measure
  useLayoutEffect(() => {
    evaluate();
    const base = baseRef.current;
    if (!base) return;
    const observer = new ResizeObserver(evaluate);
    observer.observe(base);
    const table = base.querySelector('.scroll > table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [baseRef, evaluate, rows, columns, cards]);

  return cards;
}

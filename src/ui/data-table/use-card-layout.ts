import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';

import { CARDS_BELOW_PX } from './card-breakpoint.ts';

export { CARDS_BELOW_PX };

/**
 * Whether the DataTable shows its rows as stacked cards: when its element is narrower than 600 px.
 * An embed can be narrow on a wide page, so the element's width counts, not the window's. Wider, it
 * is a table whose text wraps and which scrolls sideways in its own box when its columns need more
 * room than the element has: a desktop user keeps rows to compare, and no value is cut.
 */
export function useCardLayout(baseRef: RefObject<HTMLElement | null>): boolean {
  const [cards, setCards] = useState(false);

  const evaluate = useCallback(() => {
    const base = baseRef.current;
    if (base) setCards(base.clientWidth < CARDS_BELOW_PX);
  }, [baseRef]);

  useLayoutEffect(() => {
    evaluate();
    const base = baseRef.current;
    if (!base) return;
    const observer = new ResizeObserver(evaluate);
    observer.observe(base);
    return () => observer.disconnect();
  }, [baseRef, evaluate]);

  return cards;
}

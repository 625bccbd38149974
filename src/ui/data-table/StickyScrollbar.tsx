import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The sideways scrollbar of a table wider than its box, kept in view: it sits under the table and,
 * while the table's bottom is below the window's edge, sticks to that edge (data-table.css), where
 * the box's own scrollbar would be out of sight. It scrolls the box and follows it both ways; the
 * box's own horizontal scrollbar is hidden. Keyboard users scroll the box itself (it takes the focus
 * when it scrolls) or move through its cells, so the bar is for the pointer only.
 */
export function StickyScrollbar({ getScrollElement }: { getScrollElement: () => HTMLElement | null }) {
  const barRef = useRef<HTMLDivElement>(null);
  const [extent, setExtent] = useState({ client: 0, scroll: 0 });

  useLayoutEffect(() => {
    const box = getScrollElement();
    const bar = barRef.current;
    if (!box || !bar) return;
    const measure = () =>
      setExtent((previous) =>
        previous.client === box.clientWidth && previous.scroll === box.scrollWidth
          ? previous
          : { client: box.clientWidth, scroll: box.scrollWidth },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    const table = box.firstElementChild;
    if (table) observer.observe(table);
    const follow = (from: HTMLElement, to: HTMLElement) => () => {
      if (to.scrollLeft !== from.scrollLeft) to.scrollLeft = from.scrollLeft;
    };
    const fromBox = follow(box, bar);
    const fromBar = follow(bar, box);
    box.addEventListener('scroll', fromBox, { passive: true });
    bar.addEventListener('scroll', fromBar, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', fromBox);
      bar.removeEventListener('scroll', fromBar);
    };
  }, [getScrollElement]);

  const scrolls = extent.scroll > extent.client + 1;
  // The box scrolls: it takes the focus, so the keyboard can scroll it too (arrow keys).
  useLayoutEffect(() => {
    const box = getScrollElement();
    if (!box) return;
    if (scrolls) box.tabIndex = 0;
    else box.removeAttribute('tabindex');
  }, [getScrollElement, scrolls]);

  return (
    <div ref={barRef} className="sticky-scrollbar" part="scrollbar" aria-hidden="true" hidden={!scrolls}>
      <div style={{ width: extent.scroll }} />
    </div>
  );
}

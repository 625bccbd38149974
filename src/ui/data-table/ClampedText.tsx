import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * Long text shown in at most two lines (data-table.css `.clamp`). When it is cut, the whole text is
 * its tooltip (hover) and the text can take the focus, which shows it whole in place (keyboard);
 * screen readers always read all of it. Cards show it whole: it is not cut there.
 */
export function ClampedText({ text, children }: { text: string; children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [clamped, setClamped] = useState(false);
  // Measured again for another text, which may wrap to as many lines without resizing the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: text is the trigger, not a value read
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      // Focused, the text shows whole; it stays focusable until the focus leaves.
      if (element.matches(':focus')) return;
      setClamped(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('blur', measure);
    return () => {
      observer.disconnect();
      element.removeEventListener('blur', measure);
    };
  }, [text]);
  return (
    <span
      ref={ref}
      className={clamped ? 'clamp clamped' : 'clamp'}
      title={clamped ? text : undefined}
      // A cut text takes the focus, to show itself whole to keyboard users.
      tabIndex={clamped ? 0 : undefined}
    >
      {children}
    </span>
  );
}

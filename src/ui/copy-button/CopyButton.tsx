import '@shoelace-style/shoelace/dist/components/button/button.js';
import { useEffect, useState } from 'react';
import '../shoelace/shoelace.ts';

type CopyState = 'idle' | 'copied' | 'failed';

export interface CopyButtonProps {
  /** What is copied. */
  value: string;
  /** The button's text, already translated: before, after a copy, after a failed one. */
  labels: Readonly<Record<CopyState, string>>;
  /** The button's `part` name. */
  part: string;
}

/** A labelled button that copies `value` to the clipboard and says for a moment whether it worked. */
export function CopyButton({ value, labels, part }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );

  return (
    <cp-sl-button size="small" class="copy-button" part={part} onClick={() => void copy()}>
      <span aria-live="polite">{labels[state]}</span>
    </cp-sl-button>
  );
}

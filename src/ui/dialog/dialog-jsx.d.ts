import type SlBadge from '@shoelace-style/shoelace/dist/components/badge/badge.js';
import type SlDialog from '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import type { HTMLAttributes, RefAttributes } from 'react';

// JSX types for the Shoelace components of dialog-shoelace.ts, in the kit's shoelace-jsx.d.ts style.
type ShoelaceEvents = { [event: `onsl-${string}`]: ((event: Event) => void) | undefined };
type ShoelaceProps<E extends HTMLElement, K extends keyof E> = Omit<HTMLAttributes<E>, K & string> &
  RefAttributes<E> &
  Partial<Pick<E, K>> &
  ShoelaceEvents & { class?: string; slot?: string };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sl-dialog': ShoelaceProps<SlDialog, 'open' | 'label' | 'noHeader'>;
      'sl-badge': ShoelaceProps<SlBadge, 'variant' | 'pill' | 'pulse'>;
    }
  }
}

import type SlRadioButton from '@shoelace-style/shoelace/dist/components/radio-button/radio-button.js';
import type SlRadioGroup from '@shoelace-style/shoelace/dist/components/radio-group/radio-group.js';
import type { HTMLAttributes, RefAttributes } from 'react';

// JSX types for the Shoelace components of settings-shoelace.ts, in the kit's shoelace-jsx.d.ts style.
type ShoelaceEvents = { [event: `onsl-${string}`]: ((event: Event) => void) | undefined };
type ShoelaceProps<E extends HTMLElement, K extends keyof E> = Omit<HTMLAttributes<E>, K & string> &
  RefAttributes<E> &
  Partial<Pick<E, K>> &
  ShoelaceEvents & { class?: string; slot?: string };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sl-radio-group': ShoelaceProps<SlRadioGroup, 'name' | 'value' | 'label' | 'helpText' | 'size'>;
      'sl-radio-button': ShoelaceProps<SlRadioButton, 'value' | 'disabled' | 'size'>;
    }
  }
}

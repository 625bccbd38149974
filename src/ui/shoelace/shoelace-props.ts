import type { HTMLAttributes, RefAttributes } from 'react';

// The JSX props of a Shoelace component, for the `*-jsx.d.ts` files that declare the tags the kit and
// elements use. React 19 passes known properties as properties and `onsl-*` props as listeners.

/** `onsl-*` props: React 19 adds them as event listeners. */
type ShoelaceEvents = { [event: `onsl-${string}`]: ((event: Event) => void) | undefined };

/** The props of Shoelace component `E` whose properties `K` are set from JSX. */
export type ShoelaceProps<E extends HTMLElement, K extends keyof E> = Omit<HTMLAttributes<E>, K & string> &
  RefAttributes<E> &
  Partial<Pick<E, K>> &
  ShoelaceEvents & { class?: string; slot?: string };

import type { LitElement } from 'lit';
import type { HTMLAttributes, RefAttributes } from 'react';

// The JSX props of a Shoelace component, derived from its class (for shoelace-jsx.d.ts). React 19
// sets known properties as properties and adds `on<event>` props as event listeners.

/**
 * `onsl-*` props (`onsl-change`) and, for the events that share a tag's name and are renamed with
 * it (`sl-input`), `oncp-sl-*` props: React 19 adds them as event listeners.
 */
type ShoelaceEvents = {
  [event: `onsl-${string}` | `oncp-sl-${string}`]: ((event: Event) => void) | undefined;
};

/** The properties a Shoelace component adds to LitElement (and so to HTMLElement), without its methods. */
export type OwnProperties<E> = {
  [K in Exclude<keyof E, keyof LitElement>]: E[K] extends (...args: never[]) => unknown ? never : K;
}[Exclude<keyof E, keyof LitElement>];

/** The props of Shoelace component `E`: its own properties, the HTML attributes, a ref and its events. */
export type ShoelaceProps<E extends Element> = Omit<HTMLAttributes<E>, OwnProperties<E> & string> &
  RefAttributes<E> &
  Partial<Pick<E, OwnProperties<E>>> &
  ShoelaceEvents & { class?: string; slot?: string; autofocus?: boolean };

import type { ShoelaceProps } from './shoelace-props.ts';

// Our Shoelace's tags: `<cp-sl-button>` for Shoelace's `<sl-button>` (the build renames the tags
// inside Shoelace's own files, scripts/private-shoelace-tags.ts). One entry per component class
// Shoelace exports (`SlIconButton` → `cp-sl-icon-button`), with the props of that class: nothing
// listed by hand, so a newly used component is typed as Shoelace types it.
// (A .d.ts file: skipLibCheck leaves it unchecked; copy it to a .ts file to see its errors.)

/** `IconButton` → `-icon-button`: a component class's name as Shoelace's tag names spell it. */
type Kebab<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : Name;

type ShoelaceExports = typeof import('@shoelace-style/shoelace');

/**
 * `cp-sl-*` → the class Shoelace exports as `Sl*`. Built from Shoelace's exports, not from the
 * `sl-*` entries of HTMLElementTagNameMap, which the map cannot be extended with (a circle).
 */
type PrivateShoelaceTagNameMap = {
  [Name in keyof ShoelaceExports as Name extends `Sl${infer Rest}`
    ? `cp-sl${Kebab<Rest>}`
    : never]: ShoelaceExports[Name] extends abstract new (
    ...args: never[]
  ) => infer Element
    ? Element
    : never;
};

/** `cp-sl-*` → the JSX props of that component. */
type PrivateShoelaceElements = {
  [Tag in keyof PrivateShoelaceTagNameMap]: ShoelaceProps<PrivateShoelaceTagNameMap[Tag]>;
};

declare global {
  interface HTMLElementTagNameMap extends PrivateShoelaceTagNameMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends PrivateShoelaceElements {}
  }
}

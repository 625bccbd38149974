import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { type AttributeKind, attributeName, readAttribute } from './attribute-value.ts';
import { ATTRIBUTE_ERROR_PROP, createElementShell, type ElementProps } from './element-shell.tsx';
import type { NamespaceResources } from './ui-namespace.ts';

export type { ElementProps };

/** How `defineElement` maps attributes and properties onto the component's props. */
export interface DefineElementOptions<P> {
  /** Each own prop and how its attribute is read; JSON props can also be set as properties. */
  props: { [K in keyof P]: AttributeKind };
  /** CSS texts adopted into the shadow root after the kit's sheets. Default none. */
  styles?: readonly string[];
  /**
   * The element's translations, added to the page's i18n instance when it first renders: one
   * namespace, or several (e.g. an element's own and a namespace it shares with related elements).
   */
  namespace?: NamespaceResources | readonly NamespaceResources[];
  /**
   * Whether the element needs a signed-in user: without one it shows "sign in needed" and emits
   * `cp-login-required` instead of calling the API. Default true; false for an element that works
   * without a session or gets one itself (`<cp-tracking login-token>`).
   */
  needsSession?: boolean;
  /**
   * Whether the element shows one client's data: while staff or an agent act for no client (and
   * no `client-id` is given) it says "choose a client" instead of calling the API. Default false.
   */
  needsClient?: boolean;
}

const COMMON_PROPS: Record<keyof ElementProps, AttributeKind> = {
  lang: 'string',
  theme: 'string',
  clientId: 'number',
  pageSize: 'number',
  apiBase: 'string',
};

// r2wc's own prop store and render trigger (registered symbols of @r2wc/core 2.x). We keep r2wc
// for the shadow root and the React root's mount/update/unmount, and read attributes ourselves.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
}

/**
 * Registers `<tag>` as a custom element rendering `Component` in an open shadow root, connected to
 * the page's runtime. A tag that is already defined is left alone and its class returned.
 */
export function defineElement<P extends object>(
  tag: `cp-${string}`,
  Component: ComponentType<P & ElementProps>,
  options: DefineElementOptions<P>,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;

  const kinds: Record<string, AttributeKind> = {
    ...COMMON_PROPS,
    ...(options.props as Record<string, AttributeKind>),
  };
  const propByAttribute = new Map(Object.keys(kinds).map((prop) => [attributeName(prop), prop]));
  const Shell = createElementShell(Component, {
    styles: options.styles ?? [],
    namespaces: options.namespace === undefined ? [] : [options.namespace].flat(),
    needsSession: options.needsSession ?? true,
    needsClient: options.needsClient ?? false,
  });
  // No props declared to r2wc: its attribute handling (no reset on removal, attribute write-back,
  // throwing JSON.parse, bare booleans ignored) is replaced below.
  const Base = r2wc(Shell, { shadow: 'open' });

  class PortalElement extends Base {
    static get observedAttributes(): string[] {
      return [...propByAttribute.keys()];
    }

    readonly #attributeErrors = new Map<string, Error>();

    /**
     * r2wc attaches the shadow root in its constructor; the element's static first view
     * (ui/data-table/first-view/) may have attached it already, before the tag was defined.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    constructor() {
      super();
      for (const prop of Object.keys(kinds)) {
        // A property set before the tag was defined is an own property shadowing our accessor.
        if (Object.hasOwn(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          this.#setProp(prop, value, false);
        }
      }
    }

    attributeChangedCallback(name: string, _previous: string | null, text: string | null): void {
      const prop = propByAttribute.get(name);
      if (!prop) return;
      const result = readAttribute(kinds[prop] ?? 'string', name, text);
      if (result.ok) {
        this.#attributeErrors.delete(prop);
        this.#setProp(prop, result.value, true);
      } else {
        this.#attributeErrors.set(prop, result.error);
        this.#setProp(prop, undefined, true);
      }
    }

    /** Stores a prop (never written back as an attribute) and re-renders once connected. */
    #setProp(prop: string, value: unknown, fromAttribute: boolean): void {
      if (!fromAttribute) this.#attributeErrors.delete(prop);
      const internals = this as unknown as R2wcInternals;
      internals[R2WC_PROPS][prop] = value;
      internals[R2WC_PROPS][ATTRIBUTE_ERROR_PROP] = this.#attributeErrors.values().next().value;
      if (this.isConnected) internals[R2WC_RENDER]();
    }

    /** Used by the property accessors below. */
    setPropFromProperty(prop: string, value: unknown): void {
      this.#setProp(prop, value, false);
    }
  }

  for (const prop of Object.keys(kinds)) {
    Object.defineProperty(PortalElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: PortalElement) {
        return (this as unknown as R2wcInternals)[R2WC_PROPS][prop];
      },
      set(this: PortalElement, value: unknown) {
        this.setPropFromProperty(prop, value);
      },
    });
  }

  customElements.define(tag, PortalElement);
  return PortalElement;
}

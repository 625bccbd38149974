import { createContext, createElement, type ReactNode, useContext } from 'react';

const HostElementContext = createContext<HTMLElement | null>(null);

/** Supplies the custom element that hosts this React tree. */
export function HostElementProvider({ host, children }: { host: HTMLElement; children?: ReactNode }) {
  return createElement(HostElementContext.Provider, { value: host }, children);
}

/** The custom element (`<cp-…>`) this component renders in; events are dispatched from it. */
export function useHostElement(): HTMLElement {
  const host = useContext(HostElementContext);
  if (!host) throw new Error('useHostElement() needs an element made by defineElement.');
  return host;
}

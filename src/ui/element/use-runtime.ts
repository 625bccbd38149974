import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { PortalRuntime } from '../../core/runtime/create-portal-runtime.ts';

const RuntimeContext = createContext<PortalRuntime | null>(null);

/** Supplies the page-wide runtime to one element's React tree (each element is its own root). */
export function RuntimeProvider({ runtime, children }: { runtime: PortalRuntime; children?: ReactNode }) {
  return createElement(RuntimeContext.Provider, { value: runtime }, children);
}

/** The page-wide runtime; throws outside an element made by `defineElement` (or a `RuntimeProvider`). */
export function useRuntime(): PortalRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime() needs a RuntimeProvider (use defineElement).');
  return runtime;
}

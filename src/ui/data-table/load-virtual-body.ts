import { lazy } from 'react';
import type { DataTableVirtualBody } from '../data-table-virtual/DataTableVirtualBody.tsx';

let loading: Promise<typeof import('../data-table-virtual/DataTableVirtualBody.tsx')> | undefined;

/**
 * Starts loading the virtualised body of page size All (with @tanstack/react-virtual, ~32 kB), once:
 * called when All is chosen, so the module arrives while the first window is on its way. A page
 * that never shows All never loads it.
 */
export function preloadVirtualBody() {
  loading ??= import('../data-table-virtual/DataTableVirtualBody.tsx');
  return loading;
}

/** {@link DataTableVirtualBody}, loaded on first render (inside a Suspense). */
export const LazyVirtualBody = lazy(preloadVirtualBody) as unknown as typeof DataTableVirtualBody;

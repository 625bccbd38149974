import type { RouteElement } from './routes-table.ts';

// The registration modules of the elements that exist, each its own chunk, loaded when its page opens.
const ELEMENT_MODULES = import.meta.glob<unknown>([
  '../../elements/*/cp-*.ts',
  '!../../elements/**/*.test.ts',
]);

/**
 * Loads the registration module of a route's element (which defines its tag); undefined when that
 * element is not built. The router starts it beside the page's own chunk, so the element does not
 * wait for the page to render first; the page awaits the same module, loaded once.
 */
export function loadElementModule({ area, tag }: RouteElement): Promise<unknown> | undefined {
  return ELEMENT_MODULES[`../../elements/${area}/${tag}.ts`]?.();
}

// The one place the kit loads Shoelace. Components are imported one by one because the autoloader
// cannot see into shadow roots. Shoelace 2.20's `define()` skips a tag that is already registered
// (same version: silently; another version: a console warning), so a page that loaded its own
// Shoelace first keeps its components and ours still render with them.
import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import './inline-icons.ts';
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '@shoelace-style/shoelace/dist/components/option/option.js';
import '@shoelace-style/shoelace/dist/components/select/select.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '@shoelace-style/shoelace/dist/components/textarea/textarea.js';
import { getBasePath, setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { registerKitIcons } from './icons.ts';

/**
 * Shoelace's base path from our own bundle's location, unless the page set one already (then
 * its `data-shoelace` script or `setBasePath` wins). String operations, not `new URL('.', …)`,
 * which Vite's library mode rewrites into a data: URL (DESIGN.md toolchain facts).
 */
export function shoelaceBasePath(moduleUrl: string): string {
  const withoutQuery = moduleUrl.split(/[?#]/)[0] ?? moduleUrl;
  return `${withoutQuery.slice(0, withoutQuery.lastIndexOf('/') + 1)}shoelace`;
}

if (!getBasePath()) setBasePath(shoelaceBasePath(import.meta.url));
registerKitIcons();

// Shoelace's base for the kit: base path, icons (sl-icon, which nearly every view shows) and texts.
// Every other component is imported by the module that renders its tag, one by one (the autoloader
// cannot see into shadow roots), so an element's graph holds only the components it shows.
// Our copy of Shoelace registers under private tag names (`sl-button` in this source is
// `cp-sl-button` once built: scripts/private-shoelace-tags.ts), so a page's own Shoelace of any 2.x
// version, loaded before or after us, keeps its `sl-*` tags, icon libraries and base path, and ours
// keep theirs.
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import './inline-icons.ts';
import './locale-shoelace.ts';
import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { registerKitIcons } from './icons.ts';

/**
 * Shoelace's base path from our own bundle's location. String operations, not `new URL('.', …)`,
 * which Vite's library mode rewrites into a data: URL (docs/architecture.md#toolchain).
 */
export function shoelaceBasePath(moduleUrl: string): string {
  const withoutQuery = moduleUrl.split(/[?#]/)[0] ?? moduleUrl;
  return `${withoutQuery.slice(0, withoutQuery.lastIndexOf('/') + 1)}shoelace`;
}

// Always ours: left empty, our copy's getBasePath() would take the page's `<script data-shoelace>`,
// which points at the page's Shoelace. This sets our copy's path only; the page's is its own.
setBasePath(shoelaceBasePath(import.meta.url));
registerKitIcons();

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { rewriteLeafletSvgProbe } from './vite-leaflet-svg-probe.mjs';

const require = createRequire(import.meta.url);
const leafletId = require.resolve('leaflet/dist/leaflet-src.esm.js');

describe('the Leaflet inline-SVG probe rewrite', () => {
  it('rewrites the probe of the installed Leaflet to createElementNS, and only that line', () => {
    const code = readFileSync(leafletId, 'utf8');
    const rewritten = rewriteLeafletSvgProbe(code, leafletId) as string;
    expect(rewritten).not.toContain("innerHTML = '<svg/>'");
    expect(rewritten).toContain(
      "div.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'svg'));",
    );
    expect(rewritten.split('\n').length).toBe(code.split('\n').length);
  });

  it('leaves every other module alone', () => {
    expect(rewriteLeafletSvgProbe("div.innerHTML = '<svg/>';", '/x/node_modules/other/index.js')).toBe(null);
  });

  it('fails loudly when Leaflet no longer has the probe', () => {
    expect(() => rewriteLeafletSvgProbe('export const x = 1;', leafletId)).toThrow(/inline-SVG probe/);
  });
});

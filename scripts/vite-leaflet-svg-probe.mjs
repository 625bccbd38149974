// A Vite plugin for the builds that bundle Leaflet 1.9: its module probes for inline SVG support by
// writing '<svg/>' to a detached div's innerHTML as it loads, a Trusted Types sink that every page
// reporting `require-trusted-types-for 'script'` hears about once. The same probe, with
// createElementNS, gives the same answer without the sink. The build fails if Leaflet's code no
// longer holds the probe, so that an upgrade is looked at rather than silently unpatched.
// What would retire it: Leaflet dropping its innerHTML sinks (Leaflet/Leaflet#9773, open: "Consider
// migrating from innerHTML to avoid TrustedTypes errors").

const LEAFLET_MODULE = /[\\/]node_modules[\\/]leaflet[\\/]dist[\\/]leaflet-src(?:\.esm)?\.js$/;
const PROBE = "div.innerHTML = '<svg/>';";
const SAME_PROBE_WITHOUT_HTML =
  "div.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'svg'));";

/** Rewrites Leaflet's inline-SVG probe; `code` unchanged for any other module. */
export function rewriteLeafletSvgProbe(code, id) {
  if (!LEAFLET_MODULE.test(id.split('?')[0] ?? id)) return null;
  if (!code.includes(PROBE))
    throw new Error(
      `${id}: Leaflet's inline-SVG probe (${PROBE}) is gone; see scripts/vite-leaflet-svg-probe.mjs`,
    );
  return code.replace(PROBE, SAME_PROBE_WITHOUT_HTML);
}

/** @returns {import('vite').Plugin} */
export function leafletSvgProbe() {
  return {
    name: 'cp-leaflet-svg-probe',
    enforce: 'pre',
    transform(code, id) {
      const rewritten = rewriteLeafletSvgProbe(code, id);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}

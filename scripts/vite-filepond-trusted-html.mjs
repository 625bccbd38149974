// A Vite plugin for the builds that bundle FilePond 4: each of its `x.innerHTML = html;` statements
// (the drop label, the item buttons, the done icon) becomes `x.innerHTML = filePondHtml(html);`,
// which sanitizes the markup and hands it over as TrustedHTML (src/elements/contact/filepond-html.ts),
// so a page that reports or enforces Trusted Types hears nothing from the upload field. The build
// fails when FilePond's code no longer has exactly the statements this was written for.
// What would retire it: FilePond building its markup without innerHTML or through a Trusted Types
// policy of its own; FilePond 4 has neither, and no upstream issue asks for it yet (one to file at
// pqina/filepond, as Leaflet/Leaflet#9773 does for Leaflet).
import { fileURLToPath } from 'node:url';

const FILEPOND_MODULE = /[\\/]node_modules[\\/]filepond[\\/]dist[\\/]filepond(?:\.esm)?(?:\.min)?\.js$/;
const SINK = /^(\s*)([\w$.]+)\.innerHTML = (.+);$/gm;
/** FilePond 4.32's innerHTML statements; another count means FilePond changed. */
export const FILEPOND_SINKS = 3;
const HELPER = fileURLToPath(new URL('../src/elements/contact/filepond-html.ts', import.meta.url));

/** FilePond's module with its innerHTML statements wrapped; null for any other module. */
export function wrapFilePondHtmlSinks(code, id, helper = HELPER) {
  if (!FILEPOND_MODULE.test(id.split('?')[0] ?? id)) return null;
  let count = 0;
  const wrapped = code.replace(SINK, (_statement, indent, target, value) => {
    count += 1;
    return `${indent}${target}.innerHTML = __cpFilePondHtml(${value});`;
  });
  if (count !== FILEPOND_SINKS)
    throw new Error(
      `${id}: ${count} innerHTML statements where FilePond 4.32 has ${FILEPOND_SINKS}; see scripts/vite-filepond-trusted-html.mjs`,
    );
  // At the end, not the top, so that no line moves (imports are hoisted wherever they stand).
  return `${wrapped}\nimport { filePondHtml as __cpFilePondHtml } from ${JSON.stringify(helper)};\n`;
}

/** @returns {import('vite').Plugin} */
export function filePondTrustedHtml() {
  return {
    name: 'cp-filepond-trusted-html',
    enforce: 'pre',
    transform(code, id) {
      const wrapped = wrapFilePondHtmlSinks(code, id);
      return wrapped === null ? null : { code: wrapped, map: null };
    },
  };
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FILEPOND_SINKS, wrapFilePondHtmlSinks } from './vite-filepond-trusted-html.mjs';

const require = createRequire(import.meta.url);
const filePondIds = [
  require.resolve('filepond/dist/filepond.esm.js'),
  require.resolve('filepond/dist/filepond.js'),
];

describe("FilePond's innerHTML statements", () => {
  it.each(filePondIds)('are all wrapped in %s, and no line moves', (id) => {
    const code = readFileSync(id, 'utf8');
    const wrapped = wrapFilePondHtmlSinks(code, id, '/helper.ts') as string;
    expect(wrapped.match(/\.innerHTML = __cpFilePondHtml\(/g)).toHaveLength(FILEPOND_SINKS);
    expect(wrapped).not.toMatch(/\.innerHTML = (?!__cpFilePondHtml\()/);
    expect(wrapped.split('\n').slice(0, code.split('\n').length)).toEqual(
      code
        .split('\n')
        .map((line) => line.replace(/\.innerHTML = (.+);$/, '.innerHTML = __cpFilePondHtml($1);')),
    );
    expect(wrapped.trimEnd().split('\n').at(-1)).toBe(
      'import { filePondHtml as __cpFilePondHtml } from "/helper.ts";',
    );
  });

  it('leave every other module alone', () => {
    expect(wrapFilePondHtmlSinks('label.innerHTML = value;', '/x/node_modules/other/index.js')).toBe(null);
  });

  it('fail the build when FilePond has other ones', () => {
    expect(() =>
      wrapFilePondHtmlSinks('label.innerHTML = value;', '/x/node_modules/filepond/dist/filepond.esm.js'),
    ).toThrow(/1 innerHTML statements where FilePond 4.32 has 3/);
  });
});

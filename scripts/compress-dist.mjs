// Last step of `npm run build`: writes a brotli (.br) and a gzip (.gz) copy beside every text file
// of the build that is worth compressing, so the server sends compressed files at no cost per
// request (@fastify/static's `preCompressed` picks them by Accept-Encoding).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist';
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this a compressed copy saves less than its own overhead. */
const MIN_BYTES = 1024;

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

let count = 0;
let raw = 0;
let brotli = 0;
for (const path of files(root)) {
  if (statSync(path).size < MIN_BYTES) continue;
  const body = readFileSync(path);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 10,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  raw += body.length;
  brotli += br.length;
}
if (process.env.LOG) {
  console.log(
    `compressed ${count} files: ${(raw / 1e6).toFixed(1)} MB → ${(brotli / 1e6).toFixed(1)} MB brotli`,
  );
}

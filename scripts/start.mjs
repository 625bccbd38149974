// `npm start`: build what is needed, then serve the portal and the reference API on one origin.
import { spawnSync } from 'node:child_process';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// The host app into dist/, then the element library into dist/elements/ (served at /elements/…) and
// its manifest dist/custom-elements.json, as `npm run build` does.
const vite = 'node_modules/vite/bin/vite.js';
run(process.execPath, [vite, 'build', '--logLevel', 'warn']);
run(process.execPath, [vite, 'build', '--config', 'vite.elements.config.ts', '--logLevel', 'warn']);
run(process.execPath, ['scripts/custom-elements-manifest.mjs']);
run(process.execPath, ['scripts/compress-dist.mjs', 'dist']);
run(process.execPath, ['scripts/serve.mjs']);

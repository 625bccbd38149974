// `npm start`: build what is needed, then serve the portal and the reference API on one origin.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { frontEndFingerprint } from './front-end-inputs.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
// Written after a build that `npm start` ran; names the inputs that build saw.
const STAMP = `${ROOT}dist/.front-end-inputs`;
// What serving needs from the build; a dist/ without them is built again whatever the stamp says.
const BUILT = ['dist/index.html', 'dist/elements/loader.js', 'dist/library/package.json'];

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const fingerprint = frontEndFingerprint(ROOT);
const upToDate =
  BUILT.every((file) => existsSync(`${ROOT}${file}`)) &&
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8').trim() === fingerprint;

if (upToDate) {
  console.log('Front end up to date in dist/ (no source changed since the last build): not building.');
} else {
  // The same build as `npm run build` (host app, element library, manifest, compressed copies),
  // named once in package.json so the two cannot drift apart.
  run('npm', ['run', '--silent', 'build']);
  writeFileSync(STAMP, `${fingerprint}\n`);
}
// In this process, not a child of it: stopping `npm start` (Ctrl+C, SIGTERM) then stops the server too.
await import('./serve.mjs');

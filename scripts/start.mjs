// `npm start`: build what is needed, then serve the portal and the reference API on one origin.
import { spawnSync } from 'node:child_process';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// The same build as `npm run build` (host app, element library, manifest, compressed copies),
// named once in package.json so the two cannot drift apart.
run('npm', ['run', '--silent', 'build']);
run(process.execPath, ['scripts/serve.mjs']);

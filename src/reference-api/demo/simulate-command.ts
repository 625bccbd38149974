/**
 * `npm run simulate -- [--url http://localhost:8080] [--interval 5] [--api-key cpk_…] [--client 1001]
 * [--batches n]`: the demo's carrier (docs/alerts.md#a-demo-that-moves). Drives the demo customer's
 * shipments through the public integration API of a running server: positions along their planned
 * routes, the stops they pass, now and then an ETA slip or an exception, the deliveries at the
 * routes' ends. The key: `--api-key` or CP_API_KEY; without one, in the demo only, it signs in as the
 * demo staff login and makes one. Exit 0 when stopped (Ctrl+C, --batches), 2 when it cannot start.
 */
import { parseArgs } from 'node:util';
import { demoPassword } from '../db/seed/accounts-seed.ts';
import { fetchApi, SimulateError, startSimulate } from './simulate.ts';

const fail = (message: string): never => {
  console.error(`Cannot simulate: ${message}`);
  process.exit(2);
};

let values: Record<string, string | undefined> = {};
try {
  ({ values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://localhost:8080' },
      interval: { type: 'string', default: '5' },
      'api-key': { type: 'string' },
      client: { type: 'string', default: '1001' },
      email: { type: 'string', default: 'staff@example.com' },
      batches: { type: 'string' },
      'trip-minutes': { type: 'string', default: '15' },
      'at-once': { type: 'string', default: '8' },
    },
  }));
} catch (error) {
  fail((error as Error).message);
}
const number = (name: string, min: number) => {
  const value = Number(values[name]);
  if (!(value >= min)) fail(`--${name} takes a number of at least ${min}, not "${values[name]}"`);
  return value;
};
const intervalMs = number('interval', 0.5) * 1000;
const clientId = number('client', 1);
const maxBatches = values.batches === undefined ? undefined : number('batches', 1);
const settings = { tripMs: number('trip-minutes', 1) * 60_000, maxUnderWay: number('at-once', 1) };
// The command's own key and password, not the server's settings (those are read in load-config.ts only).
// biome-ignore lint/style/noProcessEnv: a client's credentials, kept out of the shell history
const { CP_API_KEY, CP_PASSWORD } = process.env;
const apiKey = values['api-key'] ?? CP_API_KEY;

let run: Awaited<ReturnType<typeof startSimulate>>;
try {
  run = await startSimulate({
    api: fetchApi(values.url!),
    clientId,
    email: values.email!,
    password: CP_PASSWORD ?? demoPassword,
    ...(apiKey ? { apiKey } : {}),
    intervalMs,
    settings,
    ...(maxBatches ? { maxBatches } : {}),
    log: (line) => console.log(line),
  });
} catch (error) {
  if (error instanceof SimulateError) fail(error.message);
  // fetch's own failure (no server there): its cause says why.
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause) fail(`no portal at ${values.url} (${cause.code ?? cause.message})`);
  throw error;
}
console.log(
  `Simulating ${run.trips} shipments of client ${clientId} at ${values.url}, a batch every ${intervalMs / 1000} s (Ctrl+C stops)`,
);
const stop = () => void run.stop();
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
await run.done;

// The capacity model of `npm run bench -- capacity` (bench/capacity-bench.mjs): from the CPU time one
// call costs the server process and PostgreSQL, and from a usage profile (calls per signed-in user per
// minute), how many calls a core answers a second and how many signed-in users an instance, a number of
// instances and the database serve. Pure arithmetic, so a unit test checks it and an operator can
// recompute it with their own figures.

/** The share of a core an instance, or the database, may use at the planned load (headroom for peaks). */
export const CORE_SHARE = 0.7;

/**
 * A working day of one signed-in user, in calls per minute while the portal is open (the bell's poll
 * and the token refresh run all day; the rest is what a user at a mill's customer does in an hour).
 * `call` names a measured call of the bench; `why` says where the rate comes from.
 */
export const USAGE_PROFILE = [
  {
    call: 'unread',
    perMinute: 1,
    why: 'the bell asks every minute while the page is visible (UNREAD_POLL_MS)',
  },
  { call: 'refresh', perMinute: 1 / 15, why: 'a new access token every 15 min (ACCESS_TOKEN_TTL 900 s)' },
  { call: 'sign-in', perMinute: 1 / 480, why: 'one sign-in with the password per 8-hour day' },
  { call: 'profile', perMinute: 2 / 60, why: 'the host loads twice an hour (GetProfile)' },
  // The dashboard's six calls (src/elements/dashboard/use-dashboard-queries.ts), opened 4 times an hour.
  { call: 'dash-memo', perMinute: 4 / 60, why: 'dashboard opened 4× an hour: its memo' },
  { call: 'dash-orders', perMinute: 4 / 60, why: '… recent orders' },
  { call: 'dash-invoices', perMinute: 4 / 60, why: '… recent invoices' },
  { call: 'dash-future', perMinute: 4 / 60, why: '… future deliveries' },
  { call: 'dash-tracking', perMinute: 4 / 60, why: '… track & trace deliveries' },
  { call: 'dash-news', perMinute: 4 / 60, why: '… news' },
  { call: 'orders', perMinute: 20 / 60, why: 'the orders list, page 1, 20× an hour' },
  {
    call: 'orders-searched',
    perMinute: 10 / 60,
    why: 'a search with a sort in the orders list, 10× an hour',
  },
  { call: 'deliveries', perMinute: 6 / 60, why: 'the deliveries list, 6× an hour' },
  // A tracking page: its info, whether it is followed and its live stream; the stream's moves and its
  // reopening at each token expiry fetch the info again (4× an hour).
  {
    call: 'tracking-info',
    perMinute: 6 / 60,
    why: 'a tracking page 2× an hour, its info refetched 4× an hour on live moves',
  },
  { call: 'tracking-follow', perMinute: 2 / 60, why: '… whether it is followed' },
  { call: 'live-open', perMinute: 4 / 60, why: '… its live stream opened, and reopened at token expiry' },
  { call: 'reprint', perMinute: 1 / 60, why: 'one delivery note PDF an hour' },
];

/**
 * The model: per call, requests/s per core of the server (`1000 / serverMs`) and of the database; per
 * user, CPU ms a minute on each; users per instance at `share` of a core, less the instance's idle CPU;
 * users per database core; and `usersWith(instances, dbCores)` = min(instances × users per instance,
 * dbCores × users per database core). `calls` maps a call's name to `{ serverMs, dbMs }` (dbMs
 * undefined when the database is not measured apart, PGlite: it is inside the server's figure).
 */
export function capacityModel({ calls, profile = USAGE_PROFILE, idleMsPerSecond = 0, share = CORE_SHARE }) {
  const missing = profile.filter((entry) => !calls[entry.call]).map((entry) => entry.call);
  if (missing.length > 0) throw new Error(`no measured figure for ${missing.join(', ')}`);
  const rows = Object.entries(calls).map(([name, { serverMs, dbMs }]) => ({
    name,
    serverMs,
    dbMs,
    rpsPerCore: 1000 / serverMs,
    dbRpsPerCore: dbMs ? 1000 / dbMs : undefined,
  }));
  const sum = (cost) =>
    profile.reduce((total, entry) => total + entry.perMinute * cost(calls[entry.call]), 0);
  const callsPerMinute = sum(() => 1);
  const serverMsPerMinute = sum((call) => call.serverMs);
  const dbMeasured = profile.every((entry) => calls[entry.call].dbMs !== undefined);
  const dbMsPerMinute = dbMeasured ? sum((call) => call.dbMs) : undefined;
  // A minute of `share` of a core, less what the instance spends with nobody asking (timers, pollers).
  const instanceBudgetMs = Math.max(0, share * 1000 - idleMsPerSecond) * 60;
  const usersPerInstance = instanceBudgetMs / serverMsPerMinute;
  const usersPerDbCore = dbMsPerMinute ? (share * 60_000) / dbMsPerMinute : Number.POSITIVE_INFINITY;
  return {
    share,
    rows,
    perUser: { callsPerMinute, serverMsPerMinute, dbMsPerMinute },
    usersPerInstance,
    usersPerDbCore,
    /** Instances one database core keeps busy before the database is the limit. */
    instancesPerDbCore: usersPerDbCore / usersPerInstance,
    /** Signed-in users `instances` instances serve on a database of `dbCores` cores. */
    usersWith: (instances, dbCores) => Math.min(instances * usersPerInstance, dbCores * usersPerDbCore),
    /** Signed-in users one machine of `cores` cores serves with the instances and the database on it. */
    usersOnMachine: (cores) => (share * cores * 60_000) / (serverMsPerMinute + (dbMsPerMinute ?? 0)),
  };
}

import type { PortalOptions } from '../config/page-options.ts';
import { type PortalConfig, resolvePortalConfig } from '../config/portal-config-defaults.ts';
import type { PortalRuntime } from './create-portal-runtime.ts';

/** Where an option's value came from; a later source beats an earlier one (issue 28 §3). */
export type OptionSource = 'default' | 'meta' | 'configure' | 'element';

const RANK: Readonly<Record<OptionSource, number>> = { default: 0, meta: 1, configure: 2, element: 3 };

const FROM: Readonly<Record<OptionSource, string>> = {
  default: 'the default',
  meta: '<meta name="cp-config">',
  configure: 'configure()',
  element: "an element's api-base",
};

type Sources = Map<keyof PortalConfig, OptionSource>;

const sourcesOf = new WeakMap<PortalRuntime, Sources>();
const warnedOf = new WeakMap<PortalRuntime, Set<string>>();

/** Notes where each of a new runtime's options came from (unnamed ones are defaults). */
export function noteSources(
  runtime: PortalRuntime,
  sources: Partial<Record<keyof PortalConfig, OptionSource>>,
) {
  sourcesOf.set(runtime, new Map(Object.entries(sources) as [keyof PortalConfig, OptionSource][]));
}

/** Whether an option from `asked` replaces one from `held` on a runtime that has not settled. */
function outranks(asked: OptionSource, held: OptionSource): boolean {
  // The first element's api-base decides among elements; a later configure() replaces an earlier one.
  return RANK[asked] > RANK[held] || (asked === 'configure' && held === 'configure');
}

/**
 * Offers options given after the page's runtime was made: `configure()` or `signIn(tokens,
 * options)` after an element started, or an element's own `api-base`. The runtime takes an option
 * while it has sent no call and holds no session, and the source outranks the one it has (element
 * attribute > configure() > meta > default). Otherwise a different value is not used, and the
 * console says so once, with both values: never a silent call to another origin than asked.
 */
export function offerOptions(runtime: PortalRuntime, options: PortalOptions, source: OptionSource): void {
  const sources: Sources = sourcesOf.get(runtime) ?? new Map();
  sourcesOf.set(runtime, sources);
  const asked = resolvePortalConfig({ ...runtime.config, ...options });
  const settled = runtime.settled();
  const taken: PortalOptions = {};
  for (const key of Object.keys(options) as (keyof PortalConfig)[]) {
    if (options[key] === undefined || !(key in asked)) continue;
    const held = sources.get(key) ?? 'default';
    if (asked[key] === runtime.config[key]) {
      if (RANK[source] > RANK[held]) sources.set(key, source);
      continue;
    }
    if (!settled && outranks(source, held)) {
      Object.assign(taken, { [key]: asked[key] });
      sources.set(key, source);
      continue;
    }
    const why = settled ? 'it has made calls or holds a session' : `${FROM[held]} comes first`;
    warnOnce(
      runtime,
      `[customer-portal] ${key} ${JSON.stringify(asked[key])} from ${FROM[source]} is not used: ` +
        `the page's portal runtime keeps ${JSON.stringify(runtime.config[key])} from ${FROM[held]} (${why}).`,
    );
  }
  if (Object.keys(taken).length > 0) runtime.retarget(taken);
}

/** One warning per message and runtime: an element asks again on every render. */
function warnOnce(runtime: PortalRuntime, message: string): void {
  const warned = warnedOf.get(runtime) ?? new Set<string>();
  warnedOf.set(runtime, warned);
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

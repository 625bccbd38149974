// The options a page gives the session API (`configure()`, `signIn(tokens, options)`): kept in the
// global registry, not in a module variable, so that the loader, which must not load the runtime,
// and the runtime chunk (or two copies of the package on one page) share them.

import { portalConfigProblems } from './portal-config.ts';
import { DEFAULT_PORTAL_CONFIG, type PortalConfig } from './portal-config-defaults.ts';

/** The options a page may give the session API: those of `<meta name="cp-config">`, each optional. */
export type PortalOptions = Partial<PortalConfig>;

const OPTIONS_KEY = Symbol.for('paperfield.customer-portal.options');

interface OptionsSlot {
  options: PortalOptions;
  listeners: Set<(options: PortalOptions) => void>;
}

type SlotHolder = { [OPTIONS_KEY]?: OptionsSlot };

function slot(): OptionsSlot {
  const holder = globalThis as SlotHolder;
  holder[OPTIONS_KEY] ??= { options: {}, listeners: new Set() };
  return holder[OPTIONS_KEY];
}

/** The options the page has given through `configure()` so far (a later call wins, option by option). */
export function configuredOptions(): PortalOptions {
  return slot().options;
}

/**
 * Adds the page's options (unknown keys and undefined values are ignored) and hands them to the
 * page's runtime if it exists already. Throws a TypeError naming the options of the wrong type.
 */
export function configurePage(options: PortalOptions): void {
  const problems = portalConfigProblems(options);
  if (problems.length > 0) throw new TypeError(`configure(): ${problems.join('; ')}`);
  const given: PortalOptions = Object.fromEntries(
    Object.entries(options).filter(([key, value]) => key in DEFAULT_PORTAL_CONFIG && value !== undefined),
  );
  const current = slot();
  current.options = { ...current.options, ...given };
  for (const listener of [...current.listeners]) listener(given);
}

/** Calls `listener` with the options of every later `configure()`; returns the unsubscribe. */
export function onConfigure(listener: (options: PortalOptions) => void): () => void {
  const { listeners } = slot();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Forgets the options given and their listeners (tests that start a page afresh). */
export function resetConfiguredOptionsForTests(): void {
  delete (globalThis as SlotHolder)[OPTIONS_KEY];
}

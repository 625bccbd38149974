import type { PortalRuntime } from '../runtime/create-portal-runtime.ts';
import type { LiveConnection } from './live-connection.ts';
import type { LiveSubscriber } from './live-subscriber.ts';

export type { LiveSubscriber };

/** The page's subscribers and its one connection, kept on the runtime (shared by every bundle's copy of this module). */
interface LiveHub {
  subscribers: Set<LiveSubscriber>;
  connection: Promise<LiveConnection> | null;
  closing: ReturnType<typeof setTimeout> | undefined;
}

const HUB_KEY = Symbol.for('paperfield.customer-portal.live');
type HubHolder = { [HUB_KEY]?: LiveHub };

/** How long the connection outlives its last subscriber: an element re-rendering with a new load keeps it. */
const LINGER_MS = 1000;

/**
 * Adds a subscriber to the page's live updates; returns its removal. The first subscriber opens
 * the page's one connection (its code is loaded then, not with the page), the last one's removal
 * closes it; in between every change of what the subscribers want is asked for anew.
 */
export function subscribeLive(runtime: PortalRuntime, subscriber: LiveSubscriber): () => void {
  const holder = runtime as unknown as HubHolder;
  holder[HUB_KEY] ??= { subscribers: new Set(), connection: null, closing: undefined };
  const hub = holder[HUB_KEY];
  clearTimeout(hub.closing);
  hub.subscribers.add(subscriber);
  hub.connection ??= import('./live-connection.ts').then(
    ({ LiveConnection }) => new LiveConnection(runtime, () => [...hub.subscribers]),
  );
  void hub.connection.then((connection) => connection.update());
  return () => {
    if (!hub.subscribers.delete(subscriber)) return;
    const connection = hub.connection;
    if (hub.subscribers.size > 0) {
      void connection?.then((c) => c.update());
      return;
    }
    clearTimeout(hub.closing);
    hub.closing = setTimeout(() => {
      if (hub.subscribers.size > 0 || hub.connection !== connection) return;
      hub.connection = null;
      void connection?.then((c) => c.close());
    }, LINGER_MS);
  };
}

import { LIVE_EVENTS, type LiveEventName, type LiveTrip } from '../../core/api/contract/live.ts';
import type { Db } from '../db/db.ts';
import { LIVE_CHANNEL, type LivePayload, liveTrip } from './live-queries.ts';

/** One open stream, as the feed sees it. */
export interface LiveSink {
  readonly accountId: number;
  /** Whether the stream asked for this trip and its caller may see it. */
  wants(trip: LiveTrip): boolean;
  send(event: LiveEventName, data: unknown): void;
  /** Sends `event` (if given) and ends the stream. */
  end(event?: LiveEventName): void;
}

/**
 * The instance's live streams and its one database listener (docs/alerts.md#live-updates): every
 * committed batch, taken in by this instance or another on the same database, is heard once here
 * and passed to the streams that asked for its trips; an inbox's new entries to their login's streams.
 */
export class LiveFeed {
  readonly #sinks = new Set<LiveSink>();
  #stop: (() => Promise<void>) | null = null;

  /** Starts hearing the database. */
  static async start(db: Db): Promise<LiveFeed> {
    const feed = new LiveFeed();
    if (!db.listen) throw new Error('The database cannot LISTEN: live updates need it');
    feed.#stop = await db.listen(
      LIVE_CHANNEL,
      (payload) => feed.hear(payload),
      () => feed.#resync(),
    );
    return feed;
  }

  /** Adds a stream; returns its removal. */
  add(sink: LiveSink): () => void {
    this.#sinks.add(sink);
    return () => this.#sinks.delete(sink);
  }

  /** The streams a login holds open on this instance. */
  countOf(accountId: number): number {
    let n = 0;
    for (const sink of this.#sinks) if (sink.accountId === accountId) n++;
    return n;
  }

  /** Passes one notification to the streams it concerns. */
  hear(payload: string): void {
    let message: LivePayload;
    try {
      message = JSON.parse(payload) as LivePayload;
    } catch {
      return;
    }
    if ('t' in message) {
      const trips = message.t.map(liveTrip);
      for (const sink of this.#sinks)
        for (const trip of trips) if (sink.wants(trip)) sink.send(LIVE_EVENTS.trip, trip);
    } else if ('a' in message) {
      const accounts = new Set(message.a);
      for (const sink of this.#sinks)
        if (accounts.has(sink.accountId)) sink.send(LIVE_EVENTS.notification, {});
    }
  }

  /** The listener was lost a while: whatever was notified then is gone, so every page refetches. */
  #resync(): void {
    for (const sink of this.#sinks) sink.send(LIVE_EVENTS.resync, {});
  }

  /** Ends every stream (telling it the server is closing) and stops hearing the database. */
  async close(): Promise<void> {
    for (const sink of [...this.#sinks]) sink.end(LIVE_EVENTS.closing);
    this.#sinks.clear();
    await this.#stop?.();
    this.#stop = null;
  }
}

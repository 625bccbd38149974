import type { LiveTrip } from '../api/browser-contract/live.ts';

/**
 * What one part of the page wants to hear live (docs/alerts.md#live-updates) and what it does then.
 * The page's one connection asks the server for what all its subscribers want together.
 */
export interface LiveSubscriber {
  /** Load or container numbers whose trips it shows. */
  shipments?: readonly string[];
  /** A client whose trips it shows (all of them: a dashboard). */
  clientId?: number;
  /** A trip it may show moved: refetch it. */
  onTrip?(trip: LiveTrip): void;
  /** The inbox got entries (queries under the key `['notifications']` are refetched by the connection). */
  onNotification?(): void;
  /** Events may have been missed (a reconnect) or none come (polling): refetch what it shows. */
  onResync?(): void;
}

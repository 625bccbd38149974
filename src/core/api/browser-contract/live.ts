// GENERATED from ../contract/live.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck
import type * as contract from '../contract/live.ts';

const LIVE_EVENTS: typeof contract.LIVE_EVENTS = {
  ready: 'ready',
  trip: 'trip',
  notification: 'notification',
  resync: 'resync',
  expired: 'expired',
  closing: 'closing',
} as never;
const LiveStreamQuery: typeof contract.LiveStreamQuery = {
  type: 'object',
  properties: {
    clientId: { type: 'integer', minimum: 0, maximum: 2147483647 },
    shipments: {
      type: 'string',
      maxLength: 2050,
      pattern: '^[^,]{1,40}(,[^,]{1,40})*$',
      description: 'Load or container numbers, comma-separated',
    },
  },
} as never;
const MAX_LIVE_SHIPMENTS: typeof contract.MAX_LIVE_SHIPMENTS = 50 as never;
const liveStream: typeof contract.liveStream = { method: 'GET', path: '/Live/Stream', secure: true } as never;
type LiveStreamQuery = contract.LiveStreamQuery;

export type * from '../contract/live.ts';
export { LIVE_EVENTS, LiveStreamQuery, liveStream, MAX_LIVE_SHIPMENTS };

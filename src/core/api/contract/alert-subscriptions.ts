// A login's alert subscription and the shipments it follows (docs/alerts.md#subscriptions): which
// changes it hears of, of which shipments, and on which channels. The defaults of a login that never
// chose are here, once: the API answers them and the channels' recipients (RECIPIENTS_SQL) use them.
import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { CHANGE_KINDS, ChangeKind, DEFAULT_CHANGE_KINDS, DEFAULT_ETA_MINUTES } from './alerts.ts';
import { ClientQuery } from './common.ts';

const tag = 'Alerts';

/** Of which shipments a login hears: all of its clients', or only those it follows. */
export const SUBSCRIPTION_SHIPMENTS = ['all', 'followed'] as const;
export const SubscriptionShipments = Type.Enum(SUBSCRIPTION_SHIPMENTS);
export type SubscriptionShipments = Static<typeof SubscriptionShipments>;

/** E-mail: none, one per change as it comes, or a daily digest at `digestHour`. */
export const SUBSCRIPTION_EMAIL = ['off', 'immediate', 'digest'] as const;
export const SubscriptionEmail = Type.Enum(SUBSCRIPTION_EMAIL);
export type SubscriptionEmail = Static<typeof SubscriptionEmail>;

/** The least ETA slip a login may choose, in minutes (the server's ALERT_ETA_MINUTES may ask more). */
export const MIN_SUBSCRIPTION_ETA_MINUTES = 15;
/** The largest ETA slip a login may choose: a week. */
export const MAX_SUBSCRIPTION_ETA_MINUTES = 10_080;

/** What a login wants to hear of, and how. */
export const AlertSubscription = Type.Object({
  kinds: Type.Array(ChangeKind),
  /** The least move of an ETA, later or earlier, it hears of. */
  etaMinutes: Type.Integer({ minimum: MIN_SUBSCRIPTION_ETA_MINUTES, maximum: MAX_SUBSCRIPTION_ETA_MINUTES }),
  shipments: SubscriptionShipments,
  inbox: Type.Boolean(),
  email: SubscriptionEmail,
  /** The hour of the daily digest, in `timeZone`. */
  digestHour: Type.Integer({ minimum: 0, maximum: 23 }),
  /** An IANA time zone name, e.g. `Europe/Amsterdam`. */
  timeZone: Type.String(),
});
export type AlertSubscription = Static<typeof AlertSubscription>;

/** A subscription as sent: bounded (the answer's check in the browser knows no lengths). */
const AlertSubscriptionBody = Type.Object({
  ...AlertSubscription.properties,
  kinds: Type.Array(ChangeKind, { maxItems: CHANGE_KINDS.length }),
  timeZone: Type.String({ minLength: 1, maxLength: 64 }),
});

/** The time zone of a login that never chose, when the caller names none of its own. */
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

/**
 * The subscription of a login that never chose (docs/alerts.md#subscriptions): ETA later by 2 h or
 * more, delivered and exception; all its shipments — staff, who see every client, the followed
 * ones —; the inbox on, e-mail off, a digest would come at 7 in its time zone.
 */
export const DEFAULT_SUBSCRIPTION = {
  kinds: DEFAULT_CHANGE_KINDS,
  etaMinutes: DEFAULT_ETA_MINUTES,
  shipments: 'all',
  staffShipments: 'followed',
  inbox: true,
  email: 'off',
  digestHour: 7,
  timeZone: DEFAULT_TIME_ZONE,
} as const satisfies Omit<AlertSubscription, 'kinds'> & {
  kinds: readonly ChangeKind[];
  staffShipments: SubscriptionShipments;
};

export const getAlertSubscription = defineEndpoint({
  method: 'GET',
  path: '/Alerts/GetSubscription',
  secure: true,
  summary: "The caller's alert subscription, or the defaults when it never chose",
  tag,
  // The browser's time zone, the default's zone when the caller never chose (else DEFAULT_TIME_ZONE).
  query: Type.Object({ timeZone: Type.Optional(Type.String({ maxLength: 64 })) }),
  response: Type.Object({
    ...AlertSubscription.properties,
    /** Whether the caller chose (false: these are the defaults). */
    saved: Type.Boolean(),
    /** The least ETA slip the server records (ALERT_ETA_MINUTES): `etaMinutes` may not be less. */
    minimumEtaMinutes: Type.Integer(),
  }),
});

export const setAlertSubscription = defineEndpoint({
  method: 'POST',
  path: '/Alerts/SetSubscription',
  secure: true,
  summary: "Store the caller's alert subscription",
  tag,
  body: AlertSubscriptionBody,
});

/**
 * A shipment, as the tracking calls name it: a road load or an ocean container (one of the two),
 * and for staff and agents optionally the client they act for.
 */
export const FollowedShipment = Type.Object({
  ...ClientQuery.properties,
  loadNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  containerNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
});
export type FollowedShipment = Static<typeof FollowedShipment>;

/** Whether the caller follows a shipment it may see (another client's: the tracking calls' 404). */
export const getFollow = defineEndpoint({
  method: 'GET',
  path: '/Alerts/GetFollow',
  secure: true,
  summary: 'Whether the caller follows a road load or ocean container',
  tag,
  query: FollowedShipment,
  response: Type.Object({ followed: Type.Boolean() }),
});

export const followShipment = defineEndpoint({
  method: 'POST',
  path: '/Alerts/FollowShipment',
  secure: true,
  summary: 'Follow a road load or ocean container (its alerts reach a login subscribed to followed ones)',
  tag,
  body: FollowedShipment,
});

export const unfollowShipment = defineEndpoint({
  method: 'POST',
  path: '/Alerts/UnfollowShipment',
  secure: true,
  summary: 'Stop following a road load or ocean container',
  tag,
  body: FollowedShipment,
});

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_SUBSCRIPTION,
  type FollowedShipment,
  followShipment,
  getAlertSubscription,
  getFollow,
  setAlertSubscription,
  unfollowShipment,
} from '../../core/api/contract/alert-subscriptions.ts';
import { findTrip, type Lookup } from '../areas/service/tracking/tracking-area.ts';
import type { TripRow } from '../areas/service/tracking/tracking-queries.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../platform/api-error.ts';
import { auditSupportWrite } from '../platform/audit-log.ts';
import type { Principal } from '../platform/principal.ts';
import { route } from '../platform/route.ts';
import { translate } from '../platform/server-messages.ts';
import {
  follow,
  isFollowed,
  savedSubscription,
  saveSubscription,
  unfollow,
} from './alert-subscriptions-queries.ts';
import { canonicalTimeZone } from './canonical-time-zone.ts';

/**
 * The trip a follow call names, found as the tracking calls find it (docs/alerts.md#subscriptions):
 * a shipment of a client the caller may not see answers their 404, so a number cannot be probed here.
 */
function followedTrip(db: Db, principal: Principal, request: FastifyRequest, shipment: FollowedShipment) {
  const { loadNumber, containerNumber, clientId } = shipment;
  if ((loadNumber === undefined) === (containerNumber === undefined)) {
    throw new ApiError(400, 'subscriptions.shipmentRequired', { '': ['subscriptions.shipmentRequired'] });
  }
  const lookup: Lookup = loadNumber
    ? { column: 'load_number', transport: 'Road', number: loadNumber, clientId }
    : { column: 'container_number', transport: 'Ocean', number: containerNumber as string, clientId };
  return findTrip(db, principal, request, lookup);
}

/** Registers the subscription and follow calls of the signed-in login (docs/alerts.md#subscriptions). */
export async function alertSubscriptionsPlugin(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const { db } = deps;

  route(app, getAlertSubscription, async ({ query, principal }) => {
    const saved = await savedSubscription(db, principal.accountId);
    const minimumEtaMinutes = app.config.ALERT_ETA_MINUTES;
    if (saved) return { ...saved, saved: true, minimumEtaMinutes };
    const { staffShipments, ...defaults } = DEFAULT_SUBSCRIPTION;
    return {
      ...defaults,
      kinds: [...defaults.kinds],
      // Staff see every client: all shipments would be every change of the mill.
      shipments: principal.kind === 'staff' ? staffShipments : defaults.shipments,
      timeZone: canonicalTimeZone(query.timeZone ?? '') ?? defaults.timeZone,
      saved: false,
      minimumEtaMinutes,
    };
  });

  route(app, setAlertSubscription, async ({ body, principal, request }) => {
    const errors: Record<string, string[]> = {};
    // Below the server's threshold no change is recorded: such a choice would silently mean the threshold.
    const minutes = app.config.ALERT_ETA_MINUTES;
    if (body.etaMinutes < minutes)
      errors.etaMinutes = [translate(request, 'subscriptions.etaBelowServer', { minutes })];
    const timeZone = canonicalTimeZone(body.timeZone);
    if (!timeZone) errors.timeZone = ['subscriptions.timeZoneUnknown'];
    if (Object.keys(errors).length > 0 || !timeZone) throw new ApiError(400, 'errors.badRequest', errors);
    // A kind named twice is one choice.
    const subscription = { ...body, kinds: [...new Set(body.kinds)], timeZone };
    await saveSubscription(db, principal.accountId, subscription);
    await auditSupportWrite(db, principal, 'SetAlertSubscription', subscription);
  });

  route(app, getFollow, async ({ query, principal, request }) => {
    const trip: TripRow = await followedTrip(db, principal, request, query);
    return { followed: await isFollowed(db, principal.accountId, trip.delivery_id) };
  });

  route(app, followShipment, async ({ body, principal, request }) => {
    const trip = await followedTrip(db, principal, request, body);
    await follow(db, principal.accountId, trip.delivery_id);
    await auditSupportWrite(db, principal, 'FollowShipment', { deliveryId: trip.delivery_id });
  });

  route(app, unfollowShipment, async ({ body, principal, request }) => {
    const trip = await followedTrip(db, principal, request, body);
    await unfollow(db, principal.accountId, trip.delivery_id);
    await auditSupportWrite(db, principal, 'UnfollowShipment', { deliveryId: trip.delivery_id });
  });
}

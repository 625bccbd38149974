// GENERATED from ../contract/alert-subscriptions.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import type * as contract from '../contract/alert-subscriptions.ts';
import { DEFAULT_CHANGE_KINDS as $DEFAULT_CHANGE_KINDS$2 } from './alerts.ts';

const AlertSubscription: typeof contract.AlertSubscription = {
  type: 'object',
  required: ['kinds', 'etaMinutes', 'shipments', 'inbox', 'email', 'digestHour', 'timeZone'],
  properties: {
    kinds: {
      type: 'array',
      items: {
        enum: ['etaLater', 'etaEarlier', 'departed', 'arrivedAtStop', 'delivered', 'exception', 'silent'],
      },
    },
    etaMinutes: { type: 'integer', minimum: 15, maximum: 10080 },
    shipments: { enum: ['all', 'followed'] },
    inbox: { type: 'boolean' },
    email: { enum: ['off', 'immediate', 'digest'] },
    digestHour: { type: 'integer', minimum: 0, maximum: 23 },
    timeZone: { type: 'string' },
  },
} as never;
const DEFAULT_SUBSCRIPTION: typeof contract.DEFAULT_SUBSCRIPTION = {
  kinds: $DEFAULT_CHANGE_KINDS$2,
  etaMinutes: 120,
  shipments: 'all',
  staffShipments: 'followed',
  inbox: true,
  email: 'off',
  digestHour: 7,
  timeZone: 'Europe/Amsterdam',
} as never;
const DEFAULT_TIME_ZONE: typeof contract.DEFAULT_TIME_ZONE = 'Europe/Amsterdam' as never;
const FollowedShipment: typeof contract.FollowedShipment = {
  type: 'object',
  properties: {
    clientId: { type: 'integer', minimum: 0, maximum: 2147483647 },
    loadNumber: { type: 'string', minLength: 1, maxLength: 40 },
    containerNumber: { type: 'string', minLength: 1, maxLength: 40 },
  },
} as never;
const MAX_SUBSCRIPTION_ETA_MINUTES: typeof contract.MAX_SUBSCRIPTION_ETA_MINUTES = 10080 as never;
const MIN_SUBSCRIPTION_ETA_MINUTES: typeof contract.MIN_SUBSCRIPTION_ETA_MINUTES = 15 as never;
const SUBSCRIPTION_EMAIL: typeof contract.SUBSCRIPTION_EMAIL = ['off', 'immediate', 'digest'] as never;
const SUBSCRIPTION_SHIPMENTS: typeof contract.SUBSCRIPTION_SHIPMENTS = ['all', 'followed'] as never;
const SubscriptionEmail: typeof contract.SubscriptionEmail = {
  enum: ['off', 'immediate', 'digest'],
} as never;
const SubscriptionShipments: typeof contract.SubscriptionShipments = { enum: ['all', 'followed'] } as never;
const followShipment: typeof contract.followShipment = {
  method: 'POST',
  path: '/Alerts/FollowShipment',
  secure: true,
} as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'kinds' in value &&
      'etaMinutes' in value &&
      'shipments' in value &&
      'inbox' in value &&
      'email' in value &&
      'digestHour' in value &&
      'timeZone' in value &&
      'saved' in value &&
      'minimumEtaMinutes' in value &&
      Array.isArray(value.kinds) &&
      value.kinds.every(
        (unique_0, index) =>
          unique_0 === 'etaLater' ||
          unique_0 === 'etaEarlier' ||
          unique_0 === 'departed' ||
          unique_0 === 'arrivedAtStop' ||
          unique_0 === 'delivered' ||
          unique_0 === 'exception' ||
          unique_0 === 'silent',
      ) &&
      Number.isInteger(value.etaMinutes) &&
      (!(Number.isFinite(value.etaMinutes) || typeof value.etaMinutes === 'bigint') ||
        (value.etaMinutes >= 15 && value.etaMinutes <= 10080)) &&
      (value.shipments === 'all' || value.shipments === 'followed') &&
      typeof value.inbox === 'boolean' &&
      (value.email === 'off' || value.email === 'immediate' || value.email === 'digest') &&
      Number.isInteger(value.digestHour) &&
      (!(Number.isFinite(value.digestHour) || typeof value.digestHour === 'bigint') ||
        (value.digestHour >= 0 && value.digestHour <= 23)) &&
      typeof value.timeZone === 'string' &&
      typeof value.saved === 'boolean' &&
      Number.isInteger(value.minimumEtaMinutes);
    return (value) => check_0(value);
  })([]),
  {
    type: 'object',
    required: [
      'kinds',
      'etaMinutes',
      'shipments',
      'inbox',
      'email',
      'digestHour',
      'timeZone',
      'saved',
      'minimumEtaMinutes',
    ],
    properties: {
      kinds: {
        type: 'array',
        items: {
          enum: ['etaLater', 'etaEarlier', 'departed', 'arrivedAtStop', 'delivered', 'exception', 'silent'],
        },
      },
      etaMinutes: { type: 'integer', minimum: 15, maximum: 10080 },
      shipments: { enum: ['all', 'followed'] },
      inbox: { type: 'boolean' },
      email: { enum: ['off', 'immediate', 'digest'] },
      digestHour: { type: 'integer', minimum: 0, maximum: 23 },
      timeZone: { type: 'string' },
      saved: { type: 'boolean' },
      minimumEtaMinutes: { type: 'integer' },
    },
  },
);
const getAlertSubscription: typeof contract.getAlertSubscription = {
  method: 'GET',
  path: '/Alerts/GetSubscription',
  secure: true,
  response: $answer0,
} as never;
const $answer1 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'followed' in value &&
      typeof value.followed === 'boolean';
    return (value) => check_0(value);
  })([]),
  { type: 'object', required: ['followed'], properties: { followed: { type: 'boolean' } } },
);
const getFollow: typeof contract.getFollow = {
  method: 'GET',
  path: '/Alerts/GetFollow',
  secure: true,
  response: $answer1,
} as never;
const setAlertSubscription: typeof contract.setAlertSubscription = {
  method: 'POST',
  path: '/Alerts/SetSubscription',
  secure: true,
} as never;
const unfollowShipment: typeof contract.unfollowShipment = {
  method: 'POST',
  path: '/Alerts/UnfollowShipment',
  secure: true,
} as never;
type SubscriptionShipments = contract.SubscriptionShipments;
type SubscriptionEmail = contract.SubscriptionEmail;
type AlertSubscription = contract.AlertSubscription;
type FollowedShipment = contract.FollowedShipment;

export type * from '../contract/alert-subscriptions.ts';
export {
  AlertSubscription,
  DEFAULT_SUBSCRIPTION,
  DEFAULT_TIME_ZONE,
  FollowedShipment,
  followShipment,
  getAlertSubscription,
  getFollow,
  MAX_SUBSCRIPTION_ETA_MINUTES,
  MIN_SUBSCRIPTION_ETA_MINUTES,
  SUBSCRIPTION_EMAIL,
  SUBSCRIPTION_SHIPMENTS,
  SubscriptionEmail,
  SubscriptionShipments,
  setAlertSubscription,
  unfollowShipment,
};

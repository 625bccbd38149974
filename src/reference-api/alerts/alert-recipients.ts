import { DEFAULT_SUBSCRIPTION as defaults } from '../../core/api/contract/alert-subscriptions.ts';

/**
 * The recipients of changes as SQL: the logins that may see the change's client (a customer its
 * client, an agent its clients, staff any) and subscribed to its kind, its size of ETA slip and its
 * shipment (all, or followed only), with their subscription or its defaults (DEFAULT_SUBSCRIPTION,
 * the same the API answers a login that never chose). `$1` is the changes'
 * ids (bigint[]). Columns: `account_id`, `change_id`, and the subscription's `inbox`, `email`,
 * `digest_hour`, `time_zone`; a channel adds its own condition (`where r.inbox`).
 */
export const RECIPIENTS_SQL = `
  select a.account_id, c.change_id,
         coalesce(s.inbox, ${defaults.inbox}) as inbox,
         coalesce(s.email, '${defaults.email}') as email,
         coalesce(s.digest_hour, ${defaults.digestHour}) as digest_hour,
         coalesce(s.time_zone, '${defaults.timeZone}') as time_zone
    from shipment_changes c
    join accounts a on a.is_active and (
           (a.account_type = 'customer' and a.client_id = c.client_id)
        or (a.account_type = 'agent'
            and exists (select 1 from agent_clients ac where ac.agent_id = a.agent_id and ac.client_id = c.client_id))
        or a.account_type = 'staff')
    left join alert_subscriptions s on s.account_id = a.account_id
   where c.change_id = any($1::bigint[])
     and c.kind = any(coalesce(s.kinds, '{${defaults.kinds.join(',')}}'::text[]))
     and (c.kind not in ('etaLater', 'etaEarlier')
          or abs((c.details ->> 'minutes')::int) >= coalesce(s.eta_minutes, ${defaults.etaMinutes}))
     and (coalesce(s.shipments,
                   case when a.account_type = 'staff' then '${defaults.staffShipments}' else '${defaults.shipments}' end) = 'all'
          or exists (select 1 from followed_shipments f
                      where f.account_id = a.account_id and f.delivery_id = c.delivery_id))`;

import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../testing/test-app-per-file.ts';

const t = testAppPerFile();

interface ContainerArrival {
  container: string;
  estimatedArrival: string;
  plannedDelivery: string;
  actualDelivery: string | null;
}

describe('the seeded containers', () => {
  it('given any container, its expected arrival is not after its planned delivery, and a delivered one arrived when it was delivered', async () => {
    const rows = await t.db.query<ContainerArrival>(
      `select t.container_number as container, t.estimated_arrival::text as "estimatedArrival",
              s.planned_at::text as "plannedDelivery", s.actual_at::text as "actualDelivery"
         from tracking_trips t join tracking_stops s on s.delivery_id = t.delivery_id and s.kind = 'delivery'
        where t.transport_type = 'Ocean'`,
    );
    expect(rows.length).toBeGreaterThan(5);
    const wrong = rows.filter(({ estimatedArrival, plannedDelivery, actualDelivery }) =>
      actualDelivery === null
        ? Date.parse(estimatedArrival) > Date.parse(plannedDelivery)
        : Date.parse(estimatedArrival) !== Date.parse(actualDelivery),
    );
    expect(wrong).toEqual([]);
  });
});

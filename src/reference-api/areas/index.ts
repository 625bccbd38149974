import type { FastifyInstance } from 'fastify';
import { adminAreas } from './admin/index.ts';
import type { AreaDeps, AreaPlugin } from './area-plugin.ts';
import { serviceAreas } from './service-areas.ts';
import { tradeAreas } from './trade-areas.ts';

/** Every data area of the contract beyond authentication and account (docs/contract.md#areas), and the administration. */
export const dataAreas: readonly AreaPlugin[] = [...tradeAreas, ...serviceAreas, ...adminAreas];

/** Registers every data area, each a plugin of its own (its decorations and hooks stay inside it). */
export async function areasPlugin(app: FastifyInstance, deps: AreaDeps): Promise<void> {
  for (const area of dataAreas) await app.register(async (scope) => area(scope, deps));
}

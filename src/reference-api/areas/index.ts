import { adminAreas } from './admin/index.ts';
import type { AreaPlugin } from './area-plugin.ts';
import { serviceAreas } from './service-areas.ts';
import { tradeAreas } from './trade-areas.ts';

/** Every data area of the contract beyond authentication and account (spec §7 "Other areas"), and the administration. */
export const dataAreas: readonly AreaPlugin[] = [...tradeAreas, ...serviceAreas, ...adminAreas];

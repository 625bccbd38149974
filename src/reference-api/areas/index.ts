import type { AreaPlugin } from './area-plugin.ts';
import { serviceAreas } from './service-areas.ts';
import { tradeAreas } from './trade-areas.ts';

/** Every data area of the contract beyond authentication and account (spec §7 "Other areas"). */
export const dataAreas: readonly AreaPlugin[] = [...tradeAreas, ...serviceAreas];

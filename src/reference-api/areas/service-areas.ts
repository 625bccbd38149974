import type { AreaPlugin } from './area-plugin.ts';
import { certificatesArea } from './service/certificates/certificates-area.ts';
import { contactArea } from './service/contact/contact-area.ts';
import { serviceDashboardArea } from './service/dashboard/service-dashboard-area.ts';
import { memosArea } from './service/memos/memos-area.ts';
import { priceListArea } from './service/price-list/price-list-area.ts';
import { deliveriesAtRiskArea } from './service/tracking/deliveries-at-risk-area.ts';
import { trackingArea } from './service/tracking/tracking-area.ts';
import { uploadArea } from './service/upload/upload-area.ts';

/** Track & trace, dashboard news and tracking, memos, certificates, price list, contact and uploads. */
export const serviceAreas: readonly AreaPlugin[] = [
  trackingArea,
  deliveriesAtRiskArea,
  serviceDashboardArea,
  memosArea,
  certificatesArea,
  priceListArea,
  contactArea,
  uploadArea,
];

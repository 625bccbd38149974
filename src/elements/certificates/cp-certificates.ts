import { defineElement } from '../../ui/element/define-element.ts';
import { CertificatesElement } from './CertificatesElement.tsx';
import certificatesCss from './certificates.css?inline';
import { CERTIFICATES_NAMESPACE } from './certificates-namespace.ts';

/**
 * The mill's product certificates (FSC, PEFC, ISO 9001, food contact), each downloadable as a PDF.
 *
 * @summary Product certificates of the customer portal.
 * @attr lang - Language of this element: nl, en, de or zhHans. Default: the page's portal language.
 * @attr theme - light or dark. Default: the page's theme preference.
 * @attr api-base - Base URL of the portal API. Default /customerportal.
 * @event {CustomEvent<{ message: string }>} cp-error - A download failed; detail.message says why.
 * @event {CustomEvent<{ reason: string }>} cp-login-required - Nobody is signed in: the element says so instead of loading; detail.reason is not-logged-in.
 * @event {CustomEvent<Record<string, never>>} cp-session-expired - The session could not be refreshed; the host should log in again.
 * @event {CustomEvent<Record<string, never>>} cp-network-error - The API could not be reached.
 * @cssproperty --cp-color-surface - Background of the card.
 * @cssproperty --cp-color-divider - Lines between the certificates.
 * @cssproperty --cp-color-error - The "expired" mark.
 * @csspart certificates - The card.
 * @csspart title - The heading.
 * @csspart table - The `<table>`.
 * @csspart row - Each certificate row.
 * @csspart download - Each download button.
 * @csspart expired - The mark of an expired certificate.
 * @csspart skeleton - The placeholder while loading.
 */
export const CpCertificates = defineElement('cp-certificates', CertificatesElement, {
  props: {},
  styles: [certificatesCss],
  namespace: CERTIFICATES_NAMESPACE,
});

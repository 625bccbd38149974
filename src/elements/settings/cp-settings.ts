import { dialogStyles } from '../../ui/dialog/dialog-styles.ts';
import { defineElement } from '../../ui/element/define-element.ts';
import { SettingsElement } from './SettingsElement.tsx';
import settingsCss from './settings.css?inline';
import { SETTINGS_NAMESPACE } from './settings-namespace.ts';

/**
 * The logged-in user's settings: interface language, light or dark theme, password change and
 * two-factor login (set up with a QR code, turned off with the password), and webhooks (endpoints,
 * their signing secret shown once, test events and the delivery log).
 *
 * @summary Settings screen of the customer portal.
 * @attr lang - Language of this element's texts: nl, en, de or zhHans. Default: the page's portal language.
 * @attr theme - light or dark. Default: the page's theme preference (which this element changes).
 * @attr api-base - Base URL of the portal API. Default /customerportal.
 * @event {CustomEvent<{ message: string }>} cp-error - Changing the password failed without an answer from the server; detail.message says why.
 * @event {CustomEvent<{ reason: string }>} cp-login-required - Nobody is signed in: the element says so instead of loading; detail.reason is not-logged-in.
 * @event {CustomEvent<Record<string, never>>} cp-session-expired - The session could not be refreshed; the host should log in again.
 * @event {CustomEvent<Record<string, never>>} cp-network-error - The API could not be reached.
 * @cssproperty --cp-color-background - Background under the cards.
 * @cssproperty --cp-color-surface - Background of the cards.
 * @cssproperty --cp-color-primary - Primary buttons and the chosen language and theme.
 * @cssproperty --cp-color-text-muted - Introductions and hints.
 * @cssproperty --cp-color-success - The "two-factor login is on" mark.
 * @csspart settings - The whole screen.
 * @csspart title - The screen heading.
 * @csspart card - Each card (the kit's card container).
 * @csspart language - The language card.
 * @csspart theme - The theme card.
 * @csspart password - The change-password card.
 * @csspart two-factor - The two-factor card.
 * @csspart notifications - The notifications card (absent for a login-link session).
 * @csspart two-factor-state - The "on" / "off" line.
 * @csspart totp-setup - The setup step (QR code, secret, code field).
 * @csspart qr-code - The QR code of the otpauth URI.
 * @csspart secret - The secret as text, in groups of four.
 * @csspart copy-secret - The button that copies the secret.
 * @csspart skeleton - A card's placeholder while loading.
 * @csspart webhooks - The webhooks card.
 * @csspart webhook-endpoints - The list of webhook endpoints.
 * @csspart webhook-secret - A new endpoint's signing secret, shown once.
 * @csspart copy-webhook-secret - The button that copies it.
 * @csspart webhook-log - The deliveries of the delivery log.
 */
export const CpSettings = defineElement('cp-settings', SettingsElement, {
  props: {},
  styles: [dialogStyles, settingsCss],
  namespace: SETTINGS_NAMESPACE,
});

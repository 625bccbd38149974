import { defineElement } from '../../ui/element/define-element.ts';
import { SnackbarElement } from './SnackbarElement.tsx';

/**
 * The page-wide snackbar: messages that elements or the host show through the runtime's one
 * snackbar store (2,000 ms by default, a close button, swipe to dismiss). Put one on a page.
 *
 * @summary Snackbar of the customer portal.
 * @attr lang - Language of the close button label. Default: the page's portal language.
 * @attr theme - light or dark. Default: the page's theme preference.
 * @cssproperty --cp-color-surface - Background of the bar.
 * @csspart snackbar - The positioned container of the bar.
 */
export const CpSnackbar = defineElement('cp-snackbar', SnackbarElement, {
  props: {},
  // It only shows the page's messages, which may come while nobody is signed in.
  needsSession: false,
});

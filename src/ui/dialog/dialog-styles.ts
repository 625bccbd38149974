import css from './dialog.css?inline';

/** The dialog kit's CSS text; an element using FormDialog or ConfirmDialog lists it in its `styles`. */
export const dialogStyles: string = css;

import css from './data-table.css?inline';

/** The DataTable's CSS text; an element using the table lists it in its `styles`. */
export const dataTableStyles: string = css;

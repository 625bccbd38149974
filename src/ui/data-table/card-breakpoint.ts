/** Below this width of the table's own element its rows are cards (the first breakpoint of docs/screens/shell.md#layout-constants). */
export const CARDS_BELOW_PX = 600;

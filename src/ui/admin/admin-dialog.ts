/**
 * A dialog over an admin table and the row it is about (kept while the dialog closes). Each opening
 * has its own `id`, also the dialog's React key, so every opening starts a fresh form.
 */
export interface AdminDialog<A, R> {
  /** Which opening this is. */
  id: number;
  action: A;
  row: R;
  open: boolean;
}

/**
 * Closes the dialog of opening `id` only: a dialog still fading out when another opened reports its
 * close late (Shoelace's sl-after-hide), and that must not close the new one.
 */
export const closing =
  (id: number) =>
  <D extends { id: number; open: boolean } | null>(dialog: D): D =>
    (dialog && dialog.id === id ? { ...dialog, open: false } : dialog) as D;

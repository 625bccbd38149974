import { type RefObject, useEffect } from 'react';

/** A field our validation marks invalid (the kit's fields and the host's own inputs). */
const INVALID = '[aria-invalid="true"]';

/**
 * Focuses the first invalid field under `root`, in document order, and scrolls it into view only as
 * far as needed: its `scroll-margin-top` keeps it clear of a sticky bar above. False when none is.
 */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const field = root?.querySelector<HTMLElement>(INVALID);
  if (!field) return false;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  return true;
}

/**
 * After a submit in `ref`'s subtree, moves focus to the first invalid field: at once when the rules
 * failed, or when the server's messages arrive. Armed by the submit, it stands down once focus
 * moves (the user went on, or a field got it), so a later check on blur never pulls focus away.
 */
export function watchInvalidAfterSubmit(root: HTMLElement): () => void {
  let armed = false;
  const tryFocus = () => {
    if (armed && focusFirstInvalid(root)) armed = false;
  };
  const onSubmit = () => {
    armed = true;
    // After the form's own handler and the render it causes.
    requestAnimationFrame(tryFocus);
  };
  const onFocusIn = () => {
    armed = false;
  };
  const observer = new MutationObserver(tryFocus);
  observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['aria-invalid'] });
  root.addEventListener('submit', onSubmit);
  root.addEventListener('focusin', onFocusIn);
  return () => {
    observer.disconnect();
    root.removeEventListener('submit', onSubmit);
    root.removeEventListener('focusin', onFocusIn);
  };
}

/** `watchInvalidAfterSubmit` for the element behind `ref` while it is mounted. */
export function useFocusFirstInvalid(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    return root ? watchInvalidAfterSubmit(root) : undefined;
  }, [ref]);
}

/** What a form last filled in by itself, and for which client. */
export interface AppliedPrefill<F extends string> {
  /** The client the values belong to (`own` for the customer's own client). */
  client: string;
  values: Partial<Record<F, string>>;
}

/** What to do to a form when its prefill changes. */
export interface PrefillStep<F extends string> {
  /** The fields to set, each to its new prefilled value ('' clears it). */
  set: Partial<Record<F, string>>;
  /** The fields the user edited that keep their text although the client changed under them. */
  kept: F[];
  /** What counts as prefilled from now on. */
  applied: AppliedPrefill<F>;
}

/**
 * The next prefill of a form that follows a client: a field still holding what was prefilled (or
 * empty) takes the new value, also when that is none; a field the user changed keeps the user's
 * text, and is named in `kept` when the client changed and its prefilled value with it. `usable`
 * says whether a kept value still fits (a choice the new client does not offer is prefilled anew).
 */
export function followPrefill<F extends string>(input: {
  current: Readonly<Partial<Record<F, unknown>>>;
  previous: AppliedPrefill<F> | null;
  next: AppliedPrefill<F>;
  usable?: (field: F, value: string) => boolean;
}): PrefillStep<F> {
  const { current, previous, next, usable = () => true } = input;
  const clientChanged = previous !== null && previous.client !== next.client;
  const fields = new Set<F>([
    ...(Object.keys(next.values) as F[]),
    ...(Object.keys(previous?.values ?? {}) as F[]),
  ]);
  const set: Partial<Record<F, string>> = {};
  const kept: F[] = [];
  for (const field of fields) {
    const value = String(current[field] ?? '');
    const before = previous?.values[field] ?? '';
    const after = next.values[field] ?? '';
    const edited = value.trim() !== '' && value !== before;
    if (edited && usable(field, value)) {
      if (clientChanged && after !== before && value !== after) kept.push(field);
    } else if (value !== after) {
      set[field] = after;
    }
  }
  return { set, kept, applied: next };
}

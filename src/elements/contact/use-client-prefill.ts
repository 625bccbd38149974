import { useEffect, useRef, useState } from 'react';
import type { FormBinding } from '../../ui/form/use-form-validator.ts';
import { type AppliedPrefill, followPrefill } from './follow-prefill.ts';

/** The fields a client change left as the user wrote them, and the client they now stand beside. */
export interface KeptAfterSwitch<F extends string> {
  fields: readonly F[];
  clientName: string;
}

/**
 * Prefills `form` from `next` (null while the client's data is loading) and keeps following it:
 * another client, another language. What the user edited stays; after a client change the fields
 * kept so are returned, to be pointed out until `dismiss` or the next change.
 */
export function useClientPrefill<F extends string>(
  form: FormBinding<F>,
  next: (AppliedPrefill<F> & { clientName: string }) | null,
  usable: (field: F, value: string) => boolean,
) {
  const applied = useRef<AppliedPrefill<F> | null>(null);
  const [kept, setKept] = useState<KeptAfterSwitch<F> | null>(null);
  useEffect(() => {
    if (!next) return;
    const previous = applied.current;
    const step = followPrefill({ current: form.validator.state.values, previous, next, usable });
    for (const [field, value] of Object.entries(step.set) as [F, string][])
      form.validator.setValue(field, value);
    if (previous && previous.client !== next.client)
      setKept(step.kept.length > 0 ? { fields: step.kept, clientName: next.clientName } : null);
    applied.current = step.applied;
  }, [next, form.validator, usable]);
  return { kept, dismiss: () => setKept(null) };
}

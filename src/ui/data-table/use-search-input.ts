import { useEffect, useMemo, useState } from 'react';
import { debounce, SEARCH_DEBOUNCE_MS } from '../../core/table/debounce.ts';

/**
 * The search field's text, shown at once, and `onSearch` called 400 ms after typing stops
 * (docs/screens/lists.md#search), so a search is sent per pause, not per key.
 */
export function useSearchInput(initial: string, onSearch: (search: string) => void) {
  const [text, setText] = useState(initial);
  const debounced = useMemo(() => debounce(onSearch, SEARCH_DEBOUNCE_MS), [onSearch]);
  useEffect(() => () => debounced.cancel(), [debounced]);
  const change = (value: string) => {
    setText(value);
    debounced(value);
  };
  return [text, change] as const;
}

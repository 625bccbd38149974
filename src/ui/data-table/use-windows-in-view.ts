import { useCallback, useState } from 'react';

const FIRST_WINDOW_ONLY = { key: '', first: 0, last: 0 };

/** The windows (server pages) of page size All in view: the first and the last one's index. */
export interface WindowsInView {
  first: number;
  last: number;
}

/**
 * The windows of page size All that the virtualised body reports in view, for the request of
 * `requestKey` only: a new sort or search starts at the top (the first window) again.
 */
export function useWindowsInView(requestKey: string): [WindowsInView, (first: number, last: number) => void] {
  const [inView, setInView] = useState(FIRST_WINDOW_ONLY);
  const onWindowsInView = useCallback(
    (first: number, last: number) =>
      setInView((previous) =>
        previous.key === requestKey && previous.first === first && previous.last === last
          ? previous
          : { key: requestKey, first, last },
      ),
    [requestKey],
  );
  return [inView.key === requestKey ? inView : FIRST_WINDOW_ONLY, onWindowsInView];
}

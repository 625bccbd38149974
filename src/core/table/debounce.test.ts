import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  debounce,
  QUERY_DEBOUNCE_MS,
  QUERY_MAX_WAIT_MS,
  SEARCH_DEBOUNCE_MS,
  SELECTION_DEBOUNCE_MS,
} from './debounce.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('calls once with the latest arguments after the calls stop for the wait', () => {
    const search = vi.fn();
    const debounced = debounce(search, SEARCH_DEBOUNCE_MS);
    debounced('p');
    vi.advanceTimersByTime(300);
    debounced('pa');
    vi.advanceTimersByTime(399);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledExactlyOnceWith('pa');
  });

  it('with maxWait, it still calls while the calls keep coming', () => {
    const writeQuery = vi.fn();
    const debounced = debounce(writeQuery, QUERY_DEBOUNCE_MS, { maxWait: QUERY_MAX_WAIT_MS });
    for (let elapsed = 0; elapsed < 1000; elapsed += 200) {
      debounced(elapsed);
      vi.advanceTimersByTime(200);
    }
    expect(writeQuery).toHaveBeenCalledExactlyOnceWith(800);
    debounced(1000);
    vi.advanceTimersByTime(250);
    expect(writeQuery).toHaveBeenLastCalledWith(1000);
    expect(writeQuery).toHaveBeenCalledTimes(2);
  });

  it('cancel drops the pending call and flush runs it now', () => {
    const emit = vi.fn();
    const debounced = debounce(emit, SELECTION_DEBOUNCE_MS);
    debounced(['row-1']);
    expect(debounced.pending()).toBe(true);
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(emit).not.toHaveBeenCalled();
    debounced(['row-2']);
    debounced.flush();
    expect(emit).toHaveBeenCalledExactlyOnceWith(['row-2']);
    expect(debounced.pending()).toBe(false);
  });

  it('uses the table timings of docs/screens/lists.md#table-constants: search 400, query 250 up to 1000, selection 400', () => {
    expect([SEARCH_DEBOUNCE_MS, QUERY_DEBOUNCE_MS, QUERY_MAX_WAIT_MS, SELECTION_DEBOUNCE_MS]).toEqual([
      400, 250, 1000, 400,
    ]);
  });
});

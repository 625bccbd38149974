/**
 * Runs `work` while holding the lock that every tab (and every element) of one browser takes
 * around a refresh; resolves with what `work` resolves. Released when `work` settles.
 */
export type RefreshLock = <T>(work: () => Promise<T>) => Promise<T>;

/** The part of the Web Locks API the refresh uses (`navigator.locks`). */
export interface WebLockManager {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * The Web Locks lock called `name`, shared by all same-origin tabs, windows and workers of the
 * browser; null where there is none (an insecure context, an old browser). A tab that closes
 * while holding it releases it.
 */
export function webLocksRefreshLock(
  name: string,
  locks: WebLockManager | undefined = globalThis.navigator?.locks,
): RefreshLock | null {
  if (!locks) return null;
  return (work) => locks.request(name, () => work());
}

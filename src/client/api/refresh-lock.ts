const REFRESH_LOCK = 'margin-session-refresh';

/**
 * Runs the task holding a lock that every tab of this site shares (Web Locks), so tabs that hold the same
 * stored refresh token refresh one after another, never together. Where there are no Web Locks (an older
 * browser, an address that is not https), each tab's own single flight is all there is, and the server's
 * grace window for a just-replaced token keeps the second tab signed in.
 */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks: LockManager | undefined = globalThis.navigator?.locks;
  return locks ? (locks.request(REFRESH_LOCK, task) as Promise<T>) : task();
}

// Build updates (product spec: "New deployment"): the browser entry's decisions about the
// latest-build file and about reloading after a failed chunk, pure so they are unit-tested.

/** How often a visible tab asks for the latest build. */
export const POLL_MS = 5 * 60_000
/** Never two checks closer than this (a tab switched back and forth, a timer and a switch together). */
export const MIN_CHECK_GAP_MS = 60_000
/** A failed chunk reloads its page at most once in this window, per path: never a reload loop. */
export const RELOAD_WINDOW_MS = 10_000

/**
 * True when the latest-build file names another build than the page's. Build ids are content
 * hashes, not ordered: any other id is the one now live, so it is newer. An unreadable answer (an
 * error page, a half-deployed file) is never a new build: a false "new" would only cost prefetches.
 */
export function isNewBuild(current: string | undefined, latest: unknown): boolean {
  const id = typeof latest === 'object' && latest !== null ? (latest as { buildId?: unknown }).buildId : undefined
  return Boolean(current) && typeof id === 'string' && /^[\w-]+$/.test(id) && id !== current
}

/** True when enough time has passed since the last check (`last` is when it started). */
export function mayCheck(now: number, last: number): boolean {
  return now - last >= MIN_CHECK_GAP_MS || now < last
}

/**
 * Claims the one reload of `path` allowed per window: true (and recorded) when none happened within
 * RELOAD_WINDOW_MS, false otherwise. Storage that fails (blocked, full) says false: a reload we
 * cannot record could repeat forever.
 */
export function claimReload(storage: () => Pick<Storage, 'getItem' | 'setItem'>, path: string, now: number): boolean {
  const key = `reload:${path}`
  try {
    // A getter: reading `sessionStorage` itself throws where storage is blocked.
    const store = storage()
    const last = Number(store.getItem(key))
    if (last > 0 && Math.abs(now - last) < RELOAD_WINDOW_MS) return false
    store.setItem(key, String(now))
    return true
  } catch {
    return false
  }
}

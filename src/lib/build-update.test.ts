// The build-update decisions: when the latest-build file means a new build, when a check may run,
// and that a failed chunk reloads a path at most once per 10 s.
import { describe, expect, it } from 'vitest'
import { claimReload, isNewBuild, MIN_CHECK_GAP_MS, mayCheck, RELOAD_WINDOW_MS } from './build-update'

function memoryStorage() {
  const data = new Map<string, string>()
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data }
}

describe('isNewBuild', () => {
  it('is true for another build id', () => {
    expect(isNewBuild('abc123', { buildId: 'def456' })).toBe(true)
  })

  it('is false for the page’s own build', () => {
    expect(isNewBuild('abc123', { buildId: 'abc123' })).toBe(false)
  })

  it.each([null, undefined, 'def456', [], {}, { buildId: '' }, { buildId: 42 }, { buildId: '<html>' }])('is false for an unreadable answer %j', (latest) => {
    expect(isNewBuild('abc123', latest)).toBe(false)
  })

  it('is false when the page names no build (nothing to compare)', () => {
    expect(isNewBuild(undefined, { buildId: 'def456' })).toBe(false)
    expect(isNewBuild('', { buildId: 'def456' })).toBe(false)
  })
})

describe('mayCheck', () => {
  it('waits a minute between checks', () => {
    expect(mayCheck(1_000_000, 1_000_000)).toBe(false)
    expect(mayCheck(1_000_000 + MIN_CHECK_GAP_MS - 1, 1_000_000)).toBe(false)
    expect(mayCheck(1_000_000 + MIN_CHECK_GAP_MS, 1_000_000)).toBe(true)
  })

  it('checks when the clock went back (never stuck)', () => {
    expect(mayCheck(1_000, 1_000_000)).toBe(true)
  })
})

describe('claimReload', () => {
  it('allows one reload per path per 10 s', () => {
    const storage = memoryStorage()
    expect(claimReload(() => storage, '/terms', 50_000)).toBe(true)
    expect(claimReload(() => storage, '/terms', 50_001)).toBe(false)
    expect(claimReload(() => storage, '/terms', 50_000 + RELOAD_WINDOW_MS - 1)).toBe(false)
    expect(claimReload(() => storage, '/terms', 50_000 + RELOAD_WINDOW_MS)).toBe(true)
    expect(storage.data.get('reload:/terms')).toBe(String(50_000 + RELOAD_WINDOW_MS))
  })

  it('counts each path apart', () => {
    const storage = memoryStorage()
    expect(claimReload(() => storage, '/terms', 50_000)).toBe(true)
    expect(claimReload(() => storage, '/privacy', 50_001)).toBe(true)
  })

  it('refuses when storage fails (an unrecorded reload could loop)', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(claimReload(() => broken, '/terms', 50_000)).toBe(false)
    const blocked = () => {
      throw new Error('SecurityError')
    }
    expect(claimReload(blocked, '/terms', 50_000)).toBe(false)
  })
})

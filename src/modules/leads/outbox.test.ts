// LEAD_RETENTION_DAYS as the outbox reads it (the purge itself, in D1: test/integration/lead-delivery.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_RETENTION_DAYS, RETENTION_DAYS_RANGE, retentionDays, retentionMs } from './outbox.server'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('retentionDays', () => {
  it('reads a whole number of days within the range', () => {
    expect(retentionDays('30')).toBe(30)
    expect(retentionDays(' 365 ')).toBe(365)
    expect(retentionDays(String(RETENTION_DAYS_RANGE.min))).toBe(RETENTION_DAYS_RANGE.min)
    expect(retentionDays(String(RETENTION_DAYS_RANGE.max))).toBe(RETENTION_DAYS_RANGE.max)
    expect(retentionMs('2')).toBe(2 * 24 * 60 * 60 * 1000)
  })

  it('falls back to the default when unset, quietly', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(retentionDays(undefined)).toBe(DEFAULT_RETENTION_DAYS)
    expect(retentionDays('')).toBe(DEFAULT_RETENTION_DAYS)
    expect(warn).not.toHaveBeenCalled()
  })

  it.each(['0', '-5', '1.5', '731', 'ninety', '1e3', 'Infinity'])('falls back to the default on %j, and says so', (value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(retentionDays(value)).toBe(DEFAULT_RETENTION_DAYS)
    expect(warn).toHaveBeenCalledOnce()
  })
})

import { describe, expect, it, vi } from 'vitest'
import { isTransientD1Error, retryTransient } from './d1-retry.server'

const lost = () => new Error('D1_ERROR: Network connection lost.')

describe('retryTransient', () => {
  it('repeats a write that met a transient D1 error, and answers what the next attempt did', async () => {
    const write = vi
      .fn()
      .mockRejectedValueOnce(lost())
      .mockRejectedValueOnce(new Error('Durable Object storage caused object to be reset.'))
      .mockResolvedValue('stored')
    const onRetry = vi.fn()
    await expect(retryTransient(write, { baseDelayMs: 1, onRetry })).resolves.toBe('stored')
    expect(write).toHaveBeenCalledTimes(3)
    expect(onRetry.mock.calls.map(([, attempt]) => attempt)).toEqual([1, 2])
  })

  it('gives up after the attempts allowed, with the last error', async () => {
    const write = vi.fn().mockRejectedValue(lost())
    await expect(retryTransient(write, { attempts: 3, baseDelayMs: 1 })).rejects.toThrow('Network connection lost')
    expect(write).toHaveBeenCalledTimes(3)
  })

  it('never repeats a write that failed for good (a constraint, a syntax error)', async () => {
    const write = vi.fn().mockRejectedValue(new Error('D1_ERROR: UNIQUE constraint failed: leads.lead_id: SQLITE_CONSTRAINT'))
    await expect(retryTransient(write, { baseDelayMs: 1 })).rejects.toThrow('UNIQUE constraint failed')
    expect(write).toHaveBeenCalledTimes(1)
  })

  it('waits longer before each retry: the base delay, then twice it, plus up to as much again at random', async () => {
    vi.useFakeTimers()
    const random = vi.spyOn(Math, 'random').mockReturnValue(0)
    try {
      const write = vi.fn().mockRejectedValueOnce(lost()).mockRejectedValueOnce(lost()).mockResolvedValue('ok')
      const result = retryTransient(write, { baseDelayMs: 100 })
      await vi.advanceTimersByTimeAsync(99)
      expect(write).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(write).toHaveBeenCalledTimes(2)
      await vi.advanceTimersByTimeAsync(199)
      expect(write).toHaveBeenCalledTimes(2)
      await vi.advanceTimersByTimeAsync(1)
      await expect(result).resolves.toBe('ok')
      expect(write).toHaveBeenCalledTimes(3)
    } finally {
      random.mockRestore()
      vi.useRealTimers()
    }
  })

  it('adds at most the delay again as jitter', async () => {
    vi.useFakeTimers()
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.999)
    try {
      const write = vi.fn().mockRejectedValueOnce(lost()).mockResolvedValue('ok')
      const result = retryTransient(write, { baseDelayMs: 100 })
      await vi.advanceTimersByTimeAsync(198)
      expect(write).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(2)
      await expect(result).resolves.toBe('ok')
    } finally {
      random.mockRestore()
      vi.useRealTimers()
    }
  })
})

describe('isTransientD1Error', () => {
  it('knows the errors D1 says to retry, and nothing else', () => {
    expect(isTransientD1Error(lost())).toBe(true)
    expect(isTransientD1Error(new Error('D1_ERROR: D1 DB is overloaded. Too many requests queued.'))).toBe(true)
    expect(isTransientD1Error('Durable Object reset because its code was updated.')).toBe(true)
    expect(isTransientD1Error(new Error('D1_ERROR: no such table: leads: SQLITE_ERROR'))).toBe(false)
  })
})

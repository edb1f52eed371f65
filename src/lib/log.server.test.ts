// The log line's shape, and the scope that follows async work started inside it.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorText, formatLine, log, withLogScope } from './log.server'

afterEach(() => vi.restoreAllMocks())

describe('formatLine', () => {
  it('is one JSON object with time, level, event, scope and fields; a field cannot overwrite the fixed keys', () => {
    const line = formatLine('warn', 'lead delivery', { lead_id: 'x', level: 'info', event: 'forged' }, { request_id: 'r1' }, new Date(0))
    expect(line).not.toContain('\n')
    expect(JSON.parse(line)).toEqual({ lead_id: 'x', request_id: 'r1', time: '1970-01-01T00:00:00.000Z', level: 'warn', event: 'lead delivery' })
  })
})

describe('log', () => {
  it('writes info to console.log, warn to console.warn, error to console.error, one string each', () => {
    const out = {
      log: vi.spyOn(console, 'log').mockImplementation(() => {}),
      warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
      error: vi.spyOn(console, 'error').mockImplementation(() => {}),
    }
    log.info('a')
    log.warn('b')
    log.error('c', { n: 1 })
    expect(out.log.mock.calls.map((call) => JSON.parse(String(call[0])).event)).toEqual(['a'])
    expect(out.warn.mock.calls.map((call) => JSON.parse(String(call[0])).event)).toEqual(['b'])
    expect(out.error.mock.calls).toHaveLength(1)
    expect(out.error.mock.calls[0]).toHaveLength(1)
    expect(JSON.parse(String(out.error.mock.calls[0]?.[0]))).toMatchObject({ level: 'error', event: 'c', n: 1 })
  })

  it('carries the scope across awaits and into promises started inside it, and only there', async () => {
    const lines: string[] = []
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line))
    let background: Promise<void> = Promise.resolve()
    await Promise.all([
      withLogScope({ request_id: 'one' }, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        background = new Promise<void>((resolve) => setTimeout(resolve, 5)).then(() => log.info('later'))
        log.info('first')
      }),
      withLogScope({ job: 'sweep', job_id: 'j1' }, async () => log.info('job')),
    ])
    await background
    log.info('outside')
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(parsed.map(({ event, request_id, job_id }) => ({ event, request_id, job_id }))).toEqual([
      { event: 'job', request_id: undefined, job_id: 'j1' },
      { event: 'first', request_id: 'one', job_id: undefined },
      { event: 'later', request_id: 'one', job_id: undefined },
      { event: 'outside', request_id: undefined, job_id: undefined },
    ])
  })
})

describe('errorText', () => {
  it('is the message, never the stack, cut to the limit', () => {
    expect(errorText(new Error('boom'))).toBe('boom')
    expect(errorText('x'.repeat(900), 10)).toBe('xxxxxxxxxx')
    expect(errorText(new Error('boom'))).not.toContain('at ')
  })
})

// The cron triggers in wrangler.toml and the job table of worker/scheduled.ts name the same schedules:
// a job under a schedule that never fires would never run, and a trigger the table lacks would run
// every job. Checked in Node because workerd cannot read wrangler.toml; that each cron runs its jobs
// is test/integration/smoke.test.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CRONS, jobsByCron } from '../../worker/scheduled'

/** The `crons` of the top-level `[triggers]` table of a wrangler.toml (comments and line breaks allowed). */
function triggerCrons(toml: string): string[] {
  // Drop comments: a `#` outside a string runs to the end of its line.
  const lines = toml.split('\n').map((line) => {
    let quote = ''
    for (let i = 0; i < line.length; i++) {
      const c = line[i]
      if (quote) {
        if (c === '\\') i++
        else if (c === quote) quote = ''
      } else if (c === '"' || c === "'") quote = c
      else if (c === '#') return line.slice(0, i)
    }
    return line
  })
  const start = lines.findIndex((line) => line.trim() === '[triggers]')
  if (start < 0) throw new Error('wrangler.toml has no [triggers] table')
  const end = lines.findIndex((line, i) => i > start && line.trim().startsWith('['))
  const table = lines.slice(start + 1, end < 0 ? undefined : end).join('\n')
  const list = table.match(/^\s*crons\s*=\s*\[([^\]]*)\]/m)?.[1]
  if (list === undefined) throw new Error('wrangler.toml [triggers] has no crons')
  return [...list.matchAll(/"([^"]*)"|'([^']*)'/g)].map((m) => m[1] ?? m[2] ?? '')
}

const toml = readFileSync(join(import.meta.dirname, '../../wrangler.toml'), 'utf8')

describe('cron triggers', () => {
  it("wrangler.toml's crons are the job table's schedules, no more and no fewer", () => {
    expect(triggerCrons(toml).sort()).toEqual(Object.keys(jobsByCron).sort())
  })

  it('gives every schedule at least one job, and CRONS names the same schedules', () => {
    for (const [cron, jobs] of Object.entries(jobsByCron)) expect(jobs.length, cron).toBeGreaterThan(0)
    expect(Object.values(CRONS).sort()).toEqual(Object.keys(jobsByCron).sort())
  })

  it('reads the crons of [triggers] only, across lines and past comments', () => {
    const sample = [
      '[vars]',
      'crons = ["0 0 * * *"]',
      '[triggers] ',
      '# Every minute: leads. # not a cron',
      'crons = [',
      '  "* * * * *", # "leads"',
      "  '*/5 * * * *',",
      ']',
      '[[d1_databases]]',
    ].join('\n')
    expect(triggerCrons(sample)).toEqual(['* * * * *', '*/5 * * * *'])
    expect(() => triggerCrons('[vars]\nA = "1"\n')).toThrow('no [triggers] table')
  })
})

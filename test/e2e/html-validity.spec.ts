// The served HTML of every page type, in English and Arabic, has 0 errors in the W3C Nu HTML
// Checker (vnu.jar from the `vnu-jar` package, run on the system Java: .ci/run installs one).
// One checker run for all pages: the JVM takes seconds to start.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { localized, PAGE_TYPES } from './page-types'

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

/**
 * CSS the checker does not know yet, in the page's inline <style> (src/app/Document.tsx): cross-document
 * view transitions (CSS View Transitions 2), registered custom properties (`@property`, CSS Properties
 * and Values API 1: scripts/css-defaults.ts) and the standard `line-clamp` UnoCSS writes beside
 * `-webkit-line-clamp` (CSS Overflow 4). Exactly these messages; any other CSS error still fails.
 */
const UNKNOWN_TO_THE_CHECKER = [
  /^CSS: Unrecognized at-rule “@view-transition”\.?$/,
  /^CSS: Unrecognized at-rule “@property”\.?$/,
  /^CSS: “line-clamp”: Property “line-clamp” doesn't exist\.?$/,
]

interface VnuMessage {
  type: string
  subType?: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

test('every page type has 0 W3C Nu validator errors (en and ar)', async ({ request }) => {
  test.setTimeout(120_000)
  const dir = mkdtempSync(join(tmpdir(), 'marsa-vnu-'))
  try {
    const files = new Map<string, string>()
    // A known-bad page beside the real ones: proves the checker ran and reports what it should.
    const canary = join(dir, 'canary.html')
    writeFileSync(canary, '<!doctype html><html lang="en"><title>x</title><img src="/a.svg" sizes="100vw" alt="">')
    for (const locale of ['en', 'ar']) {
      for (const [index, type] of PAGE_TYPES.entries()) {
        const path = localized(type.path, locale)
        // Error pages (404, the 503 "unavailable" sign-in) are pages too: their HTML is checked all the same.
        const response = await request.get(path, { failOnStatusCode: false })
        expect(response.headers()['content-type'], path).toContain('text/html')
        const file = join(dir, `${locale}-${index}.html`)
        writeFileSync(file, await response.body())
        files.set(`file:${file}`, path)
      }
    }
    const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', canary, ...[...files.keys()].map((f) => f.slice(5))], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    expect(run.error, 'java must be installed (apt-get install default-jre-headless)').toBeUndefined()
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] }
    const errors: Record<string, string[]> = Object.fromEntries([...files.values()].map((path) => [path, []]))
    const canaryErrors = messages.filter((m) => m.url === `file:${canary}`).map((m) => m.message)
    expect(canaryErrors).toEqual([expect.stringContaining('“sizes” attribute must only be specified if the “srcset” attribute')])
    for (const m of messages) {
      if (m.url === `file:${canary}` || (m.type !== 'error' && m.subType !== 'fatal')) continue
      if (UNKNOWN_TO_THE_CHECKER.some((pattern) => pattern.test(m.message.trim()))) continue
      const path = files.get(m.url) ?? m.url
      errors[path] = [...(errors[path] ?? []), `${m.message} — ${m.extract?.trim() ?? ''}`]
    }
    expect(errors).toEqual(Object.fromEntries([...files.values()].map((path) => [path, []])))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

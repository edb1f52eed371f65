// Every static file gets the security headers (security review F9): the real assets/ directory and
// its _headers, served by Cloudflare's own asset server (Miniflare's), as production serves them
// before the Worker: a file of each kind in each directory, and every brochure. A Worker answer (no
// file) must not get them.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ASSETS, startAssetServer } from './asset-server'
import { cspDirectives as directives } from './html'

/** Files the asset server serves: all of assets/ but _headers and what .assetsignore names. */
function servedFiles(): string[] {
  const ignored = new Set(
    readFileSync(join(ASSETS, '.assetsignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  )
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]))
  return walk(ASSETS)
    .map((file) => relative(ASSETS, file).split('\\').join('/'))
    .filter((path) => !path.startsWith('_') && !path.startsWith('.') && !ignored.has(path))
    .map((path) => `/${path}`)
}

const FILES = servedFiles()

/**
 * One file of each kind in each directory (the rules match on paths, so this covers every path a
 * rule can tell apart), and every brochure.
 */
const SAMPLE = [
  ...new Map(FILES.map((f) => [`${f.slice(0, f.lastIndexOf('/'))}|${f.slice(f.lastIndexOf('.'))}`, f])).values(),
  ...FILES.filter((f) => f.startsWith('/brochures/')),
].filter((f, i, all) => all.indexOf(f) === i)

// A Worker behind the files, as in production: it answers what no file matches.
const fetchAsset = startAssetServer()

/** The headers every file must carry, each exactly once (a header named in two matching blocks would be comma-joined). */
function expectFileSecurityHeaders(path: string, headers: Headers) {
  expect(headers.get('x-content-type-options'), path).toBe('nosniff')
  expect(headers.get('x-frame-options'), path).toBe('DENY')
  expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
  expect(headers.get('cross-origin-resource-policy'), path).toBe('same-origin')
  const hsts = headers.get('strict-transport-security') ?? ''
  expect(hsts, path).toMatch(/^max-age=(\d+); includeSubDomains; preload$/)
  expect(Number(hsts.match(/max-age=(\d+)/)?.[1]), path).toBeGreaterThanOrEqual(31_536_000)
  const csp = directives(headers.get('content-security-policy') ?? '')
  expect(csp.get('default-src'), path).toEqual(["'none'"])
  expect(csp.get('img-src'), path).toEqual(["'self'"])
  expect(csp.get('style-src'), path).toEqual(["'unsafe-inline'"])
  expect(csp.get('frame-ancestors'), path).toEqual(["'none'"])
  expect(csp.get('sandbox'), path).toEqual([])
  // Nothing in a file may run.
  expect(csp.has('script-src'), path).toBe(false)
}

describe('static files', () => {
  it('are found (brochures, images, the build and its fonts)', () => {
    for (const prefix of ['/brochures/', '/images/', '/build/', '/build/fonts/'])
      expect(
        FILES.some((f) => f.startsWith(prefix)),
        prefix,
      ).toBe(true)
    expect(FILES.filter((f) => f.endsWith('.pdf')).length).toBeGreaterThan(0)
  })

  it('every kind in every directory carries the security headers, each once, with a CSP fit for files', async () => {
    expect(SAMPLE.length).toBeGreaterThan(10)
    for (const path of SAMPLE) {
      const response = await fetchAsset(path)
      await response.arrayBuffer()
      expect(response.status, path).toBe(200)
      expectFileSecurityHeaders(path, response.headers)
    }
  }, 120_000)

  it('brochures are PDFs with nosniff (they had no security header at all)', async () => {
    const path = FILES.find((f) => f.startsWith('/brochures/') && f.endsWith('.pdf')) ?? ''
    const response = await fetchAsset(path)
    await response.arrayBuffer()
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('keeps the caching of each directory', async () => {
    const cacheOf = async (prefix: string) => {
      const response = await fetchAsset(String(FILES.find((f) => f.startsWith(prefix))))
      await response.arrayBuffer()
      return response.headers.get('cache-control')
    }
    expect(await cacheOf('/build/')).toBe('public, max-age=31536000, immutable')
    expect(await cacheOf('/images/')).toBe('public, max-age=86400, stale-while-revalidate=604800')
  })

  it("leaves the Worker's answers alone: pages keep their own headers", async () => {
    const response = await fetchAsset('/terms')
    expect(await response.text()).toBe('worker')
    expect(response.status).toBe(418)
    expect(response.headers.get('content-security-policy')).toBeNull()
  })
})

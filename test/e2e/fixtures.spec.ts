// The runtime-error check of fixtures.ts catches what it promises: a planted page error, unhandled
// rejection, console error and hydration warning each show in its report, a test with one fails,
// an expected problem must really be logged, and every spec uses the check.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, RuntimeErrorLog, test } from './fixtures'

test.describe('the runtime-error check', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/privacy')
  })

  test('reports an error thrown in the page', async ({ page, runtimeErrors }) => {
    await page.evaluate(() => {
      setTimeout(() => {
        throw new TypeError('planted page error')
      })
    })
    await expect.poll(() => runtimeErrors.report()).toMatch(/^pageerror: TypeError: planted page error/)
    runtimeErrors.expect(/planted page error/)
    expect(runtimeErrors.report()).toBe('')
  })

  test('reports an unhandled rejection, a console error and a hydration warning', async ({ page, runtimeErrors }) => {
    await page.evaluate(() => {
      void Promise.reject(new Error('planted rejection'))
      console.error('planted console error')
      console.warn('island hydration', 'Gallery', new Error('planted mismatch'))
      console.warn('an ordinary warning')
    })
    const planted = ['pageerror: Error: planted rejection', 'console.error: planted console error', 'hydration warning: island hydration Gallery']
    await expect.poll(() => planted.filter((line) => !runtimeErrors.report().includes(line))).toEqual([])
    expect(runtimeErrors.report()).not.toContain('an ordinary warning')
    runtimeErrors.expect(/planted/)
    expect(runtimeErrors.report()).toBe('')
  })

  test('reports an expected problem that was never logged', () => {
    const log = new RuntimeErrorLog()
    log.expect(/planted/)
    expect(log.report()).toBe('expected a problem matching /planted/, none was logged')
  })

  test('fails the test whose page threw', async ({ page }) => {
    // Playwright fails this test if it passes: the end-of-test check must catch the planted error.
    test.fail()
    const thrown = page.waitForEvent('pageerror')
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('planted page error')
      })
    })
    await thrown
  })
})

test('every spec takes `test` from fixtures.ts, so every page is checked', () => {
  const dir = fileURLToPath(new URL('.', import.meta.url))
  const specs = readdirSync(dir).filter((name) => name.endsWith('.spec.ts'))
  const unchecked = specs.filter((name) => {
    const source = readFileSync(`${dir}/${name}`, 'utf8')
    return /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/.test(source) || !/from '\.\/fixtures'/.test(source)
  })
  expect(specs.length).toBeGreaterThan(10)
  expect(unchecked).toEqual([])
})

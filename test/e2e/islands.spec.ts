// Islands hydrate lazily: the home page loads no React until someone interacts with an island, and
// the interaction that triggers hydration is not lost while React loads (src/client.tsx).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from './fixtures'
import { headerContact, hoverUntilHydrated, waitForClient } from './helpers'

const REACT_CHUNK = /\/hydrate\.client-[^/]*\.js(\?|$)/

test.describe('islands', () => {
  test('the home page loads no React until the visitor interacts with Contact Us', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/')
    await waitForClient(page)
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((path) => REACT_CHUNK.test(path))).toEqual([])
    expect(scripts.filter((path) => path.includes('.island-'))).toEqual([])
    await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0)

    const reactRequest = page.waitForRequest(REACT_CHUNK)
    await hoverUntilHydrated(headerContact(page))
    await reactRequest
    await headerContact(page).click()
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible()
  })

  test('a click on Contact Us made as soon as the page is ready opens the dialog (not lost while React loads)', async ({ page }) => {
    await page.goto('/terms')
    await waitForClient(page)
    // A pointer moves onto the link and clicks at once: the hover starts hydration, the click must wait for it.
    await headerContact(page).click()
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible()
    await expect(page).toHaveURL(/\/terms$/)
  })

  test('a click on the Dark button made as soon as the page is ready is not lost while React loads', async ({ page }) => {
    await page.goto('/terms')
    await waitForClient(page)
    await page.getByRole('banner').getByRole('button', { name: 'Dark' }).click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('nuxt-color-mode'))).toBe('dark')
  })

  test('pressing Enter on Contact Us as soon as it has keyboard focus opens the dialog', async ({ page }) => {
    await page.goto('/terms')
    await waitForClient(page)
    await headerContact(page).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible()
    await expect(page).toHaveURL(/\/terms$/)
  })
})

// The loader is an async module: on a long page that streams in slowly it runs while the parser is
// still reading the document. A local proxy holds back the rest of /partners (from its lead form on)
// until the loader has been served and has had time to run; the islands that arrive later must
// still wake on contact, and the page says the loader is ready only once they are wired.
test.describe('islands on a page that streams in after the loader ran', () => {
  let proxy: Server
  let origin = ''

  test.beforeAll(async ({ baseURL }) => {
    let loaderServed: () => void = () => {}
    proxy = createServer(async (request, response) => {
      const upstream = await fetch(new URL(request.url ?? '/', baseURL), { headers: { 'user-agent': request.headers['user-agent'] ?? '' } })
      const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name)))
      const body = Buffer.from(await upstream.arrayBuffer())
      response.writeHead(upstream.status, headers)
      if (!(upstream.headers.get('content-type') ?? '').startsWith('text/html')) {
        response.end(body)
        if (/\/build\/client-[^/]*\.js$/.test(request.url ?? '')) loaderServed()
        return
      }
      const html = body.toString()
      const split = html.lastIndexOf('<div', html.indexOf('data-island="LeadForm"'))
      expect(split, 'the page has a lead form island').toBeGreaterThan(0)
      const served = new Promise<void>((resolve) => {
        loaderServed = resolve
      })
      response.write(html.slice(0, split))
      await served
      await new Promise((resolve) => setTimeout(resolve, 500))
      response.end(html.slice(split))
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  })

  test.afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve))
  })

  test('the lead form that arrives after the loader ran wakes on contact', async ({ page }) => {
    await page.goto(`${origin}/partners`)
    await waitForClient(page)
    const form = page.locator('form#partner-form')
    await expect(form).toBeVisible()
    await hoverUntilHydrated(form.getByRole('textbox', { name: 'Email' }))
  })
})

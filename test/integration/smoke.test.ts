import { SELF } from 'cloudflare:test'
import { expect, it } from 'vitest'

it('serves the home page as a complete HTML document', async () => {
  const response = await SELF.fetch('http://example.com/')
  expect(response.status).toBe(200)
  const html = await response.text()
  expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
})

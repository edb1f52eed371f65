// The site's cookies share one set of options; Secure follows the scheme the site is served on.
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { setSiteCookie } from './cookies'

const app = new Hono().get('/', (c) => {
  setSiteCookie(c, 'i18n_language', 'fr', 365 * 24 * 60 * 60)
  return c.text('ok')
})

describe('setSiteCookie', () => {
  it('sets path /, SameSite=Lax, HttpOnly and the lifetime', async () => {
    const cookie = (await app.request('http://127.0.0.1:8787/')).headers.get('set-cookie')
    expect(cookie).toBe('i18n_language=fr; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax')
  })

  it('adds Secure on https', async () => {
    expect((await app.request('https://marsa.ae/')).headers.get('set-cookie')).toBe(
      'i18n_language=fr; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax',
    )
  })
})

// What a page needs before its first paint comes with the HTML (issue 12, LCP ≤ 1.2 s): the page
// CSS inline under the response's CSP nonce, no stylesheet to wait for; the web fonts after the first
// paint (src/lib/fonts.ts) through a small stylesheet the loader script and a <noscript> name; the
// island loader fetched at low priority.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { get, ORIGIN } from './helpers'

const PAGES = ['/', '/ar', '/terms', '/catalog', '/blog', '/careers', '/vienna', '/nope']

const cspNonce = (csp: string | null) => csp?.match(/style-src [^;]*'nonce-([^']+)'/)?.[1]

describe('first paint', () => {
  it.each(PAGES)('%s carries its CSS inline under the response nonce and links no stylesheet outside <noscript>', async (path) => {
    const { response, html } = await get(path)
    const nonce = cspNonce(response.headers.get('content-security-policy'))
    expect(nonce).toBeTruthy()
    const styles = [...html.matchAll(/<style nonce="([^"]+)">([\s\S]*?)<\/style>/g)]
    expect(styles).toHaveLength(1)
    const [, styleNonce, css = ''] = styles[0] ?? []
    expect(styleNonce).toBe(nonce)
    // The reset, the theme and the utilities; not the web fonts (they come after the first paint). The
    // only faces inline are the metric-matched stand-ins, from fonts already on the device: nothing to download.
    expect(css).toContain('--ui-bg:#fffdf9')
    expect(css).toContain('.container{')
    const faces = [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].map((match) => match[0])
    expect(faces.map((face) => face.match(/font-family:'([^']+)'/)?.[1])).toEqual([
      'Inter Fallback',
      'Inter Fallback',
      'Playfair Display Fallback',
      'Playfair Display Fallback',
    ])
    for (const face of faces) {
      expect(face).toMatch(/src:local\('[^']+'\)/)
      expect(face).not.toContain('url(')
    }
    const outside = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    expect(outside).not.toMatch(/<link[^>]+rel="stylesheet"/)
  })

  it('names one font stylesheet in the loader script and in <noscript>; it holds the @font-face rules, font-display: swap', async () => {
    const { html } = await get('/')
    const noscript = html.match(/<noscript><link rel="stylesheet" href="(\/build\/fonts-[0-9a-f]+\.css)"\/><\/noscript>/)?.[1]
    expect(noscript).toBeTruthy()
    const loader = [...html.matchAll(/<script nonce="[^"]+">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').find((code) => code.includes('marsa:fonts'))
    expect(loader).toContain(`e.href='${noscript}'`)
    // First visit: after the load event; a later one: at once (the flag).
    expect(loader).toContain("addEventListener('load'")
    const file = await env.ASSETS.fetch(`${ORIGIN}${noscript}`)
    expect(file.status).toBe(200)
    const css = await file.text()
    expect(css.match(/@font-face/g)?.length).toBeGreaterThanOrEqual(4)
    expect(css).not.toMatch(/font-display:\s*(block|auto)/)
    expect(css.match(/font-display:\s*swap/g)?.length).toBe(css.match(/@font-face/g)?.length)
  })

  it('fetches the island loader at low priority, asynchronously', async () => {
    const { html } = await get('/')
    expect(html).toMatch(/<script type="module" src="\/build\/client-[A-Za-z0-9]+\.js" nonce="[^"]+" async="" fetchPriority="low"><\/script>/i)
  })
})

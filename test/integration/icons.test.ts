// Every page type links the site's icons, manifest and theme colours in its head (the ICO, the SVG,
// the touch icon, the manifest; theme-color for light and dark), and what it links is served: the
// ICO with its three sizes, the manifest with icons that exist at the sizes it claims.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { upsertStatements } from '../../src/modules/content/rows.server'
import { makeProject } from '../fixtures/content'
import { ARTICLES, get, links, ORIGIN, seedArticles } from './helpers'

const [article] = ARTICLES
const PROJECT = makeProject({ id: 124, title: 'Icon Bay Residences' })

const PAGES = [
  '/',
  '/en',
  '/ar',
  '/he/terms',
  '/ru/privacy',
  '/de/careers',
  '/fr/partners',
  '/blog',
  `/blog/${article.slug}`,
  '/catalog',
  '/catalog/124-project-124',
  '/vienna',
  '/vienna-rak',
]

beforeAll(async () => {
  await seedArticles(env.DB)
  await env.DB.batch(upsertStatements(env.DB, 'projects', [PROJECT]))
})

/** The width and height in a PNG's IHDR. */
const pngSize = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return `${view.getUint32(16)}x${view.getUint32(20)}`
}

const asset = async (path: string) => {
  const response = await env.ASSETS.fetch(`${ORIGIN}${path}`)
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
}

describe('icons in every head', () => {
  it.each(PAGES)('%s links the ICO, SVG and touch icons, the manifest and theme-color for light and dark', async (path) => {
    const { response, html } = await get(path)
    expect(response.status).toBe(200)
    const head = html.slice(0, html.indexOf('</head>'))
    const linked = links(head)
    const find = (rel: string, href: string) => linked.find((link) => link.rel === rel && link.href === href)
    expect(find('icon', '/favicon.ico')).toMatchObject({ sizes: '32x32' })
    expect(find('icon', '/images/favicon.svg')).toMatchObject({ type: 'image/svg+xml' })
    expect(find('apple-touch-icon', '/images/icons/apple-touch-icon.png')).toBeDefined()
    expect(find('manifest', '/manifest.webmanifest')).toBeDefined()
    expect(head).toContain('<meta name="theme-color" content="#fffdf9" media="(prefers-color-scheme: light)"/>')
    expect(head).toContain('<meta name="theme-color" content="#121110" media="(prefers-color-scheme: dark)"/>')
  })

  it('a 404 page links them too', async () => {
    const { response, html } = await get('/no-such-page')
    expect(response.status).toBe(404)
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>')
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>')
  })
})

describe('what they link is served', () => {
  it('/favicon.ico is an icon with PNG entries 16, 32 and 48', async () => {
    const { response, bytes } = await asset('/favicon.ico')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/)
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    expect(view.getUint16(2, true)).toBe(1)
    const sizes = Array.from({ length: view.getUint16(4, true) }, (_, i) => {
      const entry = 6 + 16 * i
      const offset = view.getUint32(entry + 12, true)
      const png = bytes.subarray(offset, offset + view.getUint32(entry + 8, true))
      expect(pngSize(png)).toBe(`${bytes[entry]}x${bytes[entry + 1]}`)
      return bytes[entry]
    })
    expect(sizes).toEqual([16, 32, 48])
  })

  it('the manifest parses and names icons that exist at the sizes it claims', async () => {
    const { response, bytes } = await asset('/manifest.webmanifest')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/manifest+json')
    const manifest = JSON.parse(new TextDecoder().decode(bytes)) as {
      name: string
      start_url: string
      icons: { src: string; sizes: string; purpose: string }[]
    }
    expect(manifest.name).toBe('Marsa')
    expect(manifest.start_url).toBe('/')
    expect(manifest.icons.map((icon) => icon.purpose)).toEqual(expect.arrayContaining(['any', 'maskable']))
    for (const icon of manifest.icons) {
      const served = await asset(icon.src)
      expect(served.response.status, icon.src).toBe(200)
      expect(served.response.headers.get('content-type'), icon.src).toBe('image/png')
      expect(pngSize(served.bytes), icon.src).toBe(icon.sizes)
    }
  })

  it('the touch icon is served at 180×180', async () => {
    const { response, bytes } = await asset('/images/icons/apple-touch-icon.png')
    expect(response.status).toBe(200)
    expect(pngSize(bytes)).toBe('180x180')
  })
})

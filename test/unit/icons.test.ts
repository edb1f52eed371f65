// The committed icons (scripts/icons.ts): /favicon.ico is an ICO of PNG entries 16, 32 and 48, the PNGs
// have their sizes (the touch and maskable icons opaque), and every one was made from favicon.svg as
// it is now. PNG bytes from Chromium differ between machines, so staleness is judged by the digest
// each PNG carries (tEXt `marsa-icons`), not by re-rendering. The asset server sends them and the
// manifest with the right types and caching.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { ICO_FILE, ICO_SIZES, ICONS, ICONS_DIR, ico, iconStamp, STAMP_KEYWORD, withText } from '../../scripts/icons'
import { ASSETS, startAssetServer } from './asset-server'

const STALE = 'is stale or missing: run npx tsx scripts/icons.ts'

interface Png {
  width: number
  height: number
  colorType: number
  text: Map<string, string>
  /** The top-left pixel's alpha (255 without an alpha channel): filters leave the first pixel as stored. */
  cornerAlpha: number
}

function readPng(bytes: Buffer): Png {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  const text = new Map<string, string>()
  const idat: Buffer[] = []
  let width = 0
  let height = 0
  let colorType = 0
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at)
    const type = bytes.toString('latin1', at + 4, at + 8)
    const data = bytes.subarray(at + 8, at + 8 + length)
    if (type === 'IHDR') {
      width = data.readUInt32BE(0)
      height = data.readUInt32BE(4)
      colorType = data[9] ?? 0
    } else if (type === 'tEXt') {
      const nul = data.indexOf(0)
      text.set(data.toString('latin1', 0, nul), data.toString('latin1', nul + 1))
    } else if (type === 'IDAT') idat.push(data)
    at += 12 + length
  }
  const raw = inflateSync(Buffer.concat(idat))
  // Byte 0 is the row's filter type; RGBA puts alpha at byte 4 of the first pixel.
  const cornerAlpha = colorType === 6 ? (raw[4] ?? 0) : 255
  return { width, height, colorType, text, cornerAlpha }
}

function readIco(bytes: Buffer) {
  expect(bytes.readUInt16LE(0), 'reserved').toBe(0)
  expect(bytes.readUInt16LE(2), 'type: icon').toBe(1)
  const count = bytes.readUInt16LE(4)
  return Array.from({ length: count }, (_, i) => {
    const entry = 6 + 16 * i
    const size = bytes.readUInt32LE(entry + 8)
    const offset = bytes.readUInt32LE(entry + 12)
    expect(offset + size).toBeLessThanOrEqual(bytes.length)
    return {
      width: bytes[entry] || 256,
      height: bytes[entry + 1] || 256,
      bits: bytes.readUInt16LE(entry + 6),
      png: readPng(bytes.subarray(offset, offset + size)),
    }
  })
}

describe('the committed icons', () => {
  const stamp = iconStamp()

  it('favicon.ico holds PNG entries 16, 32 and 48, each the size its entry says, made from the SVG as it is', () => {
    const entries = readIco(readFileSync(ICO_FILE))
    expect(entries.map((entry) => entry.width)).toEqual([...ICO_SIZES])
    for (const entry of entries) {
      expect(entry.height).toBe(entry.width)
      expect(entry.bits).toBe(32)
      expect([entry.png.width, entry.png.height]).toEqual([entry.width, entry.width])
      expect(entry.png.text.get(STAMP_KEYWORD), `favicon.ico ${STALE}`).toBe(stamp)
    }
  })

  it('each PNG icon has its size, the touch and maskable icons opaque, made from the SVG as it is', () => {
    for (const spec of ICONS) {
      const png = readPng(readFileSync(join(ICONS_DIR, spec.file)))
      expect([png.width, png.height], spec.file).toEqual([spec.size, spec.size])
      expect(png.text.get(STAMP_KEYWORD), `${spec.file} ${STALE}`).toBe(stamp)
      // iOS paints a transparent touch icon's background black; a maskable icon fills its mask.
      if (spec.background) expect(png.cornerAlpha, spec.file).toBe(255)
      else expect(png.cornerAlpha, spec.file).toBe(0)
    }
    expect(ICONS.find((spec) => spec.file === 'apple-touch-icon.png')?.size).toBe(180)
  })

  it('changes its stamp when the SVG changes', () => {
    const svg = readFileSync(join(ASSETS, 'images/favicon.svg'), 'utf8')
    expect(iconStamp(svg)).toBe(stamp)
    expect(iconStamp(svg.replace('#1f7a52', '#1f7a53'))).not.toBe(stamp)
  })

  it('writes a valid ICO directory and a tEXt chunk the reader finds', () => {
    const png = readFileSync(join(ICONS_DIR, 'icon-192.png'))
    const stamped = withText(png, 'k', 'v')
    expect(readPng(stamped).text.get('k')).toBe('v')
    const entries = readIco(ico([{ size: 192, png }]))
    expect(entries).toHaveLength(1)
    expect(entries[0]?.png.width).toBe(192)
  })
})

describe('the web app manifest', () => {
  const manifest = JSON.parse(readFileSync(join(ASSETS, 'manifest.webmanifest'), 'utf8'))

  it('names the site, starts at /, runs standalone in the page colours', () => {
    expect(manifest).toMatchObject({
      name: 'Marsa',
      short_name: 'Marsa',
      start_url: '/',
      display: 'standalone',
      background_color: '#fffdf9',
      theme_color: '#fffdf9',
    })
  })

  it('lists icons that exist with the sizes they claim, for any and maskable', () => {
    const purposes = new Set<string>()
    for (const icon of manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]) {
      const png = readPng(readFileSync(join(ASSETS, icon.src)))
      expect(`${png.width}x${png.height}`, icon.src).toBe(icon.sizes)
      expect(icon.type).toBe('image/png')
      purposes.add(icon.purpose)
    }
    expect([...purposes].sort()).toEqual(['any', 'maskable'])
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  })
})

describe('served by the asset server', () => {
  const fetchAsset = startAssetServer()

  const get = async (path: string) => {
    const response = await fetchAsset(path)
    return { response, body: Buffer.from(await response.arrayBuffer()) }
  }

  it('/favicon.ico is an icon cached a day', async () => {
    const { response, body } = await get('/favicon.ico')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800')
    expect(readIco(body).map((entry) => entry.width)).toEqual([16, 32, 48])
  })

  it('/manifest.webmanifest is application/manifest+json, cached an hour', async () => {
    const { response, body } = await get('/manifest.webmanifest')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/manifest+json')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=86400')
    expect(JSON.parse(body.toString('utf8')).name).toBe('Marsa')
  })

  it('the touch icon is a PNG cached like the images', async () => {
    const { response } = await get('/images/icons/apple-touch-icon.png')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800')
  })
})

// The site's icons, rendered from assets/images/favicon.svg: /favicon.ico (PNG entries 16, 32, 48,
// for browsers and tools that ask for it whatever the page links) and the PNG icons of
// /images/icons/ (apple-touch-icon, the manifest's 192, 512 and maskable 512). Output is committed.
//
// Chromium's PNG bytes differ between versions and machines, so staleness is not judged by bytes:
// every PNG carries a tEXt chunk `marsa-icons` with a digest of the SVG and of ICONS below
// (iconStamp()); test/unit/icons.test.ts fails when that digest no longer matches.
//
//   npx tsx scripts/icons.ts          rewrite every icon (after changing favicon.svg or ICONS)
//   CHROMIUM_PATH=/path/to/chrome npx tsx scripts/icons.ts
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { crc32 } from 'node:zlib'

const root = join(import.meta.dirname, '..')
export const SOURCE = join(root, 'assets/images/favicon.svg')
export const ICO_FILE = join(root, 'assets/favicon.ico')
export const ICONS_DIR = join(root, 'assets/images/icons')

/** The light page background (--ui-bg in uno.config.ts): the manifest's background and theme colour. */
export const BACKGROUND = '#fffdf9'
/** The dark page background (.dark --ui-bg): theme-color for dark mode. */
export const BACKGROUND_DARK = '#121110'
/** The ICO's entries: what Windows and browser tabs pick from. */
export const ICO_SIZES = [16, 32, 48] as const

export interface IconSpec {
  file: string
  size: number
  /** Opaque fill behind the mark; none: transparent. */
  background?: string
  /** Share of the side the mark takes, centred. */
  scale: number
}

/**
 * Bump LAYOUT when the rendering changes. The maskable icon keeps the mark inside the central 80 %
 * circle every launcher mask leaves visible: a square of side ≤ 0.8/√2 ≈ 0.566 of the icon fits.
 * The touch icon is opaque (iOS fills transparency with black) with a little margin.
 */
const LAYOUT = 1
export const ICONS: readonly IconSpec[] = [
  { file: 'apple-touch-icon.png', size: 180, background: BACKGROUND, scale: 0.72 },
  { file: 'icon-192.png', size: 192, scale: 1 },
  { file: 'icon-512.png', size: 512, scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, background: BACKGROUND, scale: 0.56 },
]
const ICO_ENTRIES: readonly IconSpec[] = ICO_SIZES.map((size) => ({ file: `favicon-${size}`, size, scale: 1 }))

export const STAMP_KEYWORD = 'marsa-icons'

/** A digest of what the icons are made from: the SVG, the layout and the specs. */
export function iconStamp(svg = readFileSync(SOURCE, 'utf8')): string {
  return createHash('sha256')
    .update(JSON.stringify([LAYOUT, svg, ICONS, ICO_ENTRIES]))
    .digest('hex')
    .slice(0, 32)
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4)
  b.writeUInt32BE(n >>> 0)
  return b
}

/** Inserts a tEXt chunk (keyword NUL text) right after IHDR. */
export function withText(png: Buffer, keyword: string, text: string): Buffer {
  const ihdrEnd = 8 + 4 + 4 + 13 + 4
  const data = Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')])
  const typed = Buffer.concat([Buffer.from('tEXt', 'latin1'), data])
  const chunk = Buffer.concat([u32(data.length), typed, u32(crc32(typed))])
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)])
}

/** An ICO container of PNG entries: a 6-byte header, a 16-byte entry per image, then the images. */
export function ico(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // 1 = icon
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0) // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1) // height
    entry.writeUInt8(0, 2) // no palette
    entry.writeUInt8(0, 3) // reserved
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)])
}

/** Renders every icon with Chromium and writes them. */
async function main() {
  const { chromium } = await import('playwright-core')
  const svg = readFileSync(SOURCE, 'utf8')
  const stamp = iconStamp(svg)
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  try {
    // Light scheme: the SVG's own dark-mode colours are for tabs in dark mode, not for files.
    const context = await browser.newContext({ colorScheme: 'light', deviceScaleFactor: 1 })
    const page = await context.newPage()
    const render = async ({ size, background, scale }: IconSpec) => {
      await page.setViewportSize({ width: size, height: size })
      const mark = Math.round(size * scale)
      await page.setContent(
        `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background ?? 'transparent'}">` +
          `<img src="${src}" width="${mark}" height="${mark}" alt=""></body></html>`,
      )
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode())
      const png = await page.screenshot({ omitBackground: !background, clip: { x: 0, y: 0, width: size, height: size } })
      return withText(png, STAMP_KEYWORD, stamp)
    }
    mkdirSync(ICONS_DIR, { recursive: true })
    for (const spec of ICONS) {
      const file = join(ICONS_DIR, spec.file)
      writeFileSync(file, await render(spec))
      console.log(`wrote ${file}`)
    }
    const entries = []
    for (const spec of ICO_ENTRIES) entries.push({ size: spec.size, png: await render(spec) })
    mkdirSync(dirname(ICO_FILE), { recursive: true })
    writeFileSync(ICO_FILE, ico(entries))
    console.log(`wrote ${ICO_FILE}`)
  } finally {
    await browser.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}

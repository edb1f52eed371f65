// The embedded default's project brochures: one A4 PDF per project, written to
// assets/brochures/{slug}.pdf (committed, served as static assets; the seed points each project's
// `brochure` at its file). With a content backend, brochures are whatever files it names.
//
// Each brochure carries what a buyer files away: the cover picture, price from (AED and USD at the
// peg), key facts, the payment plan, the description, amenities, travel times, and the Dubai
// compliance block (Trakheesi permit, the broker's ORN, the agent's BRN). Dates come from the
// project and ids from its content; its metadata carries a digest of what it was made from.
//
//   npx tsx scripts/brochures.ts          rewrite every brochure (after changing a seeded project)
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import PDFDocument from 'pdfkit'
import en from '../locales/en.json'
import { consultants } from '../seed/content/consultants'
import { projects } from '../seed/content/projects'
import { formatAreaRange, formatBedrooms, formatMonthYear, humanize } from '../src/features/property/format'
import { BRAND } from '../src/lib/brand'
import { AED_PER_USD, DEFAULT_RATES, formatMoney } from '../src/lib/money'
import { isResidential, Project } from '../src/modules/content/schema'

const require = createRequire(import.meta.url)
const SVGtoPDF = require('svg-to-pdfkit') as (doc: PDFKit.PDFDocument, svg: string, x: number, y: number, options: Record<string, unknown>) => void

const root = join(import.meta.dirname, '..')
const OUT = join(root, 'assets/brochures')
/** The site's faces, static cuts (WOFF: fontkit subsets those reliably, not the variable WOFF2 the site serves). */
const FONTS = {
  display: join(root, 'node_modules/@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff'),
  text: join(root, 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff'),
  strong: join(root, 'node_modules/@fontsource/inter/files/inter-latin-600-normal.woff'),
}

const INK = '#121110'
const MUTED = '#6b6358'
const LINE = '#e4ded3'
const PRIMARY = '#1f7a55'
const PAGE = { width: 595.28, height: 841.89, margin: 48 }

/** The brochures are in English, formatted as the English pages are. */
const LOCALE = 'en-US'
const money = (aed: number, currency: 'AED' | 'USD') => formatMoney(aed, currency, DEFAULT_RATES, LOCALE)
const beds = (p: Project) => {
  if (!isResidential(p.type)) return '—'
  const range = formatBedrooms(p.bedroomsMin, p.bedroomsMax, en.catalog.card.studio, LOCALE)
  return p.bedroomsMax > 0 ? `${range} bedrooms` : range
}
const amenity = (slug: string) => (en.amenities as Record<string, string>)[slug] ?? humanize(slug)

/** A small-caps heading with a rule under it; returns the y below. */
function heading(doc: PDFKit.PDFDocument, text: string, y: number): number {
  doc.font('strong').fontSize(8.5).fillColor(PRIMARY).text(text.toUpperCase(), PAGE.margin, y, { characterSpacing: 1.6 })
  const below = doc.y + 4
  doc
    .moveTo(PAGE.margin, below)
    .lineTo(PAGE.width - PAGE.margin, below)
    .lineWidth(0.6)
    .strokeColor(LINE)
    .stroke()
  return below + 10
}

/** Starts a new page when fewer than `needed` points are left. */
function room(doc: PDFKit.PDFDocument, y: number, needed: number): number {
  if (y + needed <= PAGE.height - PAGE.margin - 40) return y
  doc.addPage()
  return PAGE.margin
}

/** Bump when the layout changes: every brochure is then stale until regenerated. */
const LAYOUT = 2

const agentOf = (p: Project) => consultants.find((c) => c.agentId === p.agentId)

/** A digest of what a brochure is made from (below). */
function stampOf(p: Project, agent: ReturnType<typeof agentOf>): string {
  // The brochure prints no map: where the project is (its marker on the catalogue's map) is not part of it.
  const { coordinates: _, ...printed } = p
  const made = JSON.stringify([LAYOUT, printed, agent?.name, agent?.role, agent?.brn, agent?.phone, agent?.email])
  return `marsa-brochure-${createHash('sha256').update(made).digest('hex').slice(0, 32)}`
}

/**
 * What a brochure is made from, as a digest written into its metadata (Keywords): the unit test
 * compares it with the project as it is now, independently of how zlib compresses on a machine.
 */
export function brochureStamp(input: (typeof projects)[number]): string {
  const p = Project.parse({ ...input, brochure: null })
  return stampOf(p, agentOf(p))
}

export async function brochure(input: (typeof projects)[number]): Promise<Buffer> {
  const p = Project.parse({ ...input, brochure: null })
  const agent = agentOf(p)
  const published = new Date(`${p.publishedAt}T00:00:00Z`)
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    info: {
      Title: `${p.title} — brochure`,
      Author: BRAND.legalName,
      Subject: `${p.development}, Dubai`,
      Keywords: stampOf(p, agent),
      CreationDate: published,
      ModDate: published,
    },
    autoFirstPage: true,
    bufferPages: true,
  })
  // pdfkit derives the file id from the date; make it depend on the content alone.
  ;(doc as unknown as { _id: Buffer })._id = createHash('md5').update(JSON.stringify(p)).digest()
  doc.registerFont('display', readFileSync(FONTS.display))
  doc.registerFont('text', readFileSync(FONTS.text))
  doc.registerFont('strong', readFileSync(FONTS.strong))
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()))

  // Cover: the first photo across the top, the brand and market on it.
  const cover = p.photos[0]
  const coverHeight = 300
  if (cover)
    SVGtoPDF(doc, readFileSync(join(root, 'assets', cover.src), 'utf8'), 0, 0, {
      width: PAGE.width,
      height: coverHeight,
      preserveAspectRatio: 'xMidYMid slice',
    })
  doc.rect(0, 0, PAGE.width, 44).fillOpacity(0.55).fill(INK).fillOpacity(1)
  doc.font('display').fontSize(16).fillColor('#ffffff').text(BRAND.name, PAGE.margin, 13)
  doc
    .font('text')
    .fontSize(8.5)
    .fillColor('#ffffff')
    .text(`${en.catalog.market[p.market].toUpperCase()} · ${en.catalog.types[p.type].toUpperCase()}`, PAGE.margin, 18, {
      width: PAGE.width - 2 * PAGE.margin,
      align: 'right',
      characterSpacing: 1.4,
    })

  // Title, place and price.
  let y = coverHeight + 28
  doc
    .font('display')
    .fontSize(28)
    .fillColor(INK)
    .text(p.title, PAGE.margin, y, { width: PAGE.width - 2 * PAGE.margin })
  doc
    .font('text')
    .fontSize(10.5)
    .fillColor(MUTED)
    .text(`${p.development} · by ${p.developer}`, PAGE.margin, doc.y + 4)
  y = doc.y + 18
  doc.font('text').fontSize(8.5).fillColor(MUTED).text('PRICE FROM', PAGE.margin, y, { characterSpacing: 1.4 })
  doc
    .font('display')
    .fontSize(22)
    .fillColor(INK)
    .text(money(p.priceAed, 'AED'), PAGE.margin, doc.y + 2)
  doc
    .font('text')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(`about ${money(p.priceAed, 'USD')} at ${AED_PER_USD} AED per US dollar`, PAGE.margin, doc.y + 2)

  // Key facts, two rows of three.
  y = heading(doc, 'Key facts', doc.y + 22)
  const facts: [string, string][] = [
    ['Type', en.catalog.types[p.type]],
    ['Bedrooms', beds(p)],
    ['Size', formatAreaRange(p.sizeSqftMin, p.sizeSqftMax, 'sqft', LOCALE, en.units)],
    ['Handover', p.market === 'secondary' ? en.catalog.market.secondary : formatMonthYear(p.handover, LOCALE)],
    ['Market', en.catalog.market[p.market]],
    ['Units left', p.unitsLeft === null ? '—' : String(p.unitsLeft)],
  ]
  const column = (PAGE.width - 2 * PAGE.margin) / 3
  facts.forEach(([label, value], i) => {
    const x = PAGE.margin + (i % 3) * column
    const top = y + Math.floor(i / 3) * 40
    doc
      .font('text')
      .fontSize(8)
      .fillColor(MUTED)
      .text(label.toUpperCase(), x, top, { width: column - 12, characterSpacing: 1 })
    doc
      .font('strong')
      .fontSize(11)
      .fillColor(INK)
      .text(value, x, top + 12, { width: column - 12 })
  })
  y += 86

  // Payment plan.
  if (p.paymentPlan.length) {
    y = heading(doc, `Payment plan · ${p.paymentPlan.map((s) => s.percent).join('/')}`, room(doc, y, 90))
    const width = PAGE.width - 2 * PAGE.margin
    let x = PAGE.margin
    for (const step of p.paymentPlan) {
      const w = (width * step.percent) / 100
      doc
        .rect(x, y, w - 3, 6)
        .fillColor(PRIMARY)
        .fillOpacity(0.35 + (0.65 * step.percent) / 100)
        .fill()
        .fillOpacity(1)
      doc
        .font('display')
        .fontSize(15)
        .fillColor(INK)
        .text(`${step.percent}%`, x, y + 12, { width: w - 6 })
      doc
        .font('text')
        .fontSize(8.5)
        .fillColor(MUTED)
        .text(step.label, x, doc.y + 1, { width: w - 6 })
      x += w
    }
    y += 62
  }

  // About (it flows onto the next page when it must).
  y = heading(doc, 'About the project', room(doc, y, 70))
  doc.font('text').fontSize(10).fillColor(INK)
  doc.y = y
  for (const paragraph of p.description.split(/\n{2,}/)) {
    doc.text(paragraph, PAGE.margin, doc.y, { width: PAGE.width - 2 * PAGE.margin, lineGap: 3 })
    doc.moveDown(0.6)
  }
  y = doc.y

  // Amenities and the neighbourhood, side by side.
  y = room(doc, y + 6, 150)
  const half = (PAGE.width - 2 * PAGE.margin - 24) / 2
  const top = heading(doc, 'Amenities and neighbourhood', y)
  doc
    .font('text')
    .fontSize(9.5)
    .fillColor(INK)
    .list(p.amenities.map(amenity), PAGE.margin, top, { width: half, bulletRadius: 1.6, textIndent: 10, lineGap: 2.5 })
  const left = doc.y
  doc.font('text').fontSize(9.5).fillColor(INK)
  let travel = top
  for (const t of p.travelTimes) {
    doc.text(t.place, PAGE.margin + half + 24, travel, { width: half - 70 })
    doc
      .fillColor(MUTED)
      .text(`${t.minutes} min ${t.mode === 'walk' ? 'walk' : t.mode === 'metro' ? 'by metro' : 'by car'}`, PAGE.width - PAGE.margin - 70, travel, {
        width: 70,
        align: 'right',
      })
    doc.fillColor(INK)
    travel += 15.5
  }
  y = Math.max(left, travel) + 16

  // The compliance block and the contact, at the foot of the last page.
  const BOX = 104
  y = room(doc, y, BOX + 10)
  const boxTop = Math.max(y, PAGE.height - PAGE.margin - BOX)
  doc
    .roundedRect(PAGE.margin, boxTop, PAGE.width - 2 * PAGE.margin, BOX, 10)
    .lineWidth(0.8)
    .strokeColor(LINE)
    .stroke()
  const rows: [string, string][] = [
    ['Trakheesi permit', p.permit],
    ['Broker ORN', BRAND.orn],
    ['Agent BRN', agent?.brn ?? '—'],
  ]
  rows.forEach(([label, value], i) => {
    const ry = boxTop + 14 + i * 16
    doc
      .font('text')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, PAGE.margin + 16, ry)
    doc
      .font('strong')
      .fontSize(9.5)
      .fillColor(INK)
      .text(value, PAGE.margin + 120, ry)
  })
  const contactX = PAGE.margin + 260
  doc
    .font('text')
    .fontSize(9.5)
    .fillColor(INK)
    .text(agent ? `${agent.name}, ${agent.role}` : BRAND.legalName, contactX, boxTop + 14, { width: PAGE.width - PAGE.margin - 16 - contactX })
  doc
    .fontSize(9)
    .fillColor(MUTED)
    .text([agent?.phone ?? BRAND.phone, agent?.email ?? BRAND.email].join('\n'), contactX, doc.y + 2, {
      width: PAGE.width - PAGE.margin - 16 - contactX,
      lineGap: 1.5,
    })
  doc
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(
      `${BRAND.legalName}, regulated by RERA. Prices, availability and plans as published on ${p.publishedAt} and subject to change; check the permit with the Dubai Land Department.`,
      PAGE.margin + 16,
      boxTop + 72,
      { width: PAGE.width - 2 * PAGE.margin - 32 },
    )

  // Page numbers.
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    // Below the bottom margin: without this pdfkit would start a new page for the footer line.
    doc.page.margins.bottom = 0
    doc
      .font('text')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(`${p.title} · ${i + 1}/${range.count}`, PAGE.margin, PAGE.height - 30, { width: PAGE.width - 2 * PAGE.margin, align: 'right', lineBreak: false })
  }
  doc.end()
  await ended
  return Buffer.concat(chunks)
}

/** Where the brochure of `slug` is written (the seed's `brochure` is its site path, `/brochures/{slug}.pdf`). */
export const brochureFile = (slug: string) => join(OUT, `${slug}.pdf`)

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  mkdirSync(OUT, { recursive: true })
  let bytes = 0
  for (const project of projects) {
    const pdf = await brochure(project)
    writeFileSync(brochureFile(project.slug), pdf)
    bytes += pdf.length
  }
  console.log(`wrote ${projects.length} brochures to assets/brochures (${Math.round(bytes / 1024)} KB)`)
}

#!/usr/bin/env -S npx tsx
// Artwork for the embedded default content: every image that seed/content/* names, drawn as plain SVG
// from a seeded PRNG (same content => same bytes; no downloads, no hot-linking, no fonts to fetch).
// Reads the seed modules (TypeScript), so run it with tsx:
//
//   npx tsx scripts/art/catalog.mjs                    everything
//   npx tsx scripts/art/catalog.mjs photos plans       only some kinds (photos, plans, portraits, locations, logos)
//   npx tsx scripts/art/catalog.mjs --only <slug>      only one project's photos and plans
//
// Writes assets/images/{projects,plans,consultants,locations,partners}/ and checks each file's size
// budget (photos 12 KB, plans 8 KB, portraits 6 KB, locations 14 KB, logos 4 KB).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { consultants } from '../../seed/content/consultants.ts'
import { locations } from '../../seed/content/locations.ts'
import { photoSpecs, planSpecs } from '../../seed/content/media.ts'
import { PARTNER_MARKS } from '../../seed/content/partners.ts'
import { projects } from '../../seed/content/projects.ts'
import { towerDesign } from './buildings.mjs'
import { hash, prng } from './lib.mjs'
import { drawLocation } from './locations.mjs'
import { drawLogo } from './logos.mjs'
import { drawPhoto } from './photos.mjs'
import { drawPlan } from './plans.mjs'
import { drawPortrait } from './portraits.mjs'

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'assets')
const BUDGET = { projects: 12, plans: 8, consultants: 6, locations: 14, partners: 4 }

const args = process.argv.slice(2)
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null
const kinds = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--only')
const wanted = (kind) => (kinds.length ? kinds.includes(kind) : true)

const stats = {}
const over = []
function write(src, text) {
  const file = join(ASSETS, src)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
  const folder = src.split('/')[2]
  const kb = Buffer.byteLength(text) / 1024
  stats[folder] ??= { count: 0, max: 0, total: 0 }
  stats[folder].count++
  stats[folder].total += kb
  stats[folder].max = Math.max(stats[folder].max, kb)
  if (kb > BUDGET[folder]) over.push(`${src} ${kb.toFixed(1)} KB > ${BUDGET[folder]} KB`)
}

for (const p of projects) {
  if (only && p.slug !== only) continue
  const seed = hash(p.slug)
  const kind = p.type === 'office' ? 'office' : 'residential'
  const design = towerDesign(prng(seed), kind)
  const subject = { slug: p.slug, title: p.title, type: p.type, bedroomsMin: p.bedroomsMin, bedroomsMax: p.bedroomsMax, sizeSqftMin: p.sizeSqftMin }
  if (wanted('photos'))
    for (const spec of photoSpecs(subject).filter((s) => p.photos.some((ph) => ph.src === s.image.src)))
      write(spec.image.src, drawPhoto({ ...spec, seed, design, type: p.type }))
  if (wanted('plans'))
    for (const spec of planSpecs(subject).filter((s) => (p.floorPlans ?? []).some((fp) => fp.src === s.image.src)))
      write(spec.image.src, drawPlan({ ...spec, seed, project: p }))
}
if (!only && wanted('portraits')) for (const c of consultants) write(c.photo.src, drawPortrait(c))
if (!only && wanted('locations')) for (const l of locations) write(l.image.src, drawLocation(l.slug))
if (!only && wanted('logos')) for (const m of PARTNER_MARKS) write(`/images/partners/${m.slug}.svg`, drawLogo(m))

for (const [folder, s] of Object.entries(stats))
  console.log(`${folder.padEnd(12)} ${String(s.count).padStart(4)} files, ${(s.total / 1024).toFixed(2)} MB, largest ${s.max.toFixed(1)} KB`)
if (over.length) {
  console.error(`Over budget:\n- ${over.join('\n- ')}`)
  process.exitCode = 1
}

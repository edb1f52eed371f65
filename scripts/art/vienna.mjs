#!/usr/bin/env node
// Gallery artwork for the two campaign pages (/vienna, /vienna-rak): five "photos" per development,
// drawn with the catalogue's scenes (photos.mjs) from a seeded PRNG, so the tower is the same
// building in every picture and the files are the same bytes on every run. The list must match
// GALLERY in src/features/landing/campaigns.ts (the page's alt texts describe these scenes).
//
//   node scripts/art/vienna.mjs
//
// Writes assets/images/vienna/*.svg and assets/images/vienna-rak/*.svg (budget 12 KB each).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { towerDesign } from './buildings.mjs'
import { hash, prng } from './lib.mjs'
import { drawPhoto } from './photos.mjs'

const IMAGES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'assets', 'images')
const BUDGET_KB = 12

/** Per development: folder, seed text (the building's design) and the shots in gallery order. */
const SETS = [
  {
    folder: 'vienna',
    seed: 'vienna-residences',
    shots: [
      ['facade', 'tower', 'dusk'],
      ['rooftop-pool', 'rooftop-pool', 'night'],
      ['pool-deck', 'pool-deck', 'golden-hour'],
      ['terrace', 'terrace', 'golden-hour'],
      ['garden', 'park', 'morning'],
    ],
  },
  {
    folder: 'vienna-rak',
    seed: 'vienna-bay-residences',
    shots: [
      ['facade', 'tower', 'dusk'],
      ['pool-deck', 'pool-deck', 'midday'],
      ['promenade', 'promenade', 'golden-hour'],
      ['terrace', 'terrace', 'morning'],
      ['rooftop-pool', 'rooftop-pool', 'dusk'],
    ],
  },
]

const over = []
for (const set of SETS) {
  const seed = hash(set.seed)
  const design = towerDesign(prng(seed), 'residential')
  set.shots.forEach(([name, scene, light], i) => {
    const file = join(IMAGES, set.folder, `${name}.svg`)
    const text = drawPhoto({ scene, light, n: i + 1, seed, design, type: 'apartment' })
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
    const kb = Buffer.byteLength(text) / 1024
    console.log(`${set.folder}/${name}.svg ${kb.toFixed(1)} KB`)
    if (kb > BUDGET_KB) over.push(`${set.folder}/${name}.svg ${kb.toFixed(1)} KB`)
  })
}
if (over.length) {
  console.error(`Over ${BUDGET_KB} KB:\n- ${over.join('\n- ')}`)
  process.exitCode = 1
}

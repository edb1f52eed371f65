// Writes assets/images/world-map.svg from src/components/world-map-geometry.ts (the home page's
// world map). `npx tsx scripts/world-map.ts`; test/unit/world-map.test.ts fails when the file and
// the drawing (or the client countries) differ.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { worldMapSvg } from '../src/components/world-map-geometry'

const file = join(import.meta.dirname, '../assets/images/world-map.svg')
writeFileSync(file, worldMapSvg())
console.log(`wrote ${file}`)

// The home page's world map: the committed file is the drawing of the current client countries, and
// the page's Dubai marker (HTML over the image) sits where the drawing puts Dubai.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLIENT_CITIES, DUBAI, MAP_HEIGHT, MAP_WIDTH, worldMapSvg } from '../../src/components/world-map-geometry'

const root = join(import.meta.dirname, '../..')

describe('world map', () => {
  it('assets/images/world-map.svg is what scripts/world-map.ts writes (run it after changing the drawing)', () => {
    expect(readFileSync(join(root, 'assets/images/world-map.svg'), 'utf8')).toBe(worldMapSvg())
  })

  it('draws an arc and a dot for every client country, and stays a small file', () => {
    const svg = worldMapSvg()
    const arcs = svg.match(/<path d="([^"]*)" fill="none"/)?.[1] ?? ''
    expect(arcs.match(/Q/g)).toHaveLength(Object.keys(CLIENT_CITIES).length)
    expect(svg).not.toMatch(/<script|<text|href=/)
    expect(svg.length).toBeLessThan(15_000)
  })

  it("puts the page's Dubai marker at Dubai's point of the drawing", () => {
    const source = readFileSync(join(root, 'src/components/WorldMap.tsx'), 'utf8')
    const [, left, top] = source.match(/left-\[([\d.]+)%\] top-\[([\d.]+)%\]/) ?? []
    expect(Number(left)).toBeCloseTo((DUBAI[0] / MAP_WIDTH) * 100, 1)
    expect(Number(top)).toBeCloseTo((DUBAI[1] / MAP_HEIGHT) * 100, 1)
  })
})

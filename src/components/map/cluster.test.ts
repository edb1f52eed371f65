import { describe, expect, it } from 'vitest'
import { clusterItems, placeLabels } from './cluster'
import { boundsOf, boxOf, toLatLng, toPoint } from './projection'
import { fitView, viewBox } from './view'

const items = [
  { id: 1, x: 100, y: 100 },
  { id: 2, x: 101, y: 100.5 },
  { id: 3, x: 110, y: 104 },
  { id: 4, x: 300, y: 300 },
]

describe('clusterItems', () => {
  it('puts markers that would overlap at this zoom in one cluster, with every item counted once', () => {
    // 2 px per unit: 1 and 2 are 2 px apart, 3 is 20 px away (a marker is 60 × 40 px), 4 far off.
    const clusters = clusterItems(items, 2)
    expect(clusters.map((c) => c.ids)).toEqual([[1, 2, 3], [4]])
    expect(clusters.flatMap((c) => c.ids).sort()).toEqual([1, 2, 3, 4])
    expect(clusters[0]?.box).toEqual({ x: 100, y: 100, width: 10, height: 4 })
    expect(clusters[0]?.x).toBeCloseTo(103.67, 2)
  })

  it('splits them as the map zooms in, and joins everything when zoomed right out', () => {
    expect(clusterItems(items, 8).map((c) => c.ids)).toEqual([[1, 2], [3], [4]])
    expect(clusterItems(items, 80).map((c) => c.ids)).toEqual([[1], [2], [3], [4]])
    expect(clusterItems(items, 0.1).map((c) => c.ids)).toEqual([[1, 2, 3, 4]])
  })

  it('depends on the zoom only: the same clusters wherever the view is', () => {
    const moved = items.map((i) => ({ ...i, x: i.x + 1000, y: i.y - 500 }))
    expect(clusterItems(moved, 2).map((c) => c.ids)).toEqual(clusterItems(items, 2).map((c) => c.ids))
  })

  it('has no clusters without items', () => {
    expect(clusterItems([], 3)).toEqual([])
  })
})

describe('placeLabels', () => {
  it('leaves out a name that would cover a marker or an earlier name', () => {
    const labels = [
      { name: 'Dubai Marina', x: 0, y: 0 },
      { name: 'JLT', x: 2, y: 0.5 },
      { name: 'Meydan', x: 100, y: 0 },
    ]
    expect(placeLabels(labels, [], 4).map((l) => l.name)).toEqual(['Dubai Marina', 'Meydan'])
    // A marker right where Meydan's name goes.
    expect(placeLabels(labels, [{ x: 100, y: 5 }], 4).map((l) => l.name)).toEqual(['Dubai Marina'])
  })
})

describe('projection and views', () => {
  it('turns degrees into the drawing and back', () => {
    const burj = { lat: 25.1972, lng: 55.2744 }
    const back = toLatLng(toPoint(burj.lat, burj.lng))
    expect(back.lat).toBeCloseTo(burj.lat, 9)
    expect(back.lng).toBeCloseTo(burj.lng, 9)
    // North is up, east is right; a unit is about 111 m both ways.
    const north = toPoint(burj.lat + 0.001, burj.lng)
    const east = toPoint(burj.lat, burj.lng + 0.001)
    expect(toPoint(burj.lat, burj.lng).y - north.y).toBeCloseTo(1, 6)
    expect(east.x - toPoint(burj.lat, burj.lng).x).toBeCloseTo(0.9056, 4)
  })

  it('a box and its bounds are the same area', () => {
    const bounds = { west: 55.13, south: 25.07, east: 55.15, north: 25.09 }
    const again = boundsOf(boxOf(bounds))
    for (const side of ['west', 'south', 'east', 'north'] as const) expect(again[side]).toBeCloseTo(bounds[side], 9)
  })

  it('fits a box in the map with room around it, and a single point gets an area around it', () => {
    const box = { x: 100, y: 100, width: 50, height: 20 }
    const view = fitView(box, 500, 400, 40)
    const shown = viewBox(view, 500, 400)
    expect(shown.x).toBeLessThanOrEqual(100)
    expect(shown.x + shown.width).toBeGreaterThanOrEqual(150)
    expect(shown.width).toBeCloseTo(500 / view.scale, 9)
    const point = viewBox(fitView({ x: 10, y: 10, width: 0, height: 0 }, 500, 400), 500, 400)
    expect(point.width).toBeGreaterThan(10)
  })
})

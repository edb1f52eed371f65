import { renderToStaticMarkup } from 'react-dom/server'
import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { QrCode, qrPath } from './qr'

/** Redraws the path's rectangles into a matrix, to compare with the encoder's. */
function rasterise(d: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) {
      const row = grid[Number(y)]
      if (row) row[Number(x) + i] = true
    }
  }
  return grid
}

describe('qrPath', () => {
  const url = 'https://dubailand.gov.ae/en/eservices/validate-trakheesi-permit/?permit=7123456789'

  it('draws exactly the dark modules of the code, with a 4-module quiet zone', () => {
    const { size, d } = qrPath(url)
    const expected = encode(url, { ecc: 'M', border: 4 })
    expect(size).toBe(expected.size)
    expect(rasterise(d, size)).toEqual(expected.data)
    // Quiet zone: the first and last four rows and columns are light.
    expect(rasterise(d, size).slice(0, 4).flat().some(Boolean)).toBe(false)
  })

  it('renders an accessible, black-on-white inline SVG', () => {
    const html = renderToStaticMarkup(<QrCode value={url} label="Verify permit 7123456789" />)
    expect(html).toMatch(/^<svg viewBox="0 0 \d+ \d+" role="img" aria-label="Verify permit 7123456789"/)
    expect(html).toContain('<rect width=')
    expect(html).toContain('fill="#fff"')
    expect(html).toContain('fill="#000"')
  })
})

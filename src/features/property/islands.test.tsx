import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DEFAULT_RATES } from '../../lib/money'
import Amount, { formatAmount } from './Amount.island'
import Gallery from './Gallery.island'
import { keyStep } from './use-carousel'

const plain = (text: string) => text.replace(/\u00a0/g, ' ')

describe('Gallery', () => {
  const photos = [1, 2, 3].map((n) => ({ src: `/p${n}.svg`, full: `/p${n}.svg`, thumb: `/p${n}.svg`, alt: `Photo ${n}`, width: 1200, height: 800 }))
  const labels = {
    region: 'Photos',
    previous: 'Previous',
    next: 'Next',
    fullscreen: 'Fullscreen',
    close: 'Close',
    thumbnails: 'Choose',
    position: 'Photo {{current}} of {{total}}',
  }

  it('renders, before any JavaScript, every photo in a list with thumbnail links to each and no dead buttons', () => {
    const html = renderToString(<Gallery photos={photos} labels={labels} />)
    for (const n of [1, 2, 3]) {
      expect(html).toContain(`id="photo-${n}"`)
      expect(html).toContain(`href="#photo-${n}"`)
      expect(html).toContain(`aria-label="Photo ${n} of 3"`)
    }
    expect(html).not.toContain('aria-label="Next"')
    expect(html).not.toContain('Fullscreen')
    // Only the first photo loads eagerly.
    expect(html.match(/loading="eager"/g)).toHaveLength(1)
  })

  it.each([
    ['ArrowRight', false, 1],
    ['ArrowLeft', false, -1],
    ['ArrowRight', true, -1],
    ['ArrowLeft', true, 1],
    ['Home', false, Number.NEGATIVE_INFINITY],
    ['End', true, Number.POSITIVE_INFINITY],
    ['Enter', false, null],
  ])('maps %s (rtl: %s) to a step of %s', (key, rtl, step) => {
    expect(keyStep(key, rtl)).toBe(step)
  })
})

describe('Amount', () => {
  const labels = { sqft: 'sq ft', sqm: 'm²' }
  const aedSqft = { currency: 'AED', unit: 'sqft' } as const
  const usdSqm = { currency: 'USD', unit: 'sqm' } as const

  it('renders the currency and unit the server was given (the cookie), isolated for right-to-left pages', () => {
    expect(plain(renderToString(<Amount kind="price" aed={1_836_250} locale="en-US" rates={DEFAULT_RATES} prefs={aedSqft} />))).toBe(
      '<bdi data-amount="price">AED 1,836,250</bdi>',
    )
    expect(renderToString(<Amount kind="area" min={500} max={1000} locale="en-US" labels={labels} prefs={aedSqft} />)).toContain('500 – 1,000 sq ft')
    expect(plain(renderToString(<Amount kind="price" aed={1_836_250} locale="en-US" rates={DEFAULT_RATES} prefs={usdSqm} />))).toContain('≈ $500K')
    expect(renderToString(<Amount kind="area" min={1076.39} max={2152.78} locale="en-US" labels={labels} prefs={usdSqm} />)).toContain('100 – 200 m²')
  })

  it('formats in the chosen currency (approximate) and unit', () => {
    expect(plain(formatAmount({ kind: 'price', aed: 1_836_250, locale: 'en-US', rates: DEFAULT_RATES, prefs: aedSqft }, usdSqm))).toBe('≈ $500K')
    expect(formatAmount({ kind: 'area', min: 1076.39, max: 2152.78, locale: 'en-US', labels, prefs: aedSqft }, usdSqm)).toBe('100 – 200 m²')
    // 1,000 AED/sq ft = 10,763.9 AED/m² = 2,931 USD/m² at the 3.6725 peg.
    expect(plain(formatAmount({ kind: 'rate', aedPerSqft: 1000, locale: 'en-US', rates: DEFAULT_RATES, labels, prefs: aedSqft }, usdSqm))).toBe('≈ $2.93K / m²')
    expect(plain(formatAmount({ kind: 'rate', aedPerSqft: 1000, locale: 'en-US', rates: DEFAULT_RATES, labels, prefs: aedSqft }, aedSqft))).toBe(
      'AED 1,000 / sq ft',
    )
  })
})

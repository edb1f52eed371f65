import { describe, expect, it } from 'vitest'
import { formatFigure } from '../../lib/figures'
import { FIGURES } from './figures'

const figures = (locale: string) => FIGURES.map((figure) => formatFigure(figure, locale))

describe('the Refer & Earn figures', () => {
  it('shows the spec figures in English: 2,500+, 80+, 7+, 2.1B+, 23+, 95%', () => {
    expect(figures('en-US')).toEqual(['2,500+', '80+', '7+', '2.1B+', '23+', '95%'])
  })

  it('follows the locale for digit groups, compact units and percent signs', () => {
    const de = figures('de-DE')
    expect(de[0]).toBe('2.500+')
    expect(de[3]).toMatch(/^2,1\sMrd\.\+$/)
    expect(de[5]).toMatch(/^95\s%$/)
  })

  it('uses Arabic-Indic digits in Arabic (Saudi Arabia)', () => {
    expect(figures('ar-SA')[0]).toBe('٢٬٥٠٠+')
    expect(figures('ar-SA')[3]).toMatch(/^٢٫١\sمليار\+$/)
  })
})

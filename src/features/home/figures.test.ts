import { describe, expect, it } from 'vitest'
import { formatFigure } from '../../lib/figures'
import { MILESTONES } from './figures'

const figures = (locale: string) => MILESTONES.map((m) => formatFigure(m, locale))

describe('the home figures', () => {
  it('shows the spec figures in English: 300+, 100+, 7, 2B+, 20+, 95%', () => {
    expect(figures('en-US')).toEqual(['300+', '100+', '7', '2B+', '20+', '95%'])
  })

  it('follows the locale for compact units and percent signs', () => {
    const de = figures('de-DE')
    expect(de[3]).toMatch(/^2\s?Mrd\.\+$/)
    expect(de[5]).toMatch(/^95\s%$/)
    expect(figures('fr-FR')[5]).toMatch(/^95\s%$/)
  })

  it('uses Arabic-Indic digits in Arabic (Saudi Arabia)', () => {
    expect(figures('ar-SA')[0]).toBe('٣٠٠+')
  })
})

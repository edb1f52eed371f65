// The campaign records are complete and consistent, and their facts read as a visitor sees them.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { CAMPAIGNS, type Campaign } from './campaigns'
import { campaignFacts, planSplit, quarterOf } from './facts'
import { campaignTracking } from './tracking'

const root = join(import.meta.dirname, '../../..')
const en = JSON.parse(readFileSync(join(root, 'locales/en.json'), 'utf8'))
const i18n = i18next.createInstance()
await i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } })
const t = i18n.getFixedT('en')

/** Intl puts a no-break space between currency code and amount; compare with plain spaces. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value).replace(/\u00a0/g, ' '))

const has = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) !== undefined

describe.each(Object.entries(CAMPAIGNS))('%s', (campaign, config) => {
  it('has a payment plan that adds up to 100%', () => {
    expect(config.plan.reduce((sum, step) => sum + step.percent, 0)).toBe(100)
  })

  it('has every picture it names, and every text in en.json', () => {
    for (const src of [config.hero, ...config.gallery.map((g) => g.src)]) expect(existsSync(join(root, 'assets', src)), src).toBe(true)
    for (const key of [
      ...config.points.map((p) => `landing.${campaign}.points.${p}`),
      ...config.gallery.flatMap((g) => [`landing.${campaign}.gallery.${g.key}.alt`, `landing.${campaign}.gallery.${g.key}.caption`]),
      ...config.plan.flatMap((s) => [`landing.plan.stages.${s.stage}`, `landing.plan.hints.${s.stage}`]),
      `landing.${campaign}.area`,
      `landing.${campaign}.location`,
    ])
      expect(has(key), key).toBe(true)
  })

  it('keeps its map markers inside the map', () => {
    for (const [x, y] of [config.map.project, ...config.places.map((p) => p.at)]) {
      expect(x).toBeGreaterThan(0)
      expect(x).toBeLessThan(400)
      expect(y).toBeGreaterThan(0)
      expect(y).toBeLessThan(300)
    }
  })
})

describe('campaignFacts', () => {
  it('reads /vienna as a visitor in English sees it', () => {
    expect(plain(campaignFacts(CAMPAIGNS.vienna, t, 'en-US'))).toEqual({
      priceAed: 'AED 1,150,000',
      priceUsd: '≈ USD 313,138',
      bedrooms: 'Studio to 3 bedrooms',
      sizes: '430 to 1,720 sq ft',
      handover: 'Q4 2028',
      plan: '60/40',
      percents: { booking: '10', before: '60', after: '40' },
      developer: 'Belvedere Developments',
    })
  })

  it('converts to US dollars at the 3.6725 peg and counts bedrooms from one', () => {
    const facts = plain(campaignFacts(CAMPAIGNS.viennaRak, t, 'en-US'))
    expect(facts.priceUsd).toBe(`≈ USD ${Math.round(1_400_000 / 3.6725).toLocaleString('en-US')}`)
    expect(facts.bedrooms).toBe('1 to 4 bedrooms')
    expect(facts.plan).toBe('70/30')
    expect(facts.handover).toBe('Q2 2029')
  })

  it('writes numbers in the visitor’s digits (Arabic-Indic in ar-SA), years without grouping', () => {
    const facts = campaignFacts(CAMPAIGNS.vienna, t, 'ar-SA')
    expect(facts.priceAed).toContain('١')
    expect(facts.handover).toBe('Q٤ ٢٠٢٨')
  })
})

describe('planSplit and quarterOf', () => {
  it('splits a plan into before handover and on/after handover', () => {
    expect(
      planSplit([
        { stage: 'booking', percent: 10 },
        { stage: 'construction', percent: 40 },
        { stage: 'handover', percent: 20 },
        { stage: 'postHandover', percent: 30 },
      ]),
    ).toEqual([50, 50])
  })

  it.each([
    ['2028-01-31', 1],
    ['2028-03-31', 1],
    ['2028-04-01', 2],
    ['2028-12-31', 4],
  ])('puts %s in quarter %i', (date, quarter) => {
    expect(quarterOf(date)).toEqual({ quarter, year: 2028 })
  })
})

describe('campaignTracking', () => {
  it.each(['vienna', 'viennaRak'] as Campaign[])('%s: the campaign defaults and the project name', (campaign) => {
    const config = CAMPAIGNS[campaign]
    expect(campaignTracking(campaign, `/${campaign}`)).toEqual({ ...config.utm, utm_project: config.project })
  })

  it("lets the visitor's utm_* win (trimmed, at most 100 characters), never utm_project", () => {
    const long = 'x'.repeat(150)
    expect(campaignTracking('vienna', `/vienna?utm_source=%20google%20&utm_content=${long}&utm_project=Other&utm_medium=`)).toEqual({
      utm_campaign: 'vienna',
      utm_source: 'google',
      utm_medium: 'landing-page',
      utm_content: 'x'.repeat(100),
      utm_project: 'Vienna Residences',
    })
  })
})

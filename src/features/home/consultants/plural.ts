// "3 consultants match your search" in any language, in the browser without i18next: the server
// renders one template per plural category of the locale; the island picks one with
// Intl.PluralRules, exactly as i18next would have for that number.
import { numberFormat, perLocale, pluralRules } from '../../../lib/intl'

/** A template per plural category (`one`, `other`, …), with `{count}` where the number goes. */
export type PluralTemplates = Partial<Record<Intl.LDMLPluralRule, string>>

/** For each plural category of `locale`, the smallest count (0–100) that falls in it (built once per locale). */
export function pluralSamples(locale: string): [Intl.LDMLPluralRule, number][] {
  return perLocale(`plural-samples:${locale}`, () => computeSamples(locale))
}

function computeSamples(locale: string): [Intl.LDMLPluralRule, number][] {
  const rules = pluralRules(locale)
  const samples = new Map<Intl.LDMLPluralRule, number>()
  for (let n = 0; n <= 100 && samples.size < rules.resolvedOptions().pluralCategories.length; n++) {
    const category = rules.select(n)
    if (!samples.has(category)) samples.set(category, n)
  }
  return [...samples]
}

/** The sentence for `count` from `templates`, the number written in `locale`'s digits. */
export function pluralize(templates: PluralTemplates, locale: string, count: number): string {
  const template = templates[pluralRules(locale).select(count)] ?? templates.other ?? ''
  return template.replace('{count}', numberFormat(locale).format(count))
}

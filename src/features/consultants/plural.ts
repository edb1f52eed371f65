// "3 consultants match your search" in any language, in the browser without i18next: the server
// renders one template per plural category of the locale; the island picks one with
// Intl.PluralRules, exactly as i18next would have for that number.

/** A template per plural category (`one`, `other`, …), with `{count}` where the number goes. */
export type PluralTemplates = Partial<Record<Intl.LDMLPluralRule, string>>

const sampleCache = new Map<string, [Intl.LDMLPluralRule, number][]>()

/** For each plural category of `locale`, the smallest count (0–100) that falls in it (built once per locale). */
export function pluralSamples(locale: string): [Intl.LDMLPluralRule, number][] {
  let found = sampleCache.get(locale)
  if (!found) {
    found = computeSamples(locale)
    sampleCache.set(locale, found)
  }
  return found
}

function computeSamples(locale: string): [Intl.LDMLPluralRule, number][] {
  const rules = new Intl.PluralRules(locale)
  const samples = new Map<Intl.LDMLPluralRule, number>()
  for (let n = 0; n <= 100 && samples.size < rules.resolvedOptions().pluralCategories.length; n++) {
    const category = rules.select(n)
    if (!samples.has(category)) samples.set(category, n)
  }
  return [...samples]
}

const formatters = new Map<string, { rules: Intl.PluralRules; numbers: Intl.NumberFormat }>()

/** Plural rules and number format of `locale`, built once (they are slow to build). */
function formattersOf(locale: string) {
  let found = formatters.get(locale)
  if (!found) {
    found = { rules: new Intl.PluralRules(locale), numbers: new Intl.NumberFormat(locale) }
    formatters.set(locale, found)
  }
  return found
}

/** The sentence for `count` from `templates`, the number written in `locale`'s digits. */
export function pluralize(templates: PluralTemplates, locale: string, count: number): string {
  const { rules, numbers } = formattersOf(locale)
  const template = templates[rules.select(count)] ?? templates.other ?? ''
  return template.replace('{count}', numbers.format(count))
}

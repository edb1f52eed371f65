// Server side of the consultant finder: translates every label, localizes language names with
// Intl.DisplayNames (built once per locale), resolves photo URLs, and hands it all to the island as
// plain props.

import { LOCALE_CODES } from '../../../lib/i18n/locales'
import { imageSrcSet, imageUrl } from '../../../lib/images'
import { Island } from '../../../lib/islands/Island'
import { usePage } from '../../../lib/page-context'
import { consultantPath } from '../../../lib/paths'
import { consultantSlug } from '../../../modules/content/profiles'
import { EXPERTISE, localize } from '../../../modules/content/schema'
import ConsultantFinderIsland from './ConsultantFinder.island'
import type { ConsultantSummary } from './data.server'
import { pluralSamples } from './plural'
import { ANY, type ConsultantFilter } from './schema'
import type { Expertise, FinderConsultant, FinderLabels, FinderOption, FinderProps } from './types'

/** Cards shown before "Show all". */
export const CONSULTANTS_PAGE_SIZE = 8

/** Locale-file key of each expertise (`consultants.expertise.offPlan`, …). */
const EXPERTISE_KEY: Record<Expertise, string> = { 'off-plan': 'offPlan', secondary: 'secondary', land: 'land', commercial: 'commercial' }

/**
 * The languages offered: every language a consultant speaks, plus the site's own languages, so a
 * visitor can always ask for theirs (and be offered someone else when nobody speaks it yet).
 */
export function languageCodes(consultants: readonly { languages: readonly string[] }[]): string[] {
  return [...new Set([...consultants.flatMap((c) => c.languages), ...LOCALE_CODES])]
}

/** Localized, capitalized names of `codes`, sorted for `locale`: built once per locale and set. */
function languageOptionsFor(codes: string[], locale: string): FinderOption[] {
  const key = `${locale}:${codes.join(',')}`
  let options = optionsCache.get(key)
  if (!options) {
    const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' })
    const collator = new Intl.Collator(locale)
    options = codes
      .map((code) => {
        const name = names.of(code) ?? code
        return { value: code, label: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) }
      })
      .sort((a, b) => collator.compare(a.label, b.label))
    if (optionsCache.size > 200) optionsCache.clear()
    optionsCache.set(key, options)
  }
  return options
}
const optionsCache = new Map<string, FinderOption[]>()

export function ConsultantFinder({ consultants, filter }: { consultants: ConsultantSummary[]; filter: ConsultantFilter }) {
  const { t, iso, locale, href, imagePrefix } = usePage()
  const codes = languageCodes(consultants)
  // A language asked for in the URL that nobody offers is still shown as chosen.
  if (filter.language !== ANY && !codes.includes(filter.language)) codes.push(filter.language)
  const expertiseNames = Object.fromEntries(EXPERTISE.map((e) => [e, t(`consultants.expertise.${EXPERTISE_KEY[e]}`)])) as Record<Expertise, string>
  const labels: FinderLabels = {
    filters: t('consultants.filters'),
    expertise: t('consultants.expertiseLabel'),
    anyExpertise: t('consultants.anyExpertise'),
    language: t('consultants.languageLabel'),
    anyLanguage: t('consultants.anyLanguage'),
    apply: t('consultants.apply'),
    reset: t('consultants.reset'),
    noMatch: t('consultants.noMatch'),
    speaks: t('consultants.speaks'),
    requestCall: t('consultants.requestCall'),
    requestCallWith: t('consultants.requestCallWith', { name: '{name}' }),
    showAll: t('consultants.showAll', { count: '{count}' }),
    empty: t('consultants.empty'),
    counts: Object.fromEntries(pluralSamples(iso).map(([category, n]) => [category, t('consultants.count', { count: n, formatted: '{count}' })])),
    expertiseNames,
  }
  const cards: FinderConsultant[] = consultants.map((c) => {
    const localized = localize(c, locale, ['role'])
    const { src, width, height } = c.photo
    const srcSet = imageSrcSet(src, imagePrefix, 360, width / height)
    return {
      id: c.id,
      agentId: c.agentId,
      name: c.name,
      role: localized.role,
      ...(localized.untranslated.length ? { roleLang: 'en' as const } : {}),
      photo: { src: imageUrl(src, { prefix: imagePrefix, width: Math.min(width, 480) }), ...(srcSet ? { srcSet } : {}), width, height },
      expertise: c.expertise,
      languages: c.languages,
      page: href(consultantPath(consultantSlug(c))),
    }
  })
  const props: FinderProps = {
    locale: iso,
    consultants: cards,
    expertiseOptions: EXPERTISE.map((value) => ({ value, label: expertiseNames[value] ?? value })),
    languageOptions: languageOptionsFor(codes, iso),
    labels,
    initial: { expertise: filter.expertise, language: filter.language, showAll: filter.show === 'all' },
    homePath: href('/'),
    requestCallPath: href('/request-call'),
    pageSize: CONSULTANTS_PAGE_SIZE,
  }
  return <Island name="ConsultantFinder" component={ConsultantFinderIsland} props={props} hydrate="interaction" />
}

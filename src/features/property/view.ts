// The project as this request shows it: texts in the visitor's language (English where there is
// no translation, marked so the page can say `lang="en"`), area name and the page's URLs.

import { projectPath } from '../../lib/paths'
import { localizeLocation, localizeProject, type Project } from '../../modules/content/schema'
import type { ProjectBundle } from './data.server'

export interface ProjectView {
  /** The project with its lists in the visitor's language where translated (development, plan, places, alt texts). */
  project: Project
  title: string
  /** `en` when the title has no translation for this locale. */
  titleLang?: 'en'
  description: string
  descriptionLang?: 'en'
  areaName: string | null
  areaLang?: 'en'
  /** `en` where the development, payment-plan labels, travel destinations or plan alt texts have no translation. */
  developmentLang?: 'en'
  planLang?: 'en'
  travelLang?: 'en'
  floorPlansLang?: 'en'
  /** True when the page's main text (the description) is in the visitor's language. */
  translated: boolean
  /** The locales the description is written in (English first): the page's alternates. */
  locales: string[]
  /** Link to share: no locale prefix, so whoever opens it gets their own language. */
  url: string
  /** The canonical URL (with locale prefix), as in <link rel="canonical">. */
  canonical: string
}

/**
 * The floor plans in the order of the unit types they show (studio, 1 BR, 2 BR …; the stored order
 * keeps the first two where they always were): a plan no unit type names stays after the one
 * before it (a house's first floor after its ground floor).
 */
export function plansInUnitOrder(project: Pick<Project, 'floorPlans' | 'unitTypes'>): Project['floorPlans'] {
  let previous = -1
  const ranked = project.floorPlans.map((plan, position) => {
    const unit = project.unitTypes.findIndex((u) => u.floorPlan?.src === plan.src)
    previous = unit >= 0 ? unit : previous + 0.5
    return { plan, rank: previous, position }
  })
  return ranked.sort((a, b) => a.rank - b.rank || a.position - b.position).map((r) => r.plan)
}

export function projectView(bundle: ProjectBundle, locale: string, origin: string): ProjectView {
  const project = bundle.project
  const local = localizeProject(project, locale)
  const location = bundle.locations[project.area]
  const area = location ? localizeLocation(location, locale) : null
  const en = (field: (typeof local.untranslated)[number]) => (local.untranslated.includes(field) ? ('en' as const) : undefined)
  const plansTranslated = locale === 'en' || !project.floorPlans.length || Boolean(project.translations[locale]?.planAlts?.length)
  return {
    project: { ...local, floorPlans: plansInUnitOrder(local) },
    title: local.title,
    titleLang: local.untranslated.includes('title') ? 'en' : undefined,
    description: local.description,
    descriptionLang: local.untranslated.includes('description') ? 'en' : undefined,
    areaName: area?.name ?? null,
    areaLang: area?.untranslated.includes('name') ? 'en' : undefined,
    developmentLang: en('development'),
    planLang: en('paymentPlan'),
    travelLang: en('travelTimes'),
    floorPlansLang: plansTranslated ? undefined : 'en',
    translated: !local.untranslated.includes('description'),
    locales: ['en', ...Object.keys(project.translations).filter((code) => code !== 'en' && project.translations[code]?.description)],
    url: `${origin}${projectPath(project)}`,
    canonical: `${origin}/${locale}${projectPath(project)}`,
  }
}

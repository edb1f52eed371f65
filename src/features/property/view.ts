// The project as this request shows it: texts in the visitor's language (English where there is
// no translation, marked so the page can say `lang="en"`), area name and the page's URLs.
import { localize, type Project } from '../../modules/content/schema'
import type { ProjectBundle } from './data.server'

export interface ProjectView {
  project: Project
  title: string
  /** `en` when the title has no translation for this locale. */
  titleLang?: 'en'
  description: string
  descriptionLang?: 'en'
  areaName: string | null
  areaLang?: 'en'
  /** `en` on non-English pages: for content that is only ever English (development, places, plan labels). */
  englishLang?: 'en'
  /** Link to share: no locale prefix, so whoever opens it gets their own language. */
  url: string
  /** The canonical URL (with locale prefix), as in <link rel="canonical">. */
  canonical: string
}

export function projectView(bundle: ProjectBundle, locale: string, origin: string): ProjectView {
  const project = bundle.project
  const local = localize(project, locale, ['title', 'description'])
  const location = bundle.locations[project.area]
  const area = location ? localize(location, locale, ['name']) : null
  const english = locale === 'en' ? undefined : 'en'
  return {
    project,
    title: local.title,
    titleLang: local.untranslated.includes('title') ? 'en' : undefined,
    description: local.description,
    descriptionLang: local.untranslated.includes('description') ? 'en' : undefined,
    areaName: area?.name ?? null,
    areaLang: area?.untranslated.includes('name') ? 'en' : undefined,
    englishLang: english,
    url: `${origin}/catalog/${project.id}`,
    canonical: `${origin}/${locale}/catalog/${project.id}`,
  }
}

// Reads the translations of the embedded default content (seed/content/i18n/<locale>/content.json and
// articles/<slug>.md, in the shape of ./source.ts) and puts them in each entity's
// `translations[locale]`, the field the site and the CMS seed read. A text missing here stays English
// on the site, marked as such (see localize in src/modules/content/schema.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Seed } from '../validate'
import type { ContentText } from './source'

const DIR = import.meta.dirname

/** The locales that have a translation directory, sorted. */
export function translatedLocales(): string[] {
  return readdirSync(DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z]{2}$/.test(entry.name))
    .map((entry) => entry.name)
    .sort()
}

/** One locale's content text (an empty shape when the file is missing) and its article bodies. */
export function readLocale(locale: string): { content: Partial<ContentText>; bodies: Record<string, string> } {
  const dir = join(DIR, locale)
  const file = join(dir, 'content.json')
  const content = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<ContentText>) : {}
  const articles = join(dir, 'articles')
  const bodies = existsSync(articles)
    ? Object.fromEntries(
        readdirSync(articles)
          .filter((name) => name.endsWith('.md'))
          .map((name) => [name.slice(0, -3), readFileSync(join(articles, name), 'utf8').trim()]),
      )
    : {}
  return { content, bodies }
}

type Fields = Record<string, unknown>

/** Only the fields that carry something: an empty text or list is "not translated". */
const present = (fields: Fields): Fields =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)))

function put<T extends { translations: Record<string, Fields> }>(item: T, locale: string, fields: Fields): void {
  const value = present(fields)
  if (Object.keys(value).length) item.translations = { ...item.translations, [locale]: { ...item.translations[locale], ...value } }
}

/** `seed` with every locale's translations applied (the entities are copied, not changed in place). */
export function applyTranslations(seed: Seed, locales = translatedLocales()): Seed {
  const out: Seed = {
    ...seed,
    projects: seed.projects.map((p) => ({ ...p })),
    locations: seed.locations.map((l) => ({ ...l })),
    consultants: seed.consultants.map((c) => ({ ...c })),
    faqs: seed.faqs.map((f) => ({ ...f })),
    articles: seed.articles.map((a) => ({ ...a })),
    developers: seed.developers.map((d) => ({ ...d })),
  }
  for (const locale of locales) {
    if (locale === 'en') continue
    const { content, bodies } = readLocale(locale)
    const glossary = content.glossary
    const term = (map: Record<string, string> | undefined, english: string) => map?.[english]
    for (const p of out.projects) {
      const t = content.projects?.[String(p.id)]
      const labels = p.paymentPlan.map((step) => term(glossary?.paymentPlan, step.label))
      const places = p.travelTimes.map((travel) => term(glossary?.places, travel.place))
      put(p, locale, {
        description: t?.description,
        development: term(glossary?.communities, p.development),
        paymentPlan: labels.every(Boolean) ? p.paymentPlan.map((step, i) => ({ ...step, label: labels[i] })) : undefined,
        travelTimes: places.every(Boolean) ? p.travelTimes.map((travel, i) => ({ ...travel, place: places[i] })) : undefined,
        photoAlts: t?.photoAlts?.length === p.photos.length ? t.photoAlts : undefined,
        planAlts: t?.planAlts?.length === p.floorPlans.length ? t.planAlts : undefined,
      })
    }
    for (const l of out.locations) {
      const t = content.locations?.[l.slug]
      const places = l.travelTimes.map((travel) => term(glossary?.places, travel.place))
      const curricula = l.schools.map((school) => term(glossary?.curricula, school.curriculum))
      const sameLength = <T>(list: T[] | undefined, english: unknown[]) => (list?.length === english.length ? list : undefined)
      put(l, locale, {
        name: t?.name,
        description: t?.description,
        imageAlt: t?.imageAlt,
        aliases: t?.aliases,
        overview: t?.overview,
        whereItIs: t?.whereItIs,
        highlights: sameLength(t?.highlights, l.highlights),
        travelTimes: places.every(Boolean) ? l.travelTimes.map((travel, i) => ({ ...travel, place: places[i] })) : undefined,
        schools: curricula.every(Boolean) ? l.schools.map((school, i) => ({ ...school, curriculum: curricula[i] })) : undefined,
        transport: sameLength(t?.transport, l.transport),
        faqs: sameLength(t?.faqs, l.faqs),
      })
    }
    for (const c of out.consultants) put(c, locale, { role: content.consultants?.[c.agentId]?.role })
    for (const f of out.faqs) {
      const t = content.faqs?.[String(f.id)]
      put(f, locale, { question: t?.question, answer: t?.answer })
    }
    for (const a of out.articles) {
      const t = content.articles?.[a.slug]
      put(a, locale, { title: t?.title, excerpt: t?.excerpt, takeaways: t?.takeaways, coverAlt: t?.coverAlt, body: bodies[a.slug] })
    }
    for (const d of out.developers) {
      const t = content.developers?.[d.slug]
      put(d, locale, {
        headquarters: t?.headquarters,
        summary: t?.summary,
        trackRecord: t?.trackRecord,
        notableProjects: t?.notableProjects?.length === d.notableProjects.length ? t.notableProjects : undefined,
        handoverNote: d.handoverNote ? t?.handoverNote : undefined,
      })
    }
  }
  return out
}

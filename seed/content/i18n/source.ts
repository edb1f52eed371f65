// The translatable text of the embedded default content, in one shape per locale. English is
// computed here from the seed modules; every other locale is a file beside this one
// (seed/content/i18n/<locale>/content.json + articles/<slug>.md) with the same keys, applied to the
// seed's `translations[locale]` by ./apply.ts. test/unit/content-translations.test.ts fails when a
// locale lacks a key the English source has, or keeps one it no longer has.
import type { Seed } from '../validate'

export interface ProjectText {
  description: string
  /** Alt texts of the photos, in order. */
  photoAlts: string[]
  /** Alt texts of the floor plans, in order. */
  planAlts: string[]
}

export interface LocationText {
  name: string
  description: string
  imageAlt: string
  /** Other names people search by in this language (short forms, the English name, local spellings). */
  aliases: string[]
  /** The area guide (/areas/<slug>): paragraphs separated by a blank line. */
  overview: string
  whereItIs: string
  highlights: string[]
  /** Metro, tram and roads, one line each. */
  transport: string[]
  faqs: Array<{ question: string; answer: string }>
}

export interface ArticleText {
  title: string
  excerpt: string
  takeaways: string[]
  coverAlt: string
}

export interface DeveloperText {
  headquarters: string
  summary: string
  /** Paragraphs separated by a blank line, as in English. */
  trackRecord: string
  /** Names of landmark projects, in order (a name may stay as it is where it is not translated). */
  notableProjects: string[]
  /** Only where the English has one. */
  handoverNote?: string
}

/** The text of one locale. Glossaries hold phrases many projects share, keyed by their English. */
export interface ContentText {
  glossary: {
    /** Master developments and communities (`Project.development`). */
    communities: Record<string, string>
    /** Travel-time destinations (`TravelTime.place`). */
    places: Record<string, string>
    /** Payment-plan milestone labels (`PaymentStep.label`). */
    paymentPlan: Record<string, string>
    /** School curricula of the area guides (`AreaSchool.curriculum`; school names stay names). */
    curricula: Record<string, string>
  }
  projects: Record<string, ProjectText>
  locations: Record<string, LocationText>
  consultants: Record<string, { role: string }>
  faqs: Record<string, { question: string; answer: string }>
  articles: Record<string, ArticleText>
  /** By developer slug. */
  developers: Record<string, DeveloperText>
}

const sorted = (values: Iterable<string>) => Object.fromEntries([...new Set(values)].sort().map((v) => [v, v]))

/** The English text of `seed`, and the article bodies by slug. */
export function englishSource(seed: Seed): { content: ContentText; bodies: Record<string, string> } {
  const content: ContentText = {
    glossary: {
      communities: sorted(seed.projects.map((p) => p.development)),
      places: sorted([...seed.projects, ...seed.locations].flatMap((p) => p.travelTimes.map((t) => t.place))),
      paymentPlan: sorted(seed.projects.flatMap((p) => p.paymentPlan.map((s) => s.label))),
      curricula: sorted(seed.locations.flatMap((l) => l.schools.map((s) => s.curriculum))),
    },
    projects: Object.fromEntries(
      seed.projects.map((p) => [String(p.id), { description: p.description, photoAlts: p.photos.map((i) => i.alt), planAlts: p.floorPlans.map((i) => i.alt) }]),
    ),
    locations: Object.fromEntries(
      seed.locations.map((l) => [
        l.slug,
        {
          name: l.name,
          description: l.description,
          imageAlt: l.image.alt,
          aliases: [],
          overview: l.overview,
          whereItIs: l.whereItIs,
          highlights: l.highlights,
          transport: l.transport,
          faqs: l.faqs,
        },
      ]),
    ),
    consultants: Object.fromEntries(seed.consultants.map((c) => [c.agentId, { role: c.role }])),
    faqs: Object.fromEntries(seed.faqs.map((f) => [String(f.id), { question: f.question, answer: f.answer }])),
    articles: Object.fromEntries(
      seed.articles.map((a) => [a.slug, { title: a.title, excerpt: a.excerpt, takeaways: a.takeaways, coverAlt: a.cover?.alt ?? '' }]),
    ),
    developers: Object.fromEntries(
      seed.developers.map((d) => [
        d.slug,
        {
          headquarters: d.headquarters,
          summary: d.summary,
          trackRecord: d.trackRecord,
          notableProjects: d.notableProjects,
          ...(d.handoverNote ? { handoverNote: d.handoverNote } : {}),
        },
      ]),
    ),
  }
  return { content, bodies: Object.fromEntries(seed.articles.map((a) => [a.slug, a.body])) }
}

// What the finder island receives: plain, already translated data (islands never read the request).
import type { EXPERTISE } from '../../../modules/content/schema'
import type { PluralTemplates } from './plural'

/** One of the four expertise codes (`off-plan`, `secondary`, `land`, `commercial`). */
export type Expertise = (typeof EXPERTISE)[number]

export interface FinderPhoto {
  src: string
  srcSet?: string
  width: number
  height: number
}

export interface FinderConsultant {
  id: number
  /** The consultant's agent_id: carried by "Request a call" into the lead. */
  agentId: string
  name: string
  role: string
  /** `en` when the role is not translated into the page's language yet. */
  roleLang?: 'en'
  photo: FinderPhoto
  expertise: Expertise[]
  /** ISO 639-1 codes. */
  languages: string[]
  /** The localized path of their page (/consultants/{slug}). */
  page: string
}

export interface FinderOption {
  value: string
  label: string
}

export interface FinderLabels {
  filters: string
  expertise: string
  anyExpertise: string
  language: string
  anyLanguage: string
  apply: string
  reset: string
  noMatch: string
  speaks: string
  requestCall: string
  /** "Request a call with {{name}}" with `{name}` left for the island to fill. */
  requestCallWith: string
  /** "Show all {count} consultants" with `{count}` left for the island to fill. */
  showAll: string
  empty: string
  /** "{count} consultants match your search" per plural category (see plural.ts). */
  counts: PluralTemplates
  /** Localized name of each expertise. */
  expertiseNames: Record<Expertise, string>
}

export interface FinderProps {
  /** BCP 47 tag of the page (plural rules and digits). */
  locale: string
  consultants: FinderConsultant[]
  expertiseOptions: FinderOption[]
  /** Every language offered, with its localized name (the cards name languages from it too). */
  languageOptions: FinderOption[]
  labels: FinderLabels
  /** Filters from the query string (the no-JS form submits them). */
  initial: { expertise: string; language: string; showAll: boolean }
  /** The localized home path (`/` or `/fr`): the form's action. */
  homePath: string
  /** The localized `/request-call` page: "Request a call" without JavaScript. */
  requestCallPath: string
  /** How many cards show before "Show all". */
  pageSize: number
}

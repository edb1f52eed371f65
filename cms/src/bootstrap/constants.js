// What the bootstrap works with: the site's locales and the content types with their keys.

/** The site's locales (locales/*.json of the site), English first: the default. */
const LOCALES = {
  en: 'English (en)',
  ar: 'Arabic (ar)',
  fr: 'French (fr)',
  de: 'German (de)',
  it: 'Italian (it)',
  ko: 'Korean (ko)',
  nl: 'Dutch (nl)',
  hu: 'Hungarian (hu)',
  he: 'Hebrew (he)',
  tr: 'Turkish (tr)',
  es: 'Spanish (es)',
  ru: 'Russian (ru)',
  ro: 'Romanian (ro)',
}

/**
 * The content types in loading order, the name of their list in data/default-content.json, the
 * field that identifies an entry of the embedded content (siteId, or slug for locations), whether
 * they are localized, their media fields, and the media fields inside their repeatable components
 * (component field → media field of each item).
 */
const TYPES = [
  { uid: 'api::location.location', list: 'locations', key: 'slug', i18n: true, media: ['image'] },
  { uid: 'api::consultant.consultant', list: 'consultants', key: 'siteId', i18n: true, media: ['photo'] },
  { uid: 'api::developer.developer', list: 'developers', key: 'slug', i18n: true, media: ['logo'] },
  { uid: 'api::project.project', list: 'projects', key: 'siteId', i18n: true, media: ['photos', 'floorPlans'], componentMedia: { unitTypes: 'floorPlan' } },
  { uid: 'api::review.review', list: 'reviews', key: 'siteId', i18n: false, media: [] },
  { uid: 'api::partner.partner', list: 'partners', key: 'siteId', i18n: false, media: ['logo'] },
  { uid: 'api::faq.faq', list: 'faqs', key: 'siteId', i18n: true, media: [] },
  { uid: 'api::article.article', list: 'articles', key: 'siteId', i18n: true, media: ['cover'] },
]

module.exports = { LOCALES, TYPES }

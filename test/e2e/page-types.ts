// One URL per page type, for the specs that check every page type the same way (axe, the HTML validator).
// Without an accounts backend the e2e site answers the sign-in page with the "unavailable" page (503):
// the account layout is still covered by /account/confirmed, which needs no backend.

export interface PageType {
  name: string
  /** The English path; `localized(path, 'ar')` gives the Arabic one. */
  path: string
  /** A page that forces its colour mode whatever the visitor chose (the campaign pages are dark). */
  forcedMode?: 'dark'
}

export const PAGE_TYPES: readonly PageType[] = [
  { name: 'home', path: '/' },
  { name: 'catalogue', path: '/catalog' },
  { name: 'catalogue filtered', path: '/catalog?type=apartment&bedrooms=2' },
  { name: 'property', path: '/catalog/1' },
  { name: 'blog', path: '/blog' },
  { name: 'article', path: '/blog/dubai-marina-living' },
  { name: 'careers', path: '/careers' },
  { name: 'partners', path: '/partners' },
  { name: 'terms', path: '/terms' },
  { name: 'account sign-in', path: '/account/sign-in' },
  { name: 'account confirmed', path: '/account/confirmed' },
  { name: 'not found', path: '/no-such-page' },
  { name: 'thank-you', path: '/thank-you' },
  { name: 'vienna', path: '/vienna', forcedMode: 'dark' },
  { name: 'catalogue map', path: '/catalog?view=map' },
  { name: 'areas', path: '/areas' },
  { name: 'area guide', path: '/areas/dubai-marina' },
  { name: 'developers', path: '/developers' },
  { name: 'developer', path: '/developers/emaar' },
  { name: 'consultant', path: '/consultants/layla-haddad' },
  { name: 'buyer tools', path: '/tools' },
  { name: 'mortgage calculator with a field error', path: '/tools/mortgage?price=abc&income=15000' },
  { name: 'costs to buy', path: '/tools/costs?price=3000000&loan=2400000' },
  { name: 'favourites shared', path: '/favourites?ids=1,2,3' },
  { name: 'compare', path: '/compare?ids=1,2,3' },
]

/** `path` under a locale prefix (`/` becomes `/ar`); English is unprefixed. */
export function localized(path: string, locale: string): string {
  if (locale === 'en') return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

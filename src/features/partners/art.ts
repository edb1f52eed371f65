// The page's one picture (scripts/art/programmes.mjs): the hero, reused as a crop further down.
export const PARTNERS_HERO = '/images/partners/referral-marina.svg'

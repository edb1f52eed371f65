// The page's one picture (scripts/art/programmes.mjs): the hero, reused as crops further down.
export const CAREERS_HERO = '/images/careers/office-dusk.svg'

// Titles and descriptions that search engines show whole: a title of at most 60 characters and a
// description of 70–160 (issue 12), counted in characters as people read them (code points).

export const TITLE_MAX = 60
export const DESCRIPTION_MIN = 70
export const DESCRIPTION_MAX = 160

const length = (text: string) => [...text].length

/** `text` cut to at most `max` characters at a word boundary, with an ellipsis when it was cut. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (length(flat) <= max) return flat
  const chars = [...flat]
  const cut = chars.slice(0, max - 1).join('')
  // The cut already ends a word when the next character is a space.
  const space = chars[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ')
  // No space in the first half (a CJK run, a long name): cut on the character.
  const head = space > cut.length / 2 ? cut.slice(0, space) : cut
  return `${head.replace(/[\s,;:.·–—-]+$/u, '')}…`
}

/** `{title} | {brand}` when it fits in 60 characters, else the page's own title (shortened if it must be). */
export function documentTitle(title: string, brand: string): string {
  const branded = `${title} | ${brand}`
  return length(branded) <= TITLE_MAX ? branded : shorten(title, TITLE_MAX)
}

/**
 * A description of 70–160 characters: a short one is completed with `more` (the site's own line, in
 * the page's language), a long one is cut at a word.
 */
export function metaDescription(text: string, more: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  const full = length(flat) >= DESCRIPTION_MIN || !more ? flat : `${flat} — ${more.trim()}`
  return shorten(full, DESCRIPTION_MAX)
}

// Text still in English on a page in another language: marked `lang="en"` (read and hyphenated as
// English) and set left to right, so its punctuation stays in place on Arabic and Hebrew pages.
export const english = (lang: 'en' | undefined) => (lang ? ({ lang, dir: 'ltr' } as const) : {})

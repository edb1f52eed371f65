// schema.org FAQPage for the questions shown on the page (https://schema.org/FAQPage): search
// engines may show them as rich results. Only what the visitor sees, in the language it is really
// in: a question or answer still in English (no translation yet) says so with its own `inLanguage`.

export interface QuestionAnswer {
  question: string
  answer: string
  /** The fields shown in English because they have no translation in the page's language. */
  untranslated?: readonly string[]
}

/** English, for a text that fell back to it. */
const ENGLISH = 'en'

export function faqJsonLd(items: readonly QuestionAnswer[], language: string) {
  const english = (item: QuestionAnswer, field: 'question' | 'answer') => !language.startsWith(ENGLISH) && item.untranslated?.includes(field)
  // Nothing translated at all: the page's questions are English.
  const allEnglish = items.length > 0 && items.every((item) => english(item, 'question') && english(item, 'answer'))
  const pageLanguage = allEnglish ? ENGLISH : language
  const own = (item: QuestionAnswer, field: 'question' | 'answer') => (english(item, field) && !allEnglish ? { inLanguage: ENGLISH } : {})
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: pageLanguage,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      ...own(item, 'question'),
      acceptedAnswer: { '@type': 'Answer', text: item.answer, ...own(item, 'answer') },
    })),
  }
}

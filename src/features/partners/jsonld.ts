// schema.org FAQPage for the questions shown on the page (https://schema.org/FAQPage): search
// engines may show them as rich results. Only what the visitor sees, in the page's language.

export interface QuestionAnswer {
  question: string
  answer: string
}

export function faqJsonLd(items: readonly QuestionAnswer[], language: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}

// schema.org FAQPage for the questions shown on the page: built by src/lib/jsonld.ts (the area
// guides' FAQ uses it too).
export { faqJsonLd, type QuestionAnswer } from '../../lib/jsonld'

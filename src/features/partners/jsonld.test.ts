import { describe, expect, it } from 'vitest'
import { scriptJson } from '../../lib/script-json'
import { faqJsonLd } from './jsonld'

describe('faqJsonLd', () => {
  it('lists each question with its accepted answer, in the page language', () => {
    expect(faqJsonLd([{ question: 'Who can join?', answer: 'Anyone aged 18 or over.' }], 'en-US')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'en-US',
      mainEntity: [{ '@type': 'Question', name: 'Who can join?', acceptedAnswer: { '@type': 'Answer', text: 'Anyone aged 18 or over.' } }],
    })
  })

  it('marks a question or answer still in English with its own language', () => {
    const data = faqJsonLd(
      [
        { question: 'Qui peut recommander ?', answer: 'Toute personne majeure.', untranslated: [] },
        { question: 'When am I paid?', answer: 'Within 30 days.', untranslated: ['question', 'answer'] },
        { question: 'Combien ?', answer: 'Up to 25%.', untranslated: ['answer'] },
      ],
      'fr-FR',
    )
    expect(data.inLanguage).toBe('fr-FR')
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Qui peut recommander ?', acceptedAnswer: { '@type': 'Answer', text: 'Toute personne majeure.' } },
      { '@type': 'Question', name: 'When am I paid?', inLanguage: 'en', acceptedAnswer: { '@type': 'Answer', text: 'Within 30 days.', inLanguage: 'en' } },
      { '@type': 'Question', name: 'Combien ?', acceptedAnswer: { '@type': 'Answer', text: 'Up to 25%.', inLanguage: 'en' } },
    ])
  })

  it('says English for the whole page when nothing is translated', () => {
    const data = faqJsonLd([{ question: 'When am I paid?', answer: 'Within 30 days.', untranslated: ['question', 'answer'] }], 'ar-AE')
    expect(data.inLanguage).toBe('en')
    expect(data.mainEntity[0]).not.toHaveProperty('inLanguage')
  })

  it('cannot end its <script> early, and reads back unchanged', () => {
    const hostile = { question: 'Fees?</script><script>alert(1)</script>', answer: '<!-- & -->' }
    const text = scriptJson(faqJsonLd([hostile], 'en-US'))
    expect(text).not.toMatch(/[<>]/)
    expect(JSON.parse(text).mainEntity[0]).toMatchObject({ name: hostile.question, acceptedAnswer: { text: hostile.answer } })
  })
})

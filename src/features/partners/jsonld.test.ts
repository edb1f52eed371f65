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

  it('cannot end its <script> early, and reads back unchanged', () => {
    const hostile = { question: 'Fees?</script><script>alert(1)</script>', answer: '<!-- & -->' }
    const text = scriptJson(faqJsonLd([hostile], 'en-US'))
    expect(text).not.toMatch(/[<>]/)
    expect(JSON.parse(text).mainEntity[0]).toMatchObject({ name: hostile.question, acceptedAnswer: { text: hostile.answer } })
  })
})

import { describe, expect, it } from 'vitest'
import { pluralize, pluralSamples } from './plural'

describe('pluralSamples', () => {
  it('finds a count for each plural category', () => {
    expect(pluralSamples('en-US')).toEqual([
      ['other', 0],
      ['one', 1],
    ])
    expect(
      pluralSamples('ar-SA')
        .map(([category]) => category)
        .sort(),
    ).toEqual(['few', 'many', 'one', 'other', 'two', 'zero'])
  })
})

describe('pluralize', () => {
  const templates = { one: '{count} consultant', other: '{count} consultants' }

  it('picks the template of the count’s category', () => {
    expect(pluralize(templates, 'en-US', 1)).toBe('1 consultant')
    expect(pluralize(templates, 'en-US', 0)).toBe('0 consultants')
    expect(pluralize(templates, 'en-US', 1200)).toBe('1,200 consultants')
  })

  it('falls back to "other" and writes the number in the locale’s digits', () => {
    expect(pluralize(templates, 'ar-SA', 3)).toBe('٣ consultants')
  })
})

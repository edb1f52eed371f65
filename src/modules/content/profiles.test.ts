import { describe, expect, it } from 'vitest'
import { consultantSlug, nameSlug } from './profiles'

describe('consultant page slugs', () => {
  it('reads as the name, without accents or dotless i', () => {
    expect(nameSlug('Elif Yılmaz')).toBe('elif-yilmaz')
    expect(nameSlug('Noa Ben-David')).toBe('noa-ben-david')
    expect(nameSlug('  Zoë  Müller ')).toBe('zoe-muller')
  })

  it('falls back on the agentId for a name in another script', () => {
    expect(consultantSlug({ name: 'ليلى', agentId: 'MRS-101' })).toBe('mrs-101')
  })
})

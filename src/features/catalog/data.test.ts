// The location's LIKE pattern fits D1's 50-byte limit whatever is typed, and is cut only between
// whole characters (never inside a UTF-8 sequence, a surrogate pair or an escape).
import { describe, expect, it } from 'vitest'
import { LIKE_PATTERN_MAX_BYTES, likePrefix } from './data.server'

const bytes = (text: string) => new TextEncoder().encode(text).length

describe('likePrefix', () => {
  it('leaves a short text whole: escaped, with the closing %', () => {
    expect(likePrefix('Hills Gr')).toEqual({ pattern: 'Hills Gr%', cut: false })
    expect(likePrefix('50%_off\\')).toEqual({ pattern: '50\\%\\_off\\\\%', cut: false })
  })

  it.each([
    ['49 Latin letters (exactly 50 bytes with the %)', 'a'.repeat(49), false],
    ['50 Latin letters', 'a'.repeat(50), true],
    ['80 Latin letters', 'a'.repeat(80), true],
    ['25 Arabic letters (2 bytes each)', 'ب'.repeat(25), true],
    ['24 Arabic letters', 'ب'.repeat(24), false],
    ['25 "%" (2 bytes each once escaped)', '%'.repeat(25), true],
    ['emoji (4 bytes, 2 UTF-16 units)', '🏠'.repeat(20), true],
    ['a mix', `Marina ${'ب'.repeat(30)} _%`, true],
  ])('fits %s into %i bytes', (_, text, cut) => {
    const result = likePrefix(text)
    expect(bytes(result.pattern)).toBeLessThanOrEqual(LIKE_PATTERN_MAX_BYTES)
    expect(result.cut).toBe(cut)
    const kept = result.pattern.slice(0, -1)
    // Unescaped, what is kept is the start of the text, whole characters only.
    expect(text.startsWith(kept.replace(/\\(.)/gu, '$1'))).toBe(true)
    expect(kept).not.toMatch(/[\uD800-\uDBFF]$/)
    expect(kept.replace(/\\[\\%_]/g, '')).not.toMatch(/[\\%_]/)
  })

  it('uses the room it has: 49 bytes of text before the %', () => {
    expect(likePrefix('a'.repeat(80)).pattern).toBe(`${'a'.repeat(49)}%`)
    expect(likePrefix('ب'.repeat(30)).pattern).toBe(`${'ب'.repeat(24)}%`)
    expect(likePrefix(`a${'%'.repeat(30)}`).pattern).toBe(`a${'\\%'.repeat(24)}%`)
  })
})

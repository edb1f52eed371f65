import { describe, expect, it } from 'vitest'
import { correctTokens, editDistance, foldName, matchExpression, searchTokens } from './search.server'

describe('searchTokens: what was typed, as the index has words', () => {
  it.each([
    ['Marina Crest', ['marina', 'crest']],
    ['  JVC  ', ['jvc']],
    ['دُبَيّ مارينا', ['دبي', 'مارينا']],
    // Spelling variants folded as the index folds them: أ إ آ ٱ → ا, ى → ي, ة → ه.
    ['أبراج إعمار آمنة', ['ابراج', 'اعمار', 'امنه']],
    ['دبى نخلة', ['دبي', 'نخله']],
    ['Дубай-Марина', ['дубай', 'марина']],
    ['주메이라 빌리지', ['주메이라', '빌리지']],
    ['marina* OR "crest" NEAR(a b) ^title:', ['marina', 'or', 'crest', 'near', 'a', 'b', 'title']],
    ["'; DROP TABLE projects; --", ['drop', 'table', 'projects']],
    ['!@#$%^&*()', []],
  ])('%j → %j', (text, tokens) => {
    expect(searchTokens(text)).toEqual(tokens)
  })

  it('keeps at most 12 words of at most 40 letters', () => {
    expect(searchTokens('a '.repeat(20))).toHaveLength(12)
    expect(searchTokens('x'.repeat(100))[0]).toHaveLength(40)
  })

  it('quotes every word in the MATCH expression, so no word is FTS5 syntax', () => {
    expect(matchExpression(['or', 'near'])).toBe('"or"* "near"*')
    expect(matchExpression(['marina'], 'title')).toBe('{title} : ("marina"*)')
  })

  it('folds names for "exact": case, accents and marks, any separators', () => {
    expect(foldName('Café  Déjà-Vu')).toBe(foldName('cafe deja vu'))
    expect(foldName('Дубай Марина')).toBe(foldName('дубай марина'))
  })
})

describe('did you mean', () => {
  it('edit distance counts an adjacent swap as one edit, and stops past the limit', () => {
    expect(editDistance('binghatti', 'binghati', 2)).toBe(1)
    expect(editDistance('marina', 'marian', 2)).toBe(1)
    expect(editDistance('crest', 'crets', 1)).toBe(1)
    expect(editDistance('abc', 'xyzxyz', 1)).toBe(2)
  })

  const words: [string, number][] = [
    ['binghatti', 4],
    ['marina', 12],
    ['maria', 1],
    ['crest', 2],
    ['hills', 6],
    ['dubai', 60],
  ]

  it.each([
    [['binghati'], ['binghatti']],
    [['binghat'], ['binghat']],
    [
      ['marina', 'krest'],
      ['marina', 'crest'],
    ],
    [
      ['dubai', 'hils'],
      ['dubai', 'hills'],
    ],
  ])('%j → %j', (tokens, corrected) => {
    // A word that starts an indexed word is found as it is; nothing to correct is undefined.
    const result = correctTokens(tokens, words)
    expect(result ?? tokens).toEqual(corrected)
  })

  it('never corrects a short word, and gives up when a word has nothing near it', () => {
    expect(correctTokens(['jvx'], words)).toBeUndefined()
    expect(correctTokens(['zzyzx'], words)).toBeUndefined()
  })

  it('prefers the commoner of two equally near words', () => {
    expect(
      correctTokens(
        ['marin'],
        [
          ['marine', 1],
          ['marina', 9],
        ],
      ),
    ).toBeUndefined()
    expect(
      correctTokens(
        ['marinx'],
        [
          ['marine', 1],
          ['marina', 9],
        ],
      ),
    ).toEqual(['marina'])
  })
})

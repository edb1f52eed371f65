import { describe, expect, it } from 'vitest'
import { hasSessionHint } from './session-hint'

describe('hasSessionHint', () => {
  it.each([
    ['marsa_signed_in=1', true],
    ['a=b; marsa_signed_in=1', true],
    ['marsa_signed_in=1; theme=dark', true],
    ['', false],
    ['marsa_signed_in=0', false],
    ['xmarsa_signed_in=1', false],
    ['marsa_signed_in=10', false],
  ])('%j → %s', (cookie, expected) => {
    expect(hasSessionHint(cookie)).toBe(expected)
  })
})

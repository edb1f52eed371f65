import { describe, expect, it } from 'vitest'
import { bearerToken, secretMatches } from './secret.server'

describe('secretMatches', () => {
  it('accepts the same secret and refuses any other', async () => {
    expect(await secretMatches('s3cret-value', 's3cret-value')).toBe(true)
    expect(await secretMatches('s3cret-valuE', 's3cret-value')).toBe(false)
    expect(await secretMatches('s3cret', 's3cret-value')).toBe(false)
  })

  it('refuses when either side is missing or empty', async () => {
    expect(await secretMatches(undefined, 'x')).toBe(false)
    expect(await secretMatches('', '')).toBe(false)
    expect(await secretMatches('x', undefined)).toBe(false)
  })
})

describe('bearerToken', () => {
  it('reads the token of a Bearer header, whatever the case of the scheme', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def')
    expect(bearerToken('bearer abc')).toBe('abc')
  })

  it('reads nothing from other schemes or malformed headers', () => {
    expect(bearerToken('Basic abc')).toBeUndefined()
    expect(bearerToken('Bearer')).toBeUndefined()
    expect(bearerToken('Bearer a b')).toBeUndefined()
    expect(bearerToken(undefined)).toBeUndefined()
  })
})

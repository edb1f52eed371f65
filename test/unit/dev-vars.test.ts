import { describe, expect, it } from 'vitest'
import { withDevSecrets } from '../../scripts/dev-vars'

describe('withDevSecrets', () => {
  it('adds a generated ALERTS_SECRET to a missing or empty .dev.vars', () => {
    expect(withDevSecrets('', () => 'abc')).toBe('ALERTS_SECRET=abc\n')
  })

  it('keeps what is there, adding the line after it', () => {
    expect(withDevSecrets('CONTENT_API_URL=http://127.0.0.1:1337', () => 'abc')).toBe('CONTENT_API_URL=http://127.0.0.1:1337\nALERTS_SECRET=abc\n')
  })

  it('never replaces a secret already set', () => {
    expect(withDevSecrets('ALERTS_SECRET=mine\n', () => 'abc')).toBe('ALERTS_SECRET=mine\n')
  })
})

import { describe, expect, it } from 'vitest'
import { deployOrigin } from '../../scripts/deploy'

describe('npm run deploy', () => {
  it('deploys with the public https origin it is given', () => {
    expect(deployOrigin('https://marsa.ae/')).toEqual({ origin: 'https://marsa.ae' })
  })

  it.each([undefined, '', 'marsa.ae', 'http://marsa.ae', 'https://127.0.0.1:8787', 'https://localhost', 'https://[::1]', 'https://box.local'])(
    'refuses %j: a deploy must not ship the local dev origin or a guess',
    (value) => {
      expect(deployOrigin(value)).toHaveProperty('error')
    },
  )
})

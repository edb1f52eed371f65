import { describe, expect, it } from 'vitest'
import { signToken, TOKEN_TTL_S, usableSecret, verifyToken } from './token.server'

const SECRET = 'a-test-secret-of-at-least-32-characters!'
const NOW = Date.UTC(2026, 10, 26, 12)
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

describe('signed alert links', () => {
  it('verifies its own token for the same action before it expires', async () => {
    const token = await signToken(SECRET, 'search-1', 'confirm', NOW)
    expect(await verifyToken(SECRET, token, 'confirm', NOW + 1000)).toEqual({
      searchId: 'search-1',
      action: 'confirm',
      expires: NOW / 1000 + TOKEN_TTL_S.confirm,
    })
  })

  it.each([
    ['one second after expiry', (t: string) => t, 'confirm', TOKEN_TTL_S.confirm * 1000 + 1000],
    ['exactly at expiry', (t: string) => t, 'confirm', TOKEN_TTL_S.confirm * 1000],
    ['for another action', (t: string) => t, 'manage', 0],
    ['with a changed signature', (t: string) => `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`, 'confirm', 0],
    ['with a changed payload', (t: string) => `x${t}`, 'confirm', 0],
    ['with a third part', (t: string) => `${t}.x`, 'confirm', 0],
    ['cut short', (t: string) => t.split('.')[0] as string, 'confirm', 0],
    // The signature's last letter carries 4 bits and 2 unused ones: flipping one spells the same bytes.
    ['with the same signature spelt another way', (t: string) => t.slice(0, -1) + B64[(B64.indexOf(t.slice(-1)) ^ 1) % 64], 'confirm', 0],
  ] as const)('refuses a token %s', async (_, change, action, after) => {
    const token = change(await signToken(SECRET, 'search-1', 'confirm', NOW))
    expect(await verifyToken(SECRET, token, action, NOW + after)).toBeNull()
  })

  it('refuses a token signed with another secret, and nonsense', async () => {
    const token = await signToken(`${SECRET}-other`, 'search-1', 'manage', NOW)
    expect(await verifyToken(SECRET, token, 'manage', NOW)).toBeNull()
    for (const junk of [undefined, '', '.', 'a.b', '%%%.%%%', 'x'.repeat(500)]) expect(await verifyToken(SECRET, junk, 'manage', NOW)).toBeNull()
  })

  it('lets a manage link live a year and a confirm link a week', async () => {
    const manage = await signToken(SECRET, 's', 'manage', NOW)
    expect(await verifyToken(SECRET, manage, 'manage', NOW + 364 * 86400_000)).not.toBeNull()
    expect(await verifyToken(SECRET, manage, 'manage', NOW + 366 * 86400_000)).toBeNull()
  })

  it('asks for a secret of 32 characters or more', () => {
    expect(usableSecret(undefined)).toBe(false)
    expect(usableSecret('short')).toBe(false)
    expect(usableSecret(SECRET)).toBe(true)
  })
})

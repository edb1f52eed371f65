// The referral code's shape and where a referred lead came from (referral.server.ts): what is
// stored must never be more than a path and a project id, whatever the form posted as `next`.
import { describe, expect, it } from 'vitest'
import { isReferralCode, referralCodeOf, referralLink, referralPage } from './referral.server'

describe('isReferralCode', () => {
  it('accepts a Strapi 5 documentId only', () => {
    expect(isReferralCode('k3v9q2m8x1c7b4n6z0p5r2t8')).toBe(true)
    for (const value of ['7', 'amira', 'K3V9Q2M8X1C7B4N6Z0P5R2T8', 'k3v9q2m8x1c7b4n6z0p5r2t8a', 'k3v9q2m8x1c7b4n6z0p5r2t-', '', undefined, 42]) {
      expect(isReferralCode(value)).toBe(false)
    }
  })

  it('gives an account on a version-4 backend (numeric id as documentId) no code', () => {
    expect(referralCodeOf({ documentId: '17' })).toBeUndefined()
    expect(referralCodeOf({ documentId: 'k3v9q2m8x1c7b4n6z0p5r2t8' })).toBe('k3v9q2m8x1c7b4n6z0p5r2t8')
  })

  it('links to the home page of the site', () => {
    expect(referralLink('https://marsa.ae', 'k3v9q2m8x1c7b4n6z0p5r2t8')).toBe('https://marsa.ae/?ref=k3v9q2m8x1c7b4n6z0p5r2t8')
  })
})

describe('referralPage', () => {
  it('keeps the path without locale prefix or query, and the project of a property page', () => {
    expect(referralPage('/fr/catalog/12?utm_source=wa&email=a@b.c#gallery')).toEqual({ page: '/catalog/12', projectId: '12' })
    expect(referralPage('/catalog')).toEqual({ page: '/catalog', projectId: null })
    expect(referralPage('/ar')).toEqual({ page: '/', projectId: null })
    expect(referralPage('/catalog/12/extra')).toEqual({ page: '/catalog/12/extra', projectId: null })
  })

  it('stores nothing for a path that is not on this site', () => {
    for (const next of [undefined, '', 'https://evil.example/catalog/1', '//evil.example/catalog/1']) {
      expect(referralPage(next)).toEqual({ page: null, projectId: null })
    }
  })

  it('bounds what it stores', () => {
    expect(referralPage(`/${'a'.repeat(500)}`).page).toHaveLength(200)
  })
})

// Strapi's users-permissions errors become field problems: its fixed messages to their field and a
// translated key, its validation details to the field their path names, the rest to the form.
import { describe, expect, it } from 'vitest'
import { problemsFrom } from './errors'

const strapi = (message: string, details: unknown = {}) => ({ data: null, error: { status: 400, name: 'ValidationError', message, details } })

describe('problemsFrom', () => {
  it('puts a wrong password on the password field, an unconfirmed account on the identifier', () => {
    expect(problemsFrom(strapi('Invalid identifier or password'), ['identifier', 'password'])).toEqual({ password: { key: 'invalidCredentials' } })
    expect(problemsFrom(strapi('Your account email is not confirmed'), ['identifier', 'password'])).toEqual({ identifier: { key: 'notConfirmed' } })
  })

  it("shows a validation detail on the field its path names, in Strapi's words", () => {
    const body = strapi('2 errors occurred', {
      errors: [
        { path: ['password'], message: 'password must be at least 6 characters', name: 'ValidationError' },
        { path: 'email', message: 'email must be a valid email', name: 'ValidationError' },
        { path: ['role'], message: 'role is not allowed' },
      ],
    })
    expect(problemsFrom(body, ['username', 'email', 'password'])).toEqual({
      password: { text: 'password must be at least 6 characters' },
      email: { text: 'email must be a valid email' },
    })
  })

  it('never shows markup or an overlong message from the backend, and falls back to the form', () => {
    const body = strapi('x', { errors: [{ path: ['email'], message: '<img src=x onerror=alert(1)>' }] })
    expect(problemsFrom(body, ['email'])).toEqual({ email: { key: 'failed' } })
    expect(problemsFrom(strapi('Something else'), ['email'])).toEqual({ form: { key: 'failed' } })
    expect(problemsFrom('<html>', ['email'])).toEqual({ form: { key: 'failed' } })
    expect(problemsFrom(strapi('Your account has been blocked by an administrator'), ['identifier', 'password'])).toEqual({ form: { key: 'blocked' } })
  })

  it('matches a known message exactly (one that merely contains it is not it)', () => {
    expect(problemsFrom(strapi('Incorrect code provided'), ['password', 'passwordConfirmation', 'code'])).toEqual({ code: { key: 'invalidCode' } })
    expect(problemsFrom(strapi('Note: Incorrect code provided twice'), ['code'])).toEqual({ form: { key: 'failed' } })
  })
})

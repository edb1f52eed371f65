// The email transport for real: SMTP from workerd (worker-mailer over cloudflare:sockets) to maildev,
// the mail read back through maildev's REST API; an HTTP email API against a local fake.
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { type OutgoingEmail, sendEmail } from '../../src/modules/alerts/transport.server'
import { maildevMails, smtpEnv } from './alert-helpers'

const email = (to: string): OutgoingEmail => ({
  from: { name: 'Marsa', email: 'alerts@marsa.example' },
  to,
  subject: 'Nouveautés pour « Marina 2 ch. »',
  text: 'Bonjour\n.\nfin',
  html: '<p dir="ltr">Bonjour</p>',
  headers: { 'List-Unsubscribe': '<http://example.com/alerts/unsubscribe?token=abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
})

describe('SMTP to maildev', () => {
  it('delivers subject, both parts and the one-click unsubscribe headers', async () => {
    const to = `transport-${crypto.randomUUID()}@example.org`
    expect(await sendEmail(smtpEnv(env), email(to))).toEqual({ ok: true })
    const [mail] = await maildevMails(to)
    expect(mail?.subject).toBe('Nouveautés pour « Marina 2 ch. »')
    expect(mail?.text).toContain('Bonjour')
    // A line of one dot is dot-stuffed on the wire and arrives as it was.
    expect(mail?.text).toContain('\n.\n')
    expect(mail?.html).toContain('<p dir="ltr">Bonjour</p>')
    expect(mail?.source).toMatch(/^List-Unsubscribe: <http:\/\/example\.com\/alerts\/unsubscribe\?token=abc>\r?$/m)
    expect(mail?.source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
  })

  it('reports a server that is down as worth retrying, without the address', async () => {
    const outcome = await sendEmail({ ...smtpEnv(env), SMTP_PORT: String(inject('maildev').closedPort) }, email('down@example.org'))
    expect(outcome).toMatchObject({ ok: false, retry: true })
    expect(JSON.stringify(outcome)).not.toContain('down@example.org')
  })

  it('gives up on a slow server after EMAIL_TIMEOUT_MS, to retry later', async () => {
    const started = Date.now()
    const outcome = await sendEmail({ ...smtpEnv(env), SMTP_PORT: String(inject('maildev').silentPort), EMAIL_TIMEOUT_MS: '300' }, email('slow@example.org'))
    expect(outcome).toMatchObject({ ok: false, retry: true })
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('is off with no transport configured', async () => {
    expect(await sendEmail({ ...smtpEnv(env), EMAIL_TRANSPORT: '' }, email('off@example.org'))).toMatchObject({ ok: false, retry: true })
  })
})

describe('HTTP email API', () => {
  afterEach(() => vi.restoreAllMocks())

  it('posts the email as JSON with the key as a Bearer token', async () => {
    const calls: Request[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push(new Request(input as RequestInfo, init))
      return new Response('{"id":"1"}', { status: 200 })
    })
    const outcome = await sendEmail(
      { EMAIL_TRANSPORT: 'http', EMAIL_API_URL: 'http://email-api.test/emails', EMAIL_API_KEY: 'key-1' },
      email('api@example.org'),
    )
    expect(outcome).toEqual({ ok: true })
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer key-1')
    const body = (await calls[0]?.json()) as Record<string, unknown>
    expect(body).toMatchObject({ from: 'Marsa <alerts@marsa.example>', to: ['api@example.org'], subject: email('x').subject })
    expect(body.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
  })

  it.each([
    [503, true],
    [429, true],
    [422, false],
  ])('answers %i: retry %s', async (status, retry) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status }))
    expect(
      await sendEmail({ EMAIL_TRANSPORT: 'http', EMAIL_API_URL: 'http://email-api.test/emails', EMAIL_API_KEY: 'k' }, email('a@example.org')),
    ).toMatchObject({ ok: false, retry })
  })
})

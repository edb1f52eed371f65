// What the lead endpoint refuses in a visitor's input (security review F10), through the whole
// worker in workerd: an email address a mail server would refuse, a date that does not exist (each
// with the field named), and an oversized body, whether it declares its length or streams it.
import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LEAD_MAX_BYTES } from '../../src/features/leads/guard'
import { ORIGIN } from './helpers'
import { freshIp, post, postForm, row, VALID } from './lead-helpers'

interface Refusal {
  error: string
  field?: string
  fields?: Record<string, string>
}

describe('an email address', () => {
  it.each([
    'am..ira@example.com',
    '.amira@example.com',
    'amira.@example.com',
    `${'a'.repeat(65)}@example.com`,
    'amira@-example.com',
    'amira@example-.com',
    `amira@${'b'.repeat(64)}.com`,
    'amira@example.123',
    'amira@example..com',
    'amira@localhost',
    '"amira"@example.com',
  ])('a mail server would refuse (%s) is refused, naming the field', async (email) => {
    const response = await post({ ...VALID, email })
    expect(response.status).toBe(400)
    const body = (await response.json()) as Refusal
    expect(body.field).toBe('email')
    expect(body.fields?.email).toBe('You have entered incorrect email')
  })

  it('is accepted in its internationalised forms, and stored as typed', async () => {
    for (const email of ['user@مثال.إختبار', 'почта@пример.рф', 'first.last+tag@mail.example.co.uk']) {
      const id = crypto.randomUUID()
      expect((await post({ ...VALID, email, lead_id: id })).status, email).toBe(200)
      expect((await row(id))?.lead.email).toBe(email)
    }
  })

  it('comes back on the form page with its message when posted without JavaScript', async () => {
    const response = await postForm({ ...VALID, email: 'am..ira@example.com' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('You have entered incorrect email')
    expect(html).toContain('am..ira@example.com')
  })
})

describe('a preferred date', () => {
  it.each(['2024-02-31T25:61', '2026-02-29', '2026-04-31', '2026-12-02T24:00', '2026-13-01', '1999-12-31'])(
    'that does not exist (%s) is refused, naming the field',
    async (date) => {
      const response = await post({ ...VALID, source: 'request-call', date })
      expect(response.status).toBe(400)
      expect(((await response.json()) as Refusal).field).toBe('date')
    },
  )

  it('that exists is kept, and a leap day too', async () => {
    for (const date of ['2028-02-29', '2026-12-02T14:30']) {
      const id = crypto.randomUUID()
      expect((await post({ ...VALID, source: 'request-call', date, lead_id: id })).status).toBe(200)
      expect((await row(id))?.lead).toMatchObject({ date, schedule_from: date })
    }
  })
})

describe('an oversized body', () => {
  const oversized = JSON.stringify({ ...VALID, comments: 'x'.repeat(LEAD_MAX_BYTES + 1000) })
  const headers = () => ({ 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': freshIp() })

  /** `text` as a chunked stream (no Content-Length), in 1 KB chunks. */
  function chunked(text: string): ReadableStream<Uint8Array> {
    const bytes = new TextEncoder().encode(text)
    let offset = 0
    return new ReadableStream({
      pull(controller) {
        if (offset >= bytes.length) return controller.close()
        controller.enqueue(bytes.slice(offset, offset + 1024))
        offset += 1024
      },
    })
  }

  async function expectTooLarge(response: Response) {
    expect(response.status).toBe(413)
    expect(((await response.json()) as Refusal).error).toBe('too_large')
  }

  /** The next request on the same worker is served as usual. */
  async function expectNextServed() {
    const id = crypto.randomUUID()
    expect((await post({ ...VALID, lead_id: id })).status).toBe(200)
    expect((await row(id))?.status).toBe('pending')
  }

  it('is refused with 413 when it declares its Content-Length, and the next request is unaffected', async () => {
    const request = new Request(`${ORIGIN}/api/leads`, { method: 'POST', headers: headers(), body: oversized })
    await expectTooLarge(await SELF.fetch(request))
    await expectNextServed()
  })

  it('is refused with 413 when sent chunked (no Content-Length), and the next request is unaffected', async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/leads`, { method: 'POST', headers: headers(), body: chunked(oversized), duplex: 'half' } as RequestInit)
    await expectTooLarge(response)
    await expectNextServed()
  })

  it('is read only up to the limit: an endless chunked body gets 413 too', async () => {
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024
        controller.enqueue(new TextEncoder().encode(' '.repeat(1024)))
      },
    })
    const response = await SELF.fetch(`${ORIGIN}/api/leads`, { method: 'POST', headers: headers(), body: endless, duplex: 'half' } as RequestInit)
    await expectTooLarge(response)
    expect(sent).toBeLessThan(LEAD_MAX_BYTES * 8)
    await expectNextServed()
  })

  it('is refused as a plain form post too, with the form page', async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/leads`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
      body: chunked(new URLSearchParams({ ...VALID, comments: 'x'.repeat(LEAD_MAX_BYTES) }).toString()),
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
  })
})

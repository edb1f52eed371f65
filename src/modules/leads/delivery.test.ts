// The lead backend's acknowledgement, the redaction of its error text, and the lease arithmetic
// (the delivery itself, against a real HTTP server: test/integration/lead-delivery.test.ts).
import { describe, expect, it } from 'vitest'
import { acknowledgement, BAD_RESPONSE, errorMessage, leaseMs, redactError } from './delivery.server'

const ID = '4f7c2a9e-1b2d-4e3f-8a9b-0c1d2e3f4a5b'
const json = (value: unknown) => ({ text: JSON.stringify(value), truncated: false })

describe('acknowledgement', () => {
  it.each([
    ['application/json', { ok: true }],
    ['application/json; charset=utf-8', { success: true, lead_id: ID }],
    ['Application/JSON', { leadId: ID, id: 981 }],
    ['application/vnd.crm+json', { data: { lead_id: ID, id: 'crm-77' } }],
    // No field that could contradict it: a JSON object is an acknowledgement.
    ['application/json', {}],
  ])('accepts %s %j', (type, body) => {
    expect(acknowledgement(type, json(body), ID)).toBeNull()
  })

  it.each([
    ['text/html; charset=utf-8', '<html>Maintenance</html>', 'the answer is text/html, not JSON'],
    ['text/plain', '{"ok":true}', 'the answer is text/plain, not JSON'],
    [null, '{"ok":true}', 'the answer is no content type, not JSON'],
    ['text/html; <script>alert(1)</script>', 'x', 'the answer is text/html, not JSON'],
    ['ab cd', 'x', 'the answer is no content type, not JSON'],
    ['application/json', '', 'the answer is empty'],
    ['application/json', '  \n', 'the answer is empty'],
    ['application/json', '{"ok":tr', 'the answer is not valid JSON'],
    ['application/json', '[{"ok":true}]', 'the answer is not a JSON object'],
    ['application/json', 'true', 'the answer is not a JSON object'],
    ['application/json', '{"ok":false}', 'the answer\'s "ok" is not true'],
    ['application/json', '{"ok":"true"}', 'the answer\'s "ok" is not true'],
    ['application/json', '{"ok":true,"success":0}', 'the answer\'s "success" is not true'],
    ['application/json', '{"lead_id":"00000000-0000-4000-8000-000000000000"}', 'the answer\'s "lead_id" is not this lead\'s'],
    ['application/json', '{"lead_id":null}', 'the answer\'s "lead_id" is not this lead\'s'],
    ['application/json', `{"data":{"leadId":"${ID.toUpperCase()}"}}`, 'the answer\'s "leadId" is not this lead\'s'],
  ])('refuses %s %s', (type, text, reason) => {
    expect(acknowledgement(type, { text, truncated: false }, ID)).toBe(reason)
  })

  it('refuses an answer too large to read whole', () => {
    expect(acknowledgement('application/json', { text: '{"ok":true,', truncated: true }, ID)).toBe('the answer is larger than 64 KB')
  })
})

describe('redactError', () => {
  it.each([
    ['phone +971 50 123 4567 already exists', 'phone [number] already exists'],
    ['phone +971501234567 already exists', 'phone [number] already exists'],
    ['Phone (050) 123-4567 is invalid', 'Phone [number] is invalid'],
    ['email amira.saleh@example.com is invalid', 'email [email] is invalid'],
    ['email amira%40example.com is invalid', 'email [email] is invalid'],
    ['name "Amira Saleh" is taken', 'name "[value]" is taken'],
    ["name 'Amira Saleh' is taken", "name '[value]' is taken"],
    ['name «Амира» is taken', 'name "[value]" is taken'],
    ['see https://crm.example/leads?email=a@b.c&phone=971', 'see [url]'],
    // What identifies no one stays, so ops can still read the reason.
    ["Invalid lead: the source doesn't exist", "Invalid lead: the source doesn't exist"],
    ['Error 4221: quota of 50 leads per minute', 'Error 4221: quota of 50 leads per minute'],
    ['line\none\u0000\u202etwo', 'line one two'],
  ])('%j → %j', (text, redacted) => {
    expect(redactError(text)).toBe(redacted)
  })

  it('bounds what it keeps', () => {
    expect(redactError('x'.repeat(10_000))).toHaveLength(300)
  })
})

describe('errorMessage', () => {
  it("is the redacted `message`, else the spec's default", () => {
    expect(errorMessage('{"message":"email a@b.co exists"}')).toBe('email [email] exists')
    expect(errorMessage('{"message":"  "}')).toBe(BAD_RESPONSE)
    expect(errorMessage('{"error":"x"}')).toBe(BAD_RESPONSE)
    expect(errorMessage('<html>502</html>')).toBe(BAD_RESPONSE)
  })
})

describe('leaseMs', () => {
  it('covers the whole time-out and a margin as long again, at least a second', () => {
    expect(leaseMs(10_000)).toBe(20_000)
    expect(leaseMs(200)).toBe(1200)
    for (const timeout of [1, 200, 999, 1000, 10_000, 60_000]) expect(leaseMs(timeout) - timeout).toBeGreaterThanOrEqual(Math.max(timeout, 1000))
  })
})

// The body format the lead and account endpoints accept: JSON or a form, whatever the parameters and case.
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { bodyFormat } from './body-format'

const app = new Hono().post('/', (c) => c.text(String(bodyFormat(c))))
const formatFor = async (type?: string) => (await app.request('/', { method: 'POST', headers: type ? { 'content-type': type } : {}, body: 'x' })).text()

describe('bodyFormat', () => {
  it('reads JSON and a urlencoded form, ignoring parameters and case; anything else is null', async () => {
    expect(await formatFor('application/json; charset=utf-8')).toBe('json')
    expect(await formatFor('Application/X-WWW-Form-Urlencoded')).toBe('form')
    expect(await formatFor('text/plain')).toBe('null')
    expect(await formatFor('multipart/form-data; boundary=x')).toBe('null')
  })
})

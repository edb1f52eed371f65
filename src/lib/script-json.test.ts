import { describe, expect, it } from 'vitest'
import { scriptJson } from './script-json'

describe('scriptJson', () => {
  it('can never close its script element, and parses back unchanged', () => {
    const hostile = { name: '</script><script>alert(1)</script><!-- & \u2028' }
    const text = scriptJson(hostile)
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(text).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(text)).toEqual(hostile)
  })
})

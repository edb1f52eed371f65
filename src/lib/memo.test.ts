import { describe, expect, it } from 'vitest'
import { memoByObject } from './memo'

describe('memoByObject', () => {
  it('builds once per key object and again for another object', () => {
    let builds = 0
    const lengthOf = memoByObject((key: { text: string }) => {
      builds++
      return { length: key.text.length }
    })
    const a = { text: 'abc' }
    const first = lengthOf(a)
    expect(lengthOf(a)).toBe(first)
    expect(builds).toBe(1)
    expect(lengthOf({ text: 'abc' })).not.toBe(first)
    expect(builds).toBe(2)
  })
})

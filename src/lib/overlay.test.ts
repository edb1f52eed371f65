import { describe, expect, it } from 'vitest'
import { renderHook } from '../../test/unit/render-hook'
import { overlaysAtom, useOverlay } from './overlay'

describe('useOverlay', () => {
  it.each(['nope', '', 'Contact', 'constructor', '__proto__', 'toString', 'hasOwnProperty'])('throws "Overlay not found" for the unknown id %j', (id) => {
    const { result, store } = renderHook(useOverlay)
    expect(() => result.open(id)).toThrow(new Error('Overlay not found'))
    expect(store.get(overlaysAtom)).toEqual([])
  })

  it('opens "contact" with its props and resolves with the value it is closed with', async () => {
    const { result, store } = renderHook(useOverlay)
    const props = { labels: { title: 'Contact Us' } }
    const closed = result.open<string>('contact', props)
    const [overlay] = store.get(overlaysAtom)
    expect(overlay).toMatchObject({ id: 'contact', props })
    if (!overlay) throw new Error('no overlay opened')
    result.close(overlay.key, 'chosen')
    await expect(closed).resolves.toBe('chosen')
    expect(store.get(overlaysAtom)).toEqual([])
  })

  it('resolves with undefined when closed without a value (Escape)', async () => {
    const { result, store } = renderHook(useOverlay)
    const closed = result.open('contact')
    const key = store.get(overlaysAtom)[0]?.key ?? -1
    result.close(key)
    await expect(closed).resolves.toBeUndefined()
  })

  it('keeps overlays apart: closing one leaves the other open and pending', async () => {
    const { result, store } = renderHook(useOverlay)
    const first = result.open('contact', { n: 1 })
    const second = result.open('contact', { n: 2 })
    const [a, b] = store.get(overlaysAtom)
    if (!a || !b) throw new Error('two overlays expected')
    expect(a.key).not.toBe(b.key)
    result.close(b.key, 'two')
    await expect(second).resolves.toBe('two')
    expect(store.get(overlaysAtom).map((o) => o.props)).toEqual([{ n: 1 }])
    let settled = false
    void first.then(() => {
      settled = true
    })
    await Promise.resolve()
    expect(settled).toBe(false)
    result.close(a.key, 'one')
    await expect(first).resolves.toBe('one')
  })

  it('ignores closing an unknown key', () => {
    const { result, store } = renderHook(useOverlay)
    void result.open('contact')
    result.close(-42, 'x')
    expect(store.get(overlaysAtom)).toHaveLength(1)
  })
})

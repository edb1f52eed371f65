import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderHook } from '../../test/unit/render-hook'
import { closeToast, pushToast, TOAST_DURATION_MS, TOAST_MAX, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX, type Toast, toastsAtom, useToast } from './toast'

describe('toast constants (spec section 10)', () => {
  it('keeps 5, closes after 5000 ms, removes 200 ms after closing, swipes at 50 px', () => {
    expect(TOAST_MAX).toBe(5)
    expect(TOAST_DURATION_MS).toBe(5000)
    expect(TOAST_REMOVE_DELAY_MS).toBe(200)
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50)
  })
})

describe('pushToast', () => {
  it('appends an open toast with the caller-supplied fields and id', () => {
    const before: Toast[] = []
    const after = pushToast(before, { title: 'Saved', description: 'ok', color: 'success', duration: 100 }, 't1')
    expect(after).toEqual([{ id: 't1', open: true, title: 'Saved', description: 'ok', color: 'success', duration: 100 }])
    expect(before).toEqual([])
  })

  it('generates a different id for each toast when none is given', () => {
    const list = pushToast(pushToast([], { title: 'a' }), { title: 'b' })
    expect(list[0]?.id).toMatch(/^toast-\d+$/)
    expect(list[0]?.id).not.toBe(list[1]?.id)
  })

  it('keeps at most 5, dropping the oldest', () => {
    let list: Toast[] = []
    for (let i = 1; i <= 7; i++) list = pushToast(list, { title: `n${i}` }, `t${i}`)
    expect(list.map((t) => t.id)).toEqual(['t3', 't4', 't5', 't6', 't7'])
  })

  it('replaces a toast of the same key instead of stacking it, and leaves the others', () => {
    let list = pushToast([], { title: 'Sent' }, 'lead')
    for (const [i, title] of ['Saved', 'Removed', 'Saved'].entries()) list = pushToast(list, { title, key: 'shortlist' }, `s${i}`)
    expect(list.map((t) => [t.id, t.title])).toEqual([
      ['lead', 'Sent'],
      ['s2', 'Saved'],
    ])
  })
})

describe('closeToast', () => {
  it('marks only that toast closed and keeps it in the list', () => {
    const list = pushToast(pushToast([], { title: 'a' }, 'a'), { title: 'b' }, 'b')
    const closed = closeToast(list, 'a')
    expect(closed.map((t) => [t.id, t.open])).toEqual([
      ['a', false],
      ['b', true],
    ])
    expect(list.every((t) => t.open)).toBe(true)
  })

  it('changes nothing for an unknown id', () => {
    const list = pushToast([], { title: 'a' }, 'a')
    expect(closeToast(list, 'zz')).toEqual(list)
  })
})

describe('useToast', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('adds toasts to the shared store and keeps the newest 5', () => {
    const { result, store } = renderHook(useToast)
    const ids = Array.from({ length: 6 }, (_, i) => result.add({ title: `n${i}` }))
    expect(new Set(ids).size).toBe(6)
    expect(store.get(toastsAtom).map((t) => t.id)).toEqual(ids.slice(1))
    expect(store.get(toastsAtom).every((t) => t.open)).toBe(true)
  })

  it('closes a toast at once and removes it 200 ms later', () => {
    const { result, store } = renderHook(useToast)
    const keep = result.add({ title: 'keep' })
    const gone = result.add({ title: 'gone' })
    result.remove(gone)
    expect(store.get(toastsAtom).find((t) => t.id === gone)?.open).toBe(false)
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1)
    expect(store.get(toastsAtom).map((t) => t.id)).toEqual([keep, gone])
    vi.advanceTimersByTime(1)
    expect(store.get(toastsAtom).map((t) => t.id)).toEqual([keep])
    expect(store.get(toastsAtom)[0]?.open).toBe(true)
  })
})

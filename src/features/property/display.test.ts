import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { chosenUnitsAtom, saveUnits } from './display'

describe('the units picked on the property page', () => {
  it('start unpicked: the islands show what the server rendered (the cookie)', () => {
    expect(createStore().get(chosenUnitsAtom)).toBeNull()
  })

  it('are saved in the site-wide cookie through /units, without following its redirect', async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 200 }))
    await saveUnits({ currency: 'EUR', unit: 'sqm' }, fetcher as unknown as typeof fetch)
    expect(fetcher).toHaveBeenCalledWith('/units?currency=EUR&unit=sqm&next=%2F', { redirect: 'manual', credentials: 'same-origin' })
  })

  it('keep the pick for this page view when saving fails', async () => {
    const fetcher = vi.fn(async () => {
      throw new TypeError('offline')
    })
    await expect(saveUnits({ currency: 'GBP', unit: 'sqft' }, fetcher as unknown as typeof fetch)).resolves.toBeUndefined()
  })
})

describe('saveUnits', () => {
  it('sends two quick choices one after the other, so the last one made sets the cookie last', async () => {
    const order: string[] = []
    let release: () => void = () => {}
    const fetcher = ((url: string) => {
      order.push(`start ${url}`)
      // The first answer is slow; the second request must wait for it.
      return order.length === 1 ? new Promise<Response>((resolve) => (release = () => resolve(new Response(null)))) : Promise.resolve(new Response(null))
    }) as unknown as typeof fetch
    const first = saveUnits({ currency: 'USD', unit: 'sqft' }, fetcher)
    const second = saveUnits({ currency: 'USD', unit: 'sqm' }, fetcher)
    await Promise.resolve()
    expect(order).toHaveLength(1)
    release()
    await Promise.all([first, second])
    expect(order).toHaveLength(2)
    expect(order[1]).toContain('sqm')
  })
})

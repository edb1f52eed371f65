import { describe, expect, it } from 'vitest'
import { OVERLAY_IDS } from '../lib/overlay'
import { overlayComponents } from './overlays'

describe('overlayComponents', () => {
  it.each(OVERLAY_IDS)('loads the %s overlay component lazily', async (id) => {
    const module = await overlayComponents[id]()
    expect(typeof module.default).toBe('function')
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { COLOR_MODE_KEY, COLOR_MODE_SCRIPT, COLOR_MODES, isColorMode, readColorMode, saveColorMode } from './color-mode'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  }
}

describe('color mode', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('stores system | light | dark under "nuxt-color-mode"', () => {
    expect(COLOR_MODE_KEY).toBe('nuxt-color-mode')
    expect(COLOR_MODES).toEqual(['system', 'light', 'dark'])
    expect(COLOR_MODE_SCRIPT).toContain(`localStorage.getItem('${COLOR_MODE_KEY}')`)
  })

  it.each([
    ['system', true],
    ['dark', true],
    ['Dark', false],
    ['', false],
    [null, false],
    [1, false],
  ])('isColorMode(%j) is %s', (value, expected) => {
    expect(isColorMode(value)).toBe(expected)
  })

  it('reads the stored preference, "system" when absent or invalid', () => {
    vi.stubGlobal('localStorage', memoryStorage({ [COLOR_MODE_KEY]: 'dark' }))
    expect(readColorMode()).toBe('dark')
    vi.stubGlobal('localStorage', memoryStorage({ [COLOR_MODE_KEY]: 'sepia' }))
    expect(readColorMode()).toBe('system')
    vi.stubGlobal('localStorage', memoryStorage())
    expect(readColorMode()).toBe('system')
  })

  it('reads "system" when storage throws (private mode)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError')
      },
    })
    expect(readColorMode()).toBe('system')
  })

  it('saves the choice and applies it through the head script hook', () => {
    const storage = memoryStorage()
    const apply = vi.fn()
    vi.stubGlobal('localStorage', storage)
    vi.stubGlobal('window', { __applyColorMode: apply })
    saveColorMode('light')
    expect(storage.data.get(COLOR_MODE_KEY)).toBe('light')
    expect(apply).toHaveBeenCalledWith('light')
  })

  it('still applies the choice when storage refuses it', () => {
    const apply = vi.fn()
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    })
    vi.stubGlobal('window', { __applyColorMode: apply })
    expect(() => saveColorMode('dark')).not.toThrow()
    expect(apply).toHaveBeenCalledWith('dark')
  })
})

// Color mode (spec section 4): preference system | light | dark in localStorage 'nuxt-color-mode';
// `system` follows the OS live. The inline script runs before first paint, so there is no flash.

export const COLOR_MODE_KEY = 'nuxt-color-mode'
export const COLOR_MODES = ['system', 'light', 'dark'] as const
export type ColorMode = (typeof COLOR_MODES)[number]
export type ForcedColorMode = Exclude<ColorMode, 'system'>

/**
 * The head script (CSP nonce'd). Reads the forced mode from <html data-forced-color-mode>, else the
 * stored preference; sets the `dark` class and `data-color-mode`; re-applies when the OS changes.
 * Exposes `window.__applyColorMode(pref)` for the switch island.
 */
export const COLOR_MODE_SCRIPT = `(function(){var d=document.documentElement,m=matchMedia('(prefers-color-scheme: dark)');function a(p){var f=d.dataset.forcedColorMode;if(p!=='light'&&p!=='dark')p='system';var v=f||(p==='system'?(m.matches?'dark':'light'):p);d.classList.toggle('dark',v==='dark');d.dataset.colorMode=p;d.dataset.colorValue=v}function g(){try{return localStorage.getItem('${COLOR_MODE_KEY}')}catch(e){return null}}window.__applyColorMode=a;a(g());m.addEventListener('change',function(){a(g())})})()`

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value)
}

export function readColorMode(): ColorMode {
  try {
    const stored = localStorage.getItem(COLOR_MODE_KEY)
    return isColorMode(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

export function saveColorMode(mode: ColorMode): void {
  try {
    localStorage.setItem(COLOR_MODE_KEY, mode)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  ;(window as unknown as { __applyColorMode?: (m: ColorMode) => void }).__applyColorMode?.(mode)
}

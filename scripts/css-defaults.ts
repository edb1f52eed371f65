// The page CSS's UnoCSS defaults as registered custom properties (scripts/build.ts).

/**
 * UnoCSS gives every element and pseudo-element ~50 custom properties (`*,::before,::after{--un-rotate:0;…}`,
 * the defaults its transform, ring, shadow, filter and numeric utilities compose), and the same on
 * `::backdrop`: style recalculation then copies them into every element's style, which measured
 * ~30 % of the first style pass of a page. Registered with `@property` instead (not inherited, the
 * same initial values), no element carries them until a utility sets one: what Tailwind 4 does.
 */
export function registeredDefaults(css: string): string {
  const universal = /(?:\*,::before,::after|::backdrop)\{((?:--un-[\w-]+:[^;{}]*;)+)\}/g
  const rule = universal.exec(css)
  if (!rule?.[1]) return css
  const properties = [...rule[1].matchAll(/(--un-[\w-]+):([^;]*);/g)]
    .map(([, name, value = '']) => `@property ${name}{syntax:'*';inherits:false;initial-value:${value.trim() || ' '}}`)
    .join('')
  return properties + css.replace(universal, '')
}

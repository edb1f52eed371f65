import { describe, expect, it } from 'vitest'
import { registeredDefaults } from '../../scripts/css-defaults'

const UNO =
  '*,::before,::after{--un-rotate:0;--un-pan-x: ;--un-ring-color:rgb(147 197 253 / 0.5);}::backdrop{--un-rotate:0;--un-pan-x: ;--un-ring-color:rgb(147 197 253 / 0.5);}' +
  '::backdrop{--un-bg-opacity:1;background-color:rgb(18 17 16 / var(--un-bg-opacity));}.rotate-1{--un-rotate:1deg;transform:rotate(var(--un-rotate));}'

describe('registeredDefaults', () => {
  it("turns UnoCSS's per-element defaults into @property rules with the same initial values, not inherited", () => {
    const css = registeredDefaults(UNO)
    expect(css).toContain("@property --un-rotate{syntax:'*';inherits:false;initial-value:0}")
    expect(css).toContain("@property --un-ring-color{syntax:'*';inherits:false;initial-value:rgb(147 197 253 / 0.5)}")
    // An empty default stays empty (not the guaranteed-invalid value): `var(--un-pan-x) var(--un-pan-y)` keeps working.
    expect(css).toContain("@property --un-pan-x{syntax:'*';inherits:false;initial-value: }")
  })

  it('drops the universal and ::backdrop default blocks, and keeps every other rule', () => {
    const css = registeredDefaults(UNO)
    expect(css).not.toContain('*,::before,::after{')
    expect(css).not.toContain('::backdrop{--un-rotate')
    expect(css).toContain('::backdrop{--un-bg-opacity:1;background-color:rgb(18 17 16 / var(--un-bg-opacity));}')
    expect(css).toContain('.rotate-1{--un-rotate:1deg;transform:rotate(var(--un-rotate));}')
    expect(css.match(/@property/g)).toHaveLength(3)
  })

  it('leaves CSS without such a block as it is', () => {
    expect(registeredDefaults('.a{color:red}')).toBe('.a{color:red}')
  })
})

import { describe, expect, it } from 'vitest'
import { computeTool, readForm } from './forms'

describe('readForm', () => {
  it('starts from the initial values when nothing is sent', () => {
    const form = readForm('mortgage', {})
    expect(form.errors).toEqual({})
    expect(form.numbers).toMatchObject({ price: 2_000_000, age: 35, term: 25, rate: 4.5 })
    expect(computeTool('mortgage', form)?.mortgage?.loanAed).toBe(1_600_000)
  })

  it('takes a carried price alone and computes the rest from defaults (the chain)', () => {
    const form = readForm('costs', { price: '3000000', loan: '2400000' })
    expect(form.errors).toEqual({})
    expect(computeTool('costs', form)?.costs?.lines.map((l) => l.id)).toContain('mortgageRegistration')
  })

  it.each([
    ['price', '', 'required'],
    ['price', 'abc', 'invalid'],
    ['price', 'NaN', 'invalid'],
    ['price', '1e15', 'invalid'],
    ['price', '1000000000000000', 'max'],
    ['price', '-2000000', 'negative'],
    ['price', '0', 'min'],
    ['age', '17', 'min'],
    ['age', '81', 'max'],
    ['rate', '21', 'max'],
    ['term', '0', 'min'],
  ])('reports %s=%j as %s', (name, value, error) => {
    const form = readForm('mortgage', { [name]: value })
    expect(form.errors).toEqual({ [name]: error })
    expect(computeTool('mortgage', form)).toBeNull()
  })

  it('refuses a down payment above the price', () => {
    expect(readForm('mortgage', { price: '1000000', down: '2000000' }).errors).toEqual({ down: 'max' })
  })

  it('lets an optional field be empty', () => {
    const form = readForm('mortgage', { income: '', down: '' })
    expect(form.errors).toEqual({})
    expect(form.numbers.income).toBeUndefined()
  })

  it('reads non-string values from a repeated parameter as not sent text', () => {
    expect(readForm('mortgage', { price: ['1', '2'] as unknown as string }).errors).toEqual({ price: 'required' })
  })

  it('allow-lists the choices', () => {
    const form = readForm('mortgage', { buyer: 'martian', home: 'second', offplan: '1' })
    expect(form).toMatchObject({ buyer: 'expat', home: 'second', offPlan: true })
  })

  it('checks the Golden Visa on the price carried', () => {
    expect(computeTool('golden-visa', readForm('golden-visa', { price: '2000000' }))?.goldenVisa?.eligible).toBe(true)
    expect(computeTool('golden-visa', readForm('golden-visa', { price: '1999999' }))?.goldenVisa?.eligible).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { type AmountResult, MAX_AMOUNT_USD, MIN_AMOUNT_USD, parseAmount } from './schema'

const ok = (value: number): AmountResult => ({ ok: true, value })
const error = (kind: 'required' | 'invalid' | 'negative' | 'min' | 'max'): AmountResult => ({ ok: false, error: kind })

describe('parseAmount', () => {
  it.each([
    ['500000', 500_000],
    ['1,000,000', 1_000_000],
    ['1.000.000', 1_000_000],
    ['1 000 000', 1_000_000],
    ['1\u00a0000\u00a0000', 1_000_000],
    ['1\u202f000\u202f000', 1_000_000],
    ["1'000'000", 1_000_000],
    ['10,00,000', 1_000_000],
    ['500,000', 500_000],
    ['500.000', 500_000],
    ['1,000,000.50', 1_000_000.5],
    ['1.000.000,50', 1_000_000.5],
    ['25000.5', 25_000.5],
    ['25000,75', 25_000.75],
    ['  750000  ', 750_000],
    ['$500,000', 500_000],
    ['US$ 500,000', 500_000],
    ['500,000 USD', 500_000],
    ['usd500000', 500_000],
    ['+20000', 20_000],
    ['١٬٠٠٠٬٠٠٠', 1_000_000],
    ['٥٠٠٠٠٠', 500_000],
    ['‏٢٥٠٬٠٠٠٫٥٠ US$', 250_000.5],
    ['۷۵۰۰۰', 75_000],
    ['１００００００', 1_000_000],
    ['10000', MIN_AMOUNT_USD],
    ['100,000,000', MAX_AMOUNT_USD],
  ])('reads %j as %d US dollars', (input, value) => {
    expect(parseAmount(input)).toEqual(ok(value))
  })

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [null, 'required'],
    [undefined, 'required'],
    ['$', 'required'],
    ['abc', 'invalid'],
    ['12abc', 'invalid'],
    ['1e6', 'invalid'],
    ['0x1F4', 'invalid'],
    ['Infinity', 'invalid'],
    ['NaN', 'invalid'],
    ['1,,000', 'invalid'],
    ['1.000.000,00.5', 'invalid'],
    [',500', 'invalid'],
    ['500,', 'invalid'],
    ['5 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0', 'invalid'],
    ['-', 'invalid'],
    ['-500000', 'negative'],
    ['−500,000', 'negative'],
    ['-US$500,000', 'negative'],
    ['0', 'min'],
    ['-0', 'min'],
    ['9999.99', 'min'],
    ['1,5', 'min'],
    ['100000000.01', 'max'],
    ['1,000,000,000', 'max'],
    ['99999999999999999999999', 'max'],
  ] as const)('refuses %j: %s', (input, kind) => {
    expect(parseAmount(input)).toEqual(error(kind))
  })
})

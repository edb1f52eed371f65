// The DLD transactions import (scripts/dld): the fixture (the open data's real column layout, quoted
// fields, a byte-order mark, bad rows) is read into residential sales of our areas, every row not
// used is counted by reason, a file that is not the DLD CSV is refused with a clear error, and every
// one of our areas has a DLD district mapped to it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import {
  areaOf,
  bedroomsOf,
  DLD_AREAS,
  DldFileError,
  homeTypeOf,
  isoDate,
  readTransactions,
  report,
  SQFT_PER_SQM,
  type Transaction,
  transactionsSql,
} from '../../scripts/dld/transactions'
import { locations } from '../../seed/content/locations'

const fixture = readFileSync(join(import.meta.dirname, '../fixtures/dld-transactions.csv'), 'utf8')

describe('reading the DLD transactions file', () => {
  const result = readTransactions(fixture)

  it('keeps the residential sales in our areas and counts every other row by reason', () => {
    const skipped = Object.values(result.skipped).reduce((sum, n) => sum + (n ?? 0), 0)
    expect(result.rows).toBe(37)
    expect(result.transactions.length + skipped).toBe(result.rows)
    expect(result.skipped).toEqual({
      notSale: 2,
      notResidential: 1,
      notHome: 2,
      otherArea: 2,
      badDate: 2,
      badSize: 2,
      badPrice: 1,
      implausible: 1,
      duplicate: 1,
      noId: 1,
    })
    expect(result.otherAreas).toEqual([['Al Warqa First', 2]])
    expect(result.from).toBe('2023-05-03')
    expect(result.to).toBe('2025-10-14')
  })

  it('converts square metres to square feet and computes the price per square foot', () => {
    const first = result.transactions.find((t) => t.id === '1-102-2025-10001')
    expect(first).toMatchObject({ area: 'dubai-marina', date: '2025-10-14', type: 'apartment', bedrooms: 1, priceAed: 1_650_000, registration: 'ready' })
    expect(first?.sizeSqft).toBeCloseTo(75.5 * SQFT_PER_SQM, 1)
    expect(first?.aedPerSqft).toBeCloseTo(1_650_000 / (75.5 * SQFT_PER_SQM), 1)
  })

  it('reads quoted fields with commas and quotes, day-first dates, off-plan sales, villas, studios and penthouses', () => {
    const by = (id: number) => result.transactions.find((t) => t.id === `1-102-2025-${10000 + id}`)
    expect(by(2)?.area).toBe('dubai-marina')
    expect(by(4)?.registration).toBe('off-plan')
    expect(by(6)?.bedrooms).toBe(0)
    expect(by(7)).toMatchObject({ type: 'penthouse', bedrooms: null })
    expect(by(14)).toMatchObject({ area: 'palm-jumeirah', type: 'villa', bedrooms: 5 })
    expect(by(21)?.area).toBe('dubai-creek-harbour')
    expect(by(22)?.date).toBe('2025-10-05')
  })

  it('refuses a file that is not the DLD transactions CSV, saying why', () => {
    expect(() => readTransactions('name,price\nA,1\n')).toThrow(DldFileError)
    expect(() => readTransactions('name,price\nA,1\n')).toThrow(/missing columns transaction_id, trans_group_en/)
    expect(() => readTransactions(`${fixture.split('\n')[0]}\n"1-2,Sales\n`)).toThrow(/not a readable CSV file: .*line 2/)
    expect(() => readTransactions(fixture.split('\n')[0] ?? '')).toThrow(/no transactions/)
    expect(() => readTransactions('')).toThrow(DldFileError)
  })

  it('tolerates extra columns in any order', () => {
    const [header, ...rows] = parse(fixture, { bom: true }) as string[][]
    const reorder = (fields: string[]) => [...fields].reverse().map(quote).join(',')
    const text = [`extra_column,${reorder(header ?? [])}`, ...rows.slice(0, 3).map((fields) => `"x, y",${reorder(fields)}`)].join('\n')
    expect(readTransactions(text).transactions).toEqual(result.transactions.slice(0, 3))
  })

  it('reports what it kept per area and each reason it did not use rows', () => {
    const text = report(result)
    expect(text).toContain(`kept ${result.transactions.length} residential sales from 2023-05-03 to 2025-10-14`)
    expect(text).toContain('2 not a sale')
    expect(text).toContain('Al Warqa First (2)')
  })

  it('writes multi-row upserts, quoting text', () => {
    const statements = transactionsSql(result.transactions, 10)
    expect(statements).toHaveLength(Math.ceil(result.transactions.length / 10))
    expect(statements[0]).toMatch(/^INSERT OR REPLACE INTO dld_transactions \(transaction_id, area, date, type, bedrooms/)
    expect(transactionsSql([{ ...(result.transactions[0] as Transaction), id: "o'brien" }])[0]).toContain("'o''brien'")
  })
})

describe('mapping DLD names to our areas', () => {
  it('maps a DLD district of every one of our areas', () => {
    const mapped = new Set(Object.values(DLD_AREAS))
    expect(locations.map((l) => l.slug).filter((slug) => !mapped.has(slug))).toEqual([])
  })

  it('reads the district first, then the master project, whatever the case and spacing', () => {
    expect(areaOf({ area_name_en: 'Marsa Dubai' })).toBe('dubai-marina')
    expect(areaOf({ area_name_en: '  BURJ   KHALIFA ' })).toBe('downtown-dubai')
    expect(areaOf({ area_name_en: 'Hadaeq Sheikh Mohammed Bin Rashid' })).toBe('dubai-hills-estate')
    expect(areaOf({ area_name_en: 'Al Barsha South Fourth' })).toBe('jumeirah-village-circle')
    expect(areaOf({ area_name_en: 'Unknown', master_project_en: 'Arabian Ranches 2' })).toBe('arabian-ranches')
    expect(areaOf({ area_name_en: 'Al Warqa First', master_project_en: '' })).toBeUndefined()
  })

  it('reads DLD dates, rooms and property types', () => {
    expect(isoDate('2025-01-07 00:00:00')).toBe('2025-01-07')
    expect(isoDate('07-01-2025')).toBe('2025-01-07')
    expect(isoDate('07/01/2025')).toBe('2025-01-07')
    expect(isoDate('2025-02-30')).toBeUndefined()
    expect(isoDate('')).toBeUndefined()
    expect([bedroomsOf('Studio'), bedroomsOf('3 B/R'), bedroomsOf('8 B/R'), bedroomsOf('PENTHOUSE'), bedroomsOf('')]).toEqual([0, 3, 6, null, null])
    expect(homeTypeOf({ property_type_en: 'Unit', property_sub_type_en: 'Flat', rooms_en: '1 B/R' })).toBe('apartment')
    expect(homeTypeOf({ property_type_en: 'Villa', property_sub_type_en: 'Villa', rooms_en: '4 B/R' })).toBe('villa')
    expect(homeTypeOf({ property_type_en: 'Unit', property_sub_type_en: 'Flat', rooms_en: 'PENTHOUSE' })).toBe('penthouse')
    expect(homeTypeOf({ property_type_en: 'Land', property_sub_type_en: 'Residential' })).toBeUndefined()
    expect(homeTypeOf({ property_type_en: 'Unit', property_sub_type_en: 'Office' })).toBeUndefined()
  })
})

const quote = (field: string) => `"${field.replace(/"/g, '""')}"`

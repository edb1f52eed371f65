// The Dubai Land Department's transactions open data (the CSV the brokerage downloads from the DLD
// / Dubai Pulse open-data portal) read into our residential sales: which rows are home sales, which
// of our areas each is in, its size in square feet and price per square foot. Every row not used is
// counted with its reason, never silently dropped. Pure (no file or process access): the CLI is
// scripts/dld-import.ts, the tests test/unit/dld-import.test.ts.
import { CsvError, parse } from 'csv-parse/sync'

/** The columns read (the file has more, e.g. the Arabic names, parking, landmarks: they are ignored). */
export const REQUIRED_COLUMNS = [
  'transaction_id',
  'trans_group_en',
  'procedure_name_en',
  'instance_date',
  'property_type_en',
  'property_sub_type_en',
  'property_usage_en',
  'reg_type_en',
  'area_name_en',
  'master_project_en',
  'rooms_en',
  'procedure_area',
  'actual_worth',
] as const

export const SQFT_PER_SQM = 10.7639

/**
 * DLD's area names (area_name_en, the land registry's districts) of our areas. A DLD district is
 * often not the name people use: Dubai Marina is "Marsa Dubai", Downtown is "Burj Khalifa", JVC is
 * "Al Barsha South Fourth", JLT "Al Thanyah Fifth", Dubai Hills Estate "Hadaeq Sheikh Mohammed Bin
 * Rashid", Dubai South "Madinat Al Mataar", Creek Harbour "Al Khairan First".
 */
export const DLD_AREAS: Record<string, string> = {
  'marsa dubai': 'dubai-marina',
  'burj khalifa': 'downtown-dubai',
  'business bay': 'business-bay',
  'palm jumeirah': 'palm-jumeirah',
  'hadaeq sheikh mohammed bin rashid': 'dubai-hills-estate',
  'al barsha south fourth': 'jumeirah-village-circle',
  'al khairan first': 'dubai-creek-harbour',
  'wadi al safa 6': 'arabian-ranches',
  'wadi al safa 7': 'arabian-ranches',
  'al thanyah fifth': 'jumeirah-lake-towers',
  'al merkadh': 'mohammed-bin-rashid-city',
  'madinat al mataar': 'dubai-south',
  'al barsha first': 'al-barsha',
  'al barsha second': 'al-barsha',
  'al barsha third': 'al-barsha',
  'al barsha south first': 'al-barsha',
  'al barsha south second': 'al-barsha',
  'al barsha south third': 'al-barsha',
  'nadd al shiba first': 'meydan',
  'nad al shiba first': 'meydan',
}

/** Master projects (master_project_en) that name one of our areas, for a row whose district is not in DLD_AREAS. */
export const DLD_MASTER_PROJECTS: Record<string, string> = {
  'dubai marina': 'dubai-marina',
  'downtown dubai': 'downtown-dubai',
  'burj khalifa': 'downtown-dubai',
  'business bay': 'business-bay',
  'palm jumeirah': 'palm-jumeirah',
  'dubai hills estate': 'dubai-hills-estate',
  'dubai hills': 'dubai-hills-estate',
  'jumeirah village circle': 'jumeirah-village-circle',
  'dubai creek harbour': 'dubai-creek-harbour',
  'dubai creek harbour (the lagoons)': 'dubai-creek-harbour',
  'arabian ranches': 'arabian-ranches',
  'arabian ranches 2': 'arabian-ranches',
  'arabian ranches iii': 'arabian-ranches',
  'arabian ranches 3': 'arabian-ranches',
  'jumeirah lakes towers': 'jumeirah-lake-towers',
  'jumeirah lake towers': 'jumeirah-lake-towers',
  'mohammed bin rashid city': 'mohammed-bin-rashid-city',
  'district one': 'mohammed-bin-rashid-city',
  'sobha hartland': 'mohammed-bin-rashid-city',
  'dubai south': 'dubai-south',
  'emaar south': 'dubai-south',
  meydan: 'meydan',
  'meydan one': 'meydan',
  'nad al sheba gardens': 'meydan',
}

const fold = (text: string | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase()

/** Our area slug of a row: its DLD district, else its master project; undefined when it is none of ours. */
export function areaOf(row: { area_name_en?: string; master_project_en?: string }): string | undefined {
  return DLD_AREAS[fold(row.area_name_en)] ?? DLD_MASTER_PROJECTS[fold(row.master_project_en)]
}

export type HomeType = 'apartment' | 'villa' | 'townhouse' | 'penthouse'

export interface Transaction {
  id: string
  area: string
  /** YYYY-MM-DD */
  date: string
  type: HomeType
  /** 0 = studio, 6 = 6 or more, null when DLD gives no rooms. */
  bedrooms: number | null
  sizeSqft: number
  priceAed: number
  aedPerSqft: number
  registration: 'off-plan' | 'ready' | null
}

/** Why a row is not used: each is counted and reported. */
export const SKIP_REASONS = {
  noId: 'no transaction id',
  duplicate: 'transaction id seen before in the file',
  notSale: 'not a sale (mortgage, gift, …)',
  notResidential: 'not residential',
  notHome: 'not a home (land, building, office, shop, …)',
  otherArea: 'in an area we have no guide for',
  badDate: 'date missing or unreadable',
  badSize: 'area (m²) missing or not a positive number',
  badPrice: 'price missing or not a positive number',
  implausible: 'price per sq ft outside AED 100–50,000 (a data error)',
} as const
export type SkipReason = keyof typeof SKIP_REASONS

/** `2024-03-05`, `2024-03-05 00:00:00`, `2024-03-05T00:00:00`, `05-03-2024`, `05/03/2024` (day first, as DLD writes it) → `2024-03-05`. */
export function isoDate(value: string | undefined): string | undefined {
  const text = (value ?? '').trim()
  let y: number
  let m: number
  let d: number
  const iso = text.match(/^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/)
  const dmy = text.match(/^(\d{1,2})[-/](\d{1,2})[-/](\d{4})(?: .*)?$/)
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  else if (dmy) [y, m, d] = [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])]
  else return undefined
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1990) return undefined
  return date.toISOString().slice(0, 10)
}

/** A positive number from DLD's text (`1,250.5`, ` 85.3 `), else undefined. */
export function positive(value: string | undefined): number | undefined {
  const text = (value ?? '').trim().replace(/,/g, '')
  if (!/^\d+(?:\.\d+)?$/.test(text)) return undefined
  const number = Number(text)
  return number > 0 && Number.isFinite(number) ? number : undefined
}

/** Bedrooms of rooms_en: `Studio` → 0, `2 B/R` → 2 (6 or more → 6); `PENTHOUSE`, empty or anything else → null. */
export function bedroomsOf(rooms: string | undefined): number | null {
  const text = fold(rooms)
  if (text === 'studio') return 0
  const n = text.match(/^(\d{1,2})\s*b\s*\/?\s*r$/)?.[1]
  return n === undefined ? null : Math.min(6, Number(n))
}

/** Our type of home, from DLD's type, sub type and rooms; undefined for land, a building, an office, a shop … */
export function homeTypeOf(row: Record<string, string | undefined>): HomeType | undefined {
  const type = fold(row.property_type_en)
  const sub = fold(row.property_sub_type_en)
  if (type === 'land' || type === 'building') return undefined
  if (fold(row.rooms_en) === 'penthouse' || sub === 'penthouse') return 'penthouse'
  if (sub === 'villa' || (type === 'villa' && (sub === '' || sub === 'villa'))) return 'villa'
  if (sub === 'townhouse' || sub === 'town house') return 'townhouse'
  if (sub === 'flat' || sub === 'apartment' || sub === 'hotel apartment' || (type === 'unit' && sub === '')) return 'apartment'
  return undefined
}

export type RowResult = { ok: true; transaction: Transaction } | { ok: false; reason: SkipReason }

/** One CSV row (by column name) as a residential sale in one of our areas, or why not. */
export function readRow(row: Record<string, string | undefined>): RowResult {
  const skip = (reason: SkipReason): RowResult => ({ ok: false, reason })
  const id = (row.transaction_id ?? '').trim()
  if (!id) return skip('noId')
  if (fold(row.trans_group_en) !== 'sales') return skip('notSale')
  if (fold(row.property_usage_en) !== 'residential') return skip('notResidential')
  const type = homeTypeOf(row)
  if (!type) return skip('notHome')
  const area = areaOf(row)
  if (!area) return skip('otherArea')
  const date = isoDate(row.instance_date)
  if (!date) return skip('badDate')
  const sqm = positive(row.procedure_area)
  if (sqm === undefined) return skip('badSize')
  const price = positive(row.actual_worth)
  if (price === undefined) return skip('badPrice')
  const sizeSqft = Math.round(sqm * SQFT_PER_SQM * 100) / 100
  const aedPerSqft = Math.round((price / sizeSqft) * 100) / 100
  if (aedPerSqft < 100 || aedPerSqft > 50_000) return skip('implausible')
  const reg = fold(row.reg_type_en)
  return {
    ok: true,
    transaction: {
      id,
      area,
      date,
      type,
      bedrooms: type === 'penthouse' && fold(row.rooms_en) === 'penthouse' ? null : bedroomsOf(row.rooms_en),
      sizeSqft,
      priceAed: Math.round(price),
      aedPerSqft,
      registration: reg.startsWith('off') ? 'off-plan' : reg.startsWith('existing') ? 'ready' : null,
    },
  }
}

export interface ImportResult {
  transactions: Transaction[]
  /** Rows read (the header aside). */
  rows: number
  skipped: Partial<Record<SkipReason, number>>
  /** DLD districts of the rows in no area of ours, with their count (the most frequent first). */
  otherAreas: Array<[string, number]>
  /** The dates of the sales kept. */
  from?: string
  to?: string
}

export class DldFileError extends Error {}

/** Parses a whole file. Throws DldFileError (with the line, or the missing columns) when it is not the DLD transactions CSV. */
export function readTransactions(csv: string): ImportResult {
  let records: Array<Record<string, string>>
  try {
    records = parse(csv, { columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()), bom: true, skip_empty_lines: true, trim: true })
  } catch (error) {
    if (error instanceof CsvError) throw new DldFileError(`not a readable CSV file: ${error.message}`)
    throw error
  }
  const first = records[0]
  if (!first) throw new DldFileError('the file has no transactions (a header line and at least one row are needed)')
  const missing = REQUIRED_COLUMNS.filter((column) => !(column in first))
  if (missing.length)
    throw new DldFileError(
      `not the DLD transactions file: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (found: ${Object.keys(first).join(', ')})`,
    )
  const skipped: ImportResult['skipped'] = {}
  const other = new Map<string, number>()
  const seen = new Set<string>()
  const transactions: Transaction[] = []
  for (const record of records) {
    const result = readRow(record)
    const reason = result.ok ? (seen.has(result.transaction.id) ? 'duplicate' : undefined) : result.reason
    if (reason) {
      skipped[reason] = (skipped[reason] ?? 0) + 1
      if (reason === 'otherArea') other.set(record.area_name_en || '(none)', (other.get(record.area_name_en || '(none)') ?? 0) + 1)
      continue
    }
    if (!result.ok) continue
    seen.add(result.transaction.id)
    transactions.push(result.transaction)
  }
  const dates = transactions.map((t) => t.date).sort()
  return {
    transactions,
    rows: records.length,
    skipped,
    otherAreas: [...other].sort((a, b) => b[1] - a[1]),
    ...(dates.length ? { from: dates[0], to: dates.at(-1) } : {}),
  }
}

const sql = (value: string | number | null) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`)

/**
 * The SQL that writes `transactions` to D1's dld_transactions (migration 0014): multi-row upserts of at
 * most `maxRows` rows (a transaction id imported again is replaced).
 */
export function transactionsSql(transactions: readonly Transaction[], maxRows = 200): string[] {
  const statements: string[] = []
  for (let i = 0; i < transactions.length; i += maxRows) {
    const tuples = transactions
      .slice(i, i + maxRows)
      .map((t) => `(${[t.id, t.area, t.date, t.type, t.bedrooms, t.sizeSqft, t.priceAed, t.aedPerSqft, t.registration].map(sql).join(', ')})`)
    statements.push(
      `INSERT OR REPLACE INTO dld_transactions (transaction_id, area, date, type, bedrooms, size_sqft, price_aed, aed_per_sqft, registration) VALUES\n${tuples.join(',\n')};`,
    )
  }
  return statements
}

/** The import's report for people: what was kept, the period, and every reason rows were not used. */
export function report(result: ImportResult): string {
  const lines = [`read ${result.rows} rows; kept ${result.transactions.length} residential sales${result.from ? ` from ${result.from} to ${result.to}` : ''}`]
  const byArea = new Map<string, number>()
  for (const t of result.transactions) byArea.set(t.area, (byArea.get(t.area) ?? 0) + 1)
  for (const [area, count] of [...byArea].sort()) lines.push(`  ${area}: ${count}`)
  const skipped = Object.entries(result.skipped) as Array<[SkipReason, number]>
  if (skipped.length) {
    lines.push(`not used: ${skipped.reduce((sum, [, n]) => sum + n, 0)} rows`)
    for (const [reason, count] of skipped) lines.push(`  ${count} ${SKIP_REASONS[reason]}`)
  }
  if (result.otherAreas.length)
    lines.push(
      `  areas without a guide: ${result.otherAreas
        .slice(0, 10)
        .map(([name, n]) => `${name} (${n})`)
        .join(', ')}${result.otherAreas.length > 10 ? ', …' : ''}`,
    )
  return lines.join('\n')
}

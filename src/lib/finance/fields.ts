// The calculators' fields: the name each has in the query (the same across the four tools, so a
// result carries its figures to the next tool), its bounds, and how one is read from what was typed.
// Plain functions, so the island checks as the server does without shipping zod; the server wraps
// them in zod schemas (src/features/tools/schema.ts).
import { DEFAULTS } from './config'
import { MAX_NUMBER_INPUT, parseNumber } from './number'

export type FieldError = 'required' | 'invalid' | 'negative' | 'min' | 'max'

export interface NumberField {
  /** The query parameter. */
  name: string
  min: number
  max: number
  /** Shown before anything is sent; undefined: the field starts empty. */
  initial?: number
  /** An empty field is an error; otherwise it is simply absent. */
  required: boolean
  /** Rounded to whole units when read (ages, years). */
  integer?: boolean
}

/** Every number the tools read, by query name. Amounts in AED, sizes in sq ft, rates in percent. */
export const FIELDS = {
  price: { name: 'price', min: 50_000, max: 1_000_000_000, initial: 2_000_000, required: true },
  down: { name: 'down', min: 0, max: 1_000_000_000, required: false },
  loan: { name: 'loan', min: 0, max: 1_000_000_000, required: false },
  income: { name: 'income', min: 0, max: 100_000_000, required: false },
  age: { name: 'age', min: 18, max: 80, initial: DEFAULTS.age, required: true, integer: true },
  term: { name: 'term', min: 1, max: 40, initial: DEFAULTS.termYears, required: true, integer: true },
  rate: { name: 'rate', min: 0, max: 20, initial: DEFAULTS.ratePercent, required: true },
  rent: { name: 'rent', min: 1_000, max: 100_000_000, initial: 120_000, required: true },
  size: { name: 'size', min: 100, max: 200_000, initial: 900, required: true },
  sc: { name: 'sc', min: 0, max: 500, initial: DEFAULTS.serviceChargeAedSqft, required: true },
  maint: { name: 'maint', min: 0, max: 10, initial: DEFAULTS.maintenancePercent, required: true },
  vacancy: { name: 'vacancy', min: 0, max: 100, initial: DEFAULTS.vacancyPercent, required: true },
} as const satisfies Record<string, NumberField>

export type FieldName = keyof typeof FIELDS

export type FieldResult = { ok: true; value: number | undefined } | { ok: false; error: FieldError }

/** One field's value from what was typed (a query value, an input's text, or a number from code). */
export function readField(field: NumberField, input: unknown): FieldResult {
  if (typeof input === 'number') input = String(input)
  const raw = typeof input === 'string' ? input.trim() : ''
  if (!raw) return field.required ? { ok: false, error: 'required' } : { ok: true, value: undefined }
  if (raw.length > MAX_NUMBER_INPUT) return { ok: false, error: 'invalid' }
  const parsed = parseNumber(raw)
  if (parsed === null || !Number.isFinite(parsed)) return { ok: false, error: 'invalid' }
  if (parsed < 0) return { ok: false, error: 'negative' }
  const value = field.integer ? Math.round(parsed) : parsed
  if (value < field.min) return { ok: false, error: 'min' }
  if (value > field.max) return { ok: false, error: 'max' }
  return { ok: true, value }
}

/** A yes/no box: checked when sent as "1", "on" or "true". */
export const readFlag = (input: unknown) => input === '1' || input === 'on' || input === 'true'

/** An allow-listed choice, else the default. */
export function readChoice<T extends string>(input: unknown, choices: readonly T[], fallback: T): T {
  return typeof input === 'string' && (choices as readonly string[]).includes(input) ? (input as T) : fallback
}

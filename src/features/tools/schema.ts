// The calculators' query, checked with zod on the server: only known parameters, each a short string
// (a repeated parameter or an overlong value is refused), then each tool's fields read by the same
// plain functions the island uses (src/lib/finance/forms.ts), so both report the same error per field.
import { z } from 'zod'
import { FIELDS } from '../../lib/finance/fields'
import { type FormState, readForm, TOOLS, type Tool } from '../../lib/finance/forms'
import { MAX_NUMBER_INPUT } from '../../lib/finance/number'

/** Cut just past the longest a field reads, so an overlong value is reported, not parsed. */
const text = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => value?.slice(0, MAX_NUMBER_INPUT + 1))
const flag = z.enum(['1', 'on', 'true']).optional().catch(undefined)

/** Every parameter any calculator reads; others are ignored. */
export const ToolQuery = z.object({
  ...Object.fromEntries(Object.keys(FIELDS).map((name) => [name, text])),
  buyer: text,
  home: text,
  seller: text,
  offplan: flag,
  mortgaged: flag,
  /** The yield tool's area (a location slug): its typical rent fills in the rent when `estimate` is sent. */
  area: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/)
    .optional()
    .catch(undefined),
  estimate: flag,
}) as z.ZodType<Record<string, string | undefined>>

export const ToolSlug = z.enum(TOOLS)

/** The tool's form read from a request's query (`c.req.query()`); `submitted` when any of its parameters came. */
export function readToolQuery(tool: Tool, raw: Record<string, string>): { query: Record<string, string | undefined>; form: FormState; submitted: boolean } {
  const query = ToolQuery.parse(raw)
  const form = readForm(tool, query)
  const submitted = Object.values(query).some((value) => value !== undefined)
  return { query, form, submitted }
}

export const isTool = (slug: string): slug is Tool => ToolSlug.safeParse(slug).success

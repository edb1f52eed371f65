// The "save this search" form: one schema for the page's POST and a script's JSON.
import { z } from 'zod'

export const FREQUENCIES = ['instant', 'daily'] as const

/** The form's fields in the order the page shows them (the error summary follows it). */
export const FIELDS = ['name', 'email', 'frequency', 'consent'] as const
export type Field = (typeof FIELDS)[number] | 'query' | 'ids'

/** No control, format or bidi characters, and at least one visible character. */
const visible = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{C}]+$/u)
    .refine((value) => /[\p{L}\p{N}\p{P}\p{S}]/u.test(value))

export const SaveForm = z.strictObject({
  name: visible(80),
  // Latin-script addresses (zod's rule), at most 254 characters.
  email: z.string().trim().max(254).pipe(z.email()),
  frequency: z.enum(FREQUENCIES),
  /** The explicit, unticked-by-default consent: "on" from the checkbox, true from JSON. */
  consent: z.union([z.literal('on'), z.literal(true)]),
  /** The catalogue query the search was saved from ("?location=…"). */
  query: z.string().max(1000).default(''),
  /** A favourites price-drop subscription: the saved property ids. */
  ids: z
    .string()
    .regex(/^[0-9]{1,9}(,[0-9]{1,9}){0,49}$/)
    .optional(),
  locale: z.string().max(10).optional(),
})
export type SaveForm = z.infer<typeof SaveForm>

/** The Confirm button's form on the double opt-in page. */
export const ConfirmForm = z.strictObject({ token: z.string().min(1).max(400) })

export const ManageForm = z.strictObject({
  token: z.string().min(1).max(400),
  frequency: z.enum(FREQUENCIES),
})

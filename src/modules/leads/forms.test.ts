import { describe, expect, it } from 'vitest'
import {
  ACCEPTED_FIELDS,
  checkLead,
  errorsInStep,
  formFields,
  isRequired,
  LEAD_FORMS,
  leadPayload,
  messagesFor,
  newLeadId,
  QUESTIONNAIRE,
  queryOf,
  stepOf,
} from './forms'
import { type ErrorKey, LEAD_SOURCES, QUESTION_FIELDS, REQUIRED } from './schema'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('the lead forms', () => {
  it('describes every form the endpoint knows, and only fields it accepts', () => {
    expect(Object.keys(LEAD_FORMS).sort()).toEqual([...LEAD_SOURCES].sort())
    for (const source of LEAD_SOURCES) for (const field of formFields(source)) expect(ACCEPTED_FIELDS.has(field.name), `${source}.${field.name}`).toBe(true)
  })

  it('shows every field a form requires', () => {
    for (const source of LEAD_SOURCES) {
      const shown = formFields(source).map((f) => f.name)
      for (const field of REQUIRED[source]) expect(shown, `${source} shows ${field}`).toContain(field)
    }
  })

  it('asks for full name, email and phone on the consultation form, and only for an email on the subscription', () => {
    expect(formFields('consultation').map((f) => f.name)).toEqual(['name', 'email', 'telephone'])
    expect(formFields('subscription').map((f) => f.name)).toEqual(['email'])
    expect(LEAD_FORMS.subscription.inline).toBe(true)
  })

  it('offers a preferred date and comments when a call is requested', () => {
    expect(formFields('request-call').map((f) => f.name)).toEqual(['name', 'email', 'telephone', 'date', 'comments'])
  })

  it('splits the careers questionnaire into four steps: contact, then the nine questions s1–s9, each once', () => {
    expect(QUESTIONNAIRE.map((s) => s.id)).toEqual(['contact', 'experience', 'network', 'motivation'])
    expect(QUESTIONNAIRE[0]?.fields.map((f) => f.name)).toEqual(['name', 'email', 'telephone'])
    expect(QUESTIONNAIRE.slice(1).flatMap((s) => s.fields.map((f) => f.name))).toEqual([...QUESTION_FIELDS])
  })

  it('asks the spec questions with the spec answers', () => {
    const field = (name: string) => formFields('careers').find((f) => f.name === name)
    expect(field('s1')?.options?.map((o) => o.value)).toEqual(['Yes', 'No'])
    expect(field('s3')?.options?.map((o) => o.value)).toEqual(['Off-plan', 'Secondary', 'Both', 'None'])
    expect(field('s5')?.options?.map((o) => o.value)).toEqual(['Yes', 'No'])
    expect(field('s6')).toMatchObject({ kind: 'checkboxes' })
    expect(field('s6')?.options?.map((o) => o.value)).toEqual(['Arabic', 'English', 'Other'])
    for (const name of ['s7', 's8', 's9']) expect(field(name)?.kind).toBe('textarea')
  })

  it('requires full name and email on the questionnaire, the phone being optional (spec section 3)', () => {
    expect(isRequired('careers', 'name')).toBe(true)
    expect(isRequired('careers', 'email')).toBe(true)
    expect(isRequired('careers', 'telephone')).toBe(false)
    expect(isRequired('careers', 's1')).toBe(false)
  })

  it('finds the step of a field, the first one for a field no step shows', () => {
    expect(stepOf('careers', 'email')).toBe(0)
    expect(stepOf('careers', 's4')).toBe(1)
    expect(stepOf('careers', 's6')).toBe(2)
    expect(stepOf('careers', 's9')).toBe(3)
    expect(stepOf('careers', 'lead_id')).toBe(0)
    expect(stepOf('consultation', 'telephone')).toBe(0)
  })
})

describe('leadPayload', () => {
  it('keeps accepted fields with text, drops blanks and anything the endpoint would refuse', () => {
    const payload = leadPayload(
      [
        ['source', 'consultation'],
        ['name', 'Amal Haddad'],
        ['email', ''],
        ['website', ''],
        ['utm_campaign', '  '],
        ['unknown', 'x'],
        ['file', new File(['x'], 'x.txt')],
      ],
      { language: 'en-US', timezone_offset: '240' },
    )
    expect(payload).toEqual({ source: 'consultation', name: 'Amal Haddad', language: 'en-US', timezone_offset: '240' })
  })

  it('keeps the last value when a name repeats', () => {
    expect(
      leadPayload([
        ['s1', 'Yes'],
        ['s1', 'No'],
      ]),
    ).toEqual({ s1: 'No' })
  })
})

describe('checkLead', () => {
  const valid = { source: 'consultation', name: 'Amal Haddad', email: 'amal@example.com', telephone: '50 123 4567', telephone_country: 'AE' }

  it('passes a valid consultation', () => {
    expect(checkLead(valid)).toEqual([])
  })

  it('names each missing required field with the spec message key', () => {
    expect(checkLead({ source: 'consultation' })).toEqual([
      { field: 'name', key: 'name' },
      { field: 'email', key: 'email' },
      { field: 'telephone', key: 'phone' },
    ])
  })

  it('uses the questionnaire wording on the careers form, where the phone may stay empty', () => {
    expect(checkLead({ source: 'careers', name: 'A', email: 'nope' })).toEqual([
      { field: 'name', key: 'questionnaireName' },
      { field: 'email', key: 'questionnaireEmail' },
    ])
    expect(checkLead({ source: 'careers', name: 'Omar Saleh', email: 'omar@example.com' })).toEqual([])
  })

  it('reads a national number in the chosen country, else in the visitor’s', () => {
    expect(checkLead({ ...valid, telephone: '12' })).toEqual([{ field: 'telephone', key: 'phone' }])
    const { telephone_country: _, ...noCountry } = valid
    expect(checkLead(noCountry, 'AE')).toEqual([])
  })

  it('reports what the schema itself refuses (too long, malformed) as the field’s message', () => {
    expect(checkLead({ ...valid, date: 'tomorrow' })).toEqual([{ field: 'date', key: 'invalid' }])
    expect(checkLead({ ...valid, name: 'a'.repeat(500) })).toEqual([{ field: 'name', key: 'name' }])
  })

  it('keeps the errors of one step, and turns keys into messages', () => {
    const errors = [
      { field: 'email', key: 'questionnaireEmail' as const },
      { field: 's2', key: 'invalid' as const },
    ]
    expect(errorsInStep('careers', 0, errors)).toEqual([errors[0]])
    expect(errorsInStep('careers', 1, errors)).toEqual([errors[1]])
    const text = { questionnaireEmail: 'Enter your correct email', invalid: 'Check this' } as Record<ErrorKey, string>
    expect(messagesFor(errors, text)).toEqual({ email: 'Enter your correct email', s2: 'Check this' })
  })
})

describe('helpers', () => {
  it('makes a fresh UUID v4 each time', () => {
    const a = newLeadId()
    expect(a).toMatch(UUID)
    expect(newLeadId()).not.toBe(a)
  })

  it('makes a UUID v4 where crypto.randomUUID is missing (plain http)', () => {
    const original = crypto.randomUUID
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      expect(newLeadId()).toMatch(UUID)
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true })
    }
  })

  it('reads the query string of a path', () => {
    expect(queryOf('/catalog?type=villa&utm_source=x#top')).toBe('type=villa&utm_source=x')
    expect(queryOf('/catalog')).toBe('')
  })
})

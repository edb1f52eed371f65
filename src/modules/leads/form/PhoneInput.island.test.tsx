import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { tagWith } from '../../../../test/unit/html'
import { countryTable } from '../../../lib/phone/phone'
import PhoneInput, { type PhoneInputProps } from './PhoneInput.island'

const props: PhoneInputProps = {
  id: 'lead-phone',
  label: 'Phone',
  defaultCountry: 'AE',
  locale: 'en',
  invalidMessage: 'Enter a valid phone number',
  labels: { country: 'Country code', search: 'Search country', noResults: 'No country found' },
}

const render = (overrides: Partial<PhoneInputProps> = {}) => renderToString(<PhoneInput {...props} {...overrides} />)

/** The island's selector as the server sends it, and the whole selector inside <noscript>. */
function selects(html: string): { island: string; noscript: string } {
  return {
    island: html.match(/<select[^>]*data-countries=""[\s\S]*?<\/select>/)?.[0] ?? '',
    noscript: html.match(/<noscript>([\s\S]*?)<\/noscript>/)?.[1] ?? '',
  }
}

describe('PhoneInput', () => {
  it('renders, before any JavaScript, a labelled tel input with the spec defaults', () => {
    const html = render()
    // React writes these attribute names as camelCase; HTML attribute names are case-insensitive.
    const input = tagWith(html, 'type="tel"')
    expect(input).toContain('name="telephone"')
    expect(input).toContain('id="lead-phone"')
    expect(input).toContain('autoComplete="tel"')
    expect(input).toContain('inputMode="tel"')
    expect(input).toContain('maxLength="25"')
    expect(input).toContain('placeholder="Enter a phone number"')
    expect(input).toContain('dir="ltr"')
    expect(input).not.toContain('aria-invalid')
    expect(html).toContain('<label for="lead-phone"')
    // No E.164 before hydration: a no-JS post carries only what the visitor typed.
    expect(html).not.toContain('telephone_e164')
  })

  it('sends the island selector with its chosen country only and no name; the whole list, named and selected, in <noscript>', () => {
    const html = render({ defaultCountry: 'DE' })
    const { island, noscript } = selects(html)
    // The island's: labelled, unnamed until the loader names it (src/client.tsx), one option.
    expect(island).toContain('id="lead-phone-country"')
    expect(island).toContain('data-name="telephone_country"')
    expect(island).not.toContain(' name=')
    expect(island).toContain('[@media(scripting:none)]:hidden')
    expect(island.match(/<option /g)).toHaveLength(1)
    expect(island).toContain('<option value="DE" selected="">🇩🇪 Germany +49</option>')
    expect(html).toMatch(/<label for="lead-phone-country"[^>]*>Country code<\/label>/)
    // Without JavaScript: every country, the default one selected, named and labelled.
    expect(noscript).toMatch(/^<select id="lead-phone-country-all" name="telephone_country" aria-label="Country code"/)
    const options = noscript.match(/<option /g) ?? []
    expect(options.length).toBe(countryTable('en').length)
    expect(options.length).toBeGreaterThanOrEqual(240)
    expect(noscript).toContain('<option value="DE" selected="">🇩🇪 Germany +49</option>')
    expect(noscript.match(/selected=""/g)).toHaveLength(1)
    expect(noscript).toContain('<option value="AE">🇦🇪 United Arab Emirates +971</option>')
    // The visible face of the select: flag and calling code.
    expect(html).toMatch(/🇩🇪<\/span><span dir="ltr"[^>]*>\+<!-- -->49<\/span>/)
  })

  it('uses the given name for all three fields', () => {
    const html = render({ name: 'mobile', defaultValue: '+971 50 123 4567' })
    expect(tagWith(html, 'type="tel"')).toContain('name="mobile"')
    expect(html).toContain('name="mobile_country"')
  })

  it('localizes and sorts the country names, keeping the calling code readable in RTL', () => {
    const { noscript } = selects(render({ locale: 'ar' }))
    expect(noscript).toContain('<option value="AE" selected="">🇦🇪 الإمارات العربية المتحدة \u2066+971\u2069</option>')
    const order = [...noscript.matchAll(/<option value="([A-Z]{2})"/g)].map((m) => m[1])
    expect(order).toEqual(countryTable('ar').map((c) => c.iso2))
    expect(order[0]).toBe('IS') // آيسلندا
  })

  it('preselects the country of an international default value, else falls back to the UAE for an unknown country', () => {
    expect(render({ defaultValue: '+44 20 7946 0958' })).toContain('<option value="GB" selected="">')
    expect(render({ defaultCountry: 'T1' as PhoneInputProps['defaultCountry'] })).toContain('<option value="AE" selected="">')
  })

  it('offers only the allowed countries', () => {
    const { island, noscript } = selects(render({ allowed: ['AE', 'SA'], defaultCountry: 'SA' }))
    expect(noscript.match(/<option /g)).toHaveLength(2)
    expect(noscript).toContain('<option value="SA" selected="">')
    expect(island).toContain('<option value="SA" selected="">')
  })

  it('shows the server error under the field and wires it to the input', () => {
    const html = render({ error: 'This number does not look right', defaultValue: '050 12', describedBy: 'phone-hint', required: true })
    expect(html).toContain('<p id="lead-phone-error"')
    expect(html).toContain('<span>This number does not look right</span></p>')
    const input = tagWith(html, 'type="tel"')
    expect(input).toContain('aria-invalid="true"')
    expect(input).toContain('aria-describedby="phone-hint lead-phone-error"')
    expect(input).toContain('value="050 12"')
    expect(input).toContain('required=""')
  })

  it('describes the input with the hint alone when there is no error', () => {
    const input = tagWith(render({ describedBy: 'phone-hint' }), 'type="tel"')
    expect(input).toContain('aria-describedby="phone-hint"')
    expect(input).not.toContain('aria-invalid')
  })
})

describe('PhoneInput in a lead form', () => {
  it('marks a required field with an asterisk hidden from assistive technology, and takes a translated placeholder', () => {
    const html = render({ required: true, placeholder: 'أدخل رقم الهاتف' })
    expect(html).toMatch(/<label for="lead-phone"[^>]*>Phone<span aria-hidden="true"[^>]*>\*<\/span><\/label>/)
    expect(tagWith(html, 'type="tel"')).toContain('placeholder="أدخل رقم الهاتف"')
    expect(render()).not.toContain('>*</span>')
  })
})

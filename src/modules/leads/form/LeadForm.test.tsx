import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decodeReact, hiddenValue, tagWith } from '../../../../test/unit/html'
import { englishT, testPage } from '../../../../test/unit/page-context'
import { type PageContextValue, PageProvider } from '../../../lib/page-context'
import { LeadForm } from './LeadForm'

const t = await englishT()
const page = (overrides: Partial<PageContextValue> = {}) => testPage(t, { fullPath: '/?utm_source=mail&agent_id=MRS-104', country: 'DE', ...overrides })

const render = (node: React.ReactNode, overrides?: Partial<PageContextValue>) => renderToString(<PageProvider value={page(overrides)}>{node}</PageProvider>)
const text = decodeReact
const hidden = hiddenValue

describe('LeadForm', () => {
  it('renders a real form posting to the localized /api/leads inside the LeadForm island', () => {
    const html = render(<LeadForm source="consultation" />, { href: (path) => `/ar${path}` })
    expect(html).toMatch(/data-island="LeadForm" data-hydrate="interaction"/)
    const form = tagWith(html, 'id="lead-consultation"')
    expect(form).toMatch(/^<form /)
    expect(form).toContain('method="post"')
    expect(form).toContain('action="/ar/api/leads"')
  })

  it('carries the hidden fields: source, a fresh lead_id, locale, where the visitor is and the agent of the page URL', () => {
    const one = render(<LeadForm source="consultation" />)
    expect(hidden(one, 'source')).toBe('consultation')
    expect(hidden(one, 'lead_id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(hidden(one, 'locale')).toBe('en')
    expect(text(hidden(one, 'next') ?? '')).toBe('/?utm_source=mail&agent_id=MRS-104')
    expect(text(hidden(one, 'page_query') ?? ''), 'campaign parameters only: the agent travels as agent_id').toBe('utm_source=mail')
    expect(hidden(one, 'agent_id')).toBe('MRS-104')
    expect(hidden(render(<LeadForm source="consultation" />), 'lead_id')).not.toBe(hidden(one, 'lead_id'))
  })

  it('adds the page’s campaign fields, and keeps what was posted (the same lead_id) when shown again', () => {
    const html = render(
      <LeadForm
        source="vienna"
        hidden={{ utm_project: 'Vienna Residences', utm_campaign: 'vienna', agent_id: 'MRS-101' }}
        values={{ lead_id: '3b241101-e2bb-4255-8caf-4136c566a962', next: '/vienna?x=1', name: 'Amal' }}
      />,
    )
    expect(hidden(html, 'utm_project')).toBe('Vienna Residences')
    expect(hidden(html, 'utm_campaign')).toBe('vienna')
    expect(hidden(html, 'agent_id')).toBe('MRS-101')
    expect(hidden(html, 'lead_id')).toBe('3b241101-e2bb-4255-8caf-4136c566a962')
    expect(hidden(html, 'next')).toBe('/vienna?x=1')
    expect(tagWith(html, 'name="name"')).toContain('value="Amal"')
  })

  it('never returns to another site', () => {
    expect(hidden(render(<LeadForm source="consultation" values={{ next: '//evil.example' }} />), 'next')).toBe('/')
  })

  it('labels every field, marks the required ones and renders the phone input with the visitor’s country', () => {
    const html = text(render(<LeadForm source="consultation" />))
    expect(html).toMatch(/<label for="lead-consultation-name"[^>]*>Full name<span aria-hidden="true"[^>]*>\*<\/span><\/label>/)
    expect(tagWith(html, 'id="lead-consultation-name"')).toContain('required=""')
    expect(tagWith(html, 'id="lead-consultation-email"')).toContain('type="email"')
    expect(tagWith(html, 'id="lead-consultation-telephone"')).toContain('name="telephone"')
    expect(tagWith(html, 'id="lead-consultation-telephone"')).toContain('placeholder="Enter a phone number"')
    expect(html).toContain('<option value="DE" selected="">')
    expect(html).toContain('Fields marked * are required.')
    expect(html).toContain('>Book my consultation</button>')
  })

  it('hides the honeypot off-screen, out of the tab order and from assistive technology', () => {
    const html = render(<LeadForm source="consultation" />)
    const wrapper = html.slice(html.indexOf('<div aria-hidden="true"'), html.indexOf('</div>', html.indexOf('<div aria-hidden="true"')))
    expect(wrapper).toContain('-start-[9999px]')
    expect(wrapper).toContain('Leave this field empty')
    const input = tagWith(wrapper, 'name="website"')
    expect(input).toContain('tabindex="-1"')
    expect(input).toContain('autoComplete="off"')
  })

  it('shows the server’s messages inline and in a summary linking to each field', () => {
    const errors = { name: 'You have entered incorrect name', telephone: 'You have entered incorrect phone number' }
    const html = text(render(<LeadForm source="consultation" errors={errors} values={{ name: 'X', telephone: '12' }} />))
    expect(html).toMatch(/<div role="alert"[^>]*><p[^>]*>Please check the following:<\/p>/)
    expect(html).toContain('href="#lead-consultation-name"')
    expect(html).toContain('href="#lead-consultation-telephone"')
    const name = tagWith(html, 'id="lead-consultation-name"')
    expect(name).toContain('aria-invalid="true"')
    expect(name).toContain('aria-describedby="lead-consultation-name-error"')
    expect(html).toMatch(/<p id="lead-consultation-name-error"[^>]*>.*You have entered incorrect name/)
    expect(tagWith(html, 'id="lead-consultation-telephone"')).toContain('aria-invalid="true"')
    expect(tagWith(html, 'id="lead-consultation-email"')).not.toContain('aria-invalid')
  })

  it('shows the spec’s error panel for a failure that names no field', () => {
    const html = render(<LeadForm source="consultation" errors={{ form: 'Something went wrong, maybe try again later' }} />)
    expect(html).toMatch(/role="alert"[^>]*data-testid="lead-failed"/)
    expect(html).toContain('>Error</h3>')
    expect(html).toContain('Something went wrong, maybe try again later')
    expect(html).toContain('>Try again</button>')
  })

  it('renders the questionnaire as four fieldsets, all shown without scripting and one at a time with it', () => {
    const html = text(render(<LeadForm source="careers" />))
    const fieldsets = html.match(/<fieldset class="grid[^"]*"/g) ?? []
    expect(fieldsets).toHaveLength(4)
    expect(fieldsets.filter((f) => f.includes('[@media(scripting:enabled)]:hidden'))).toHaveLength(3)
    for (const legend of ['Your contact details', 'Your experience', 'Your network and languages', 'Your motivation'])
      expect(html).toContain(`>${legend}</legend>`)
    expect(html).toContain('Step 1 of 4')
    expect(tagWith(html, 'data-step="next"')).toContain('[@media(scripting:none)]:hidden')
    expect(tagWith(html, 'type="submit"')).toContain('[@media(scripting:enabled)]:hidden')
    // Questions: radios, selects, free text.
    expect(html).toContain('Do you have experience in real estate?')
    expect(tagWith(html, 'name="s1" value="Yes"')).toContain('type="radio"')
    expect(html).toMatch(/<select id="lead-careers-s2" name="s2"/)
    expect(html).toMatch(/<textarea id="lead-careers-s7" name="s7"/)
    // s6: checkboxes without a name, a text field for browsers without scripting.
    expect(tagWith(html, 'value="Arabic"')).not.toContain('name=')
    expect(tagWith(html, 'id="lead-careers-s6-text"')).toContain('name="s6"')
    // Only name and email are required.
    expect(tagWith(html, 'id="careers-form-telephone"')).not.toContain('required')
  })

  it('shows a questionnaire that failed on a later step at that step', () => {
    const html = text(render(<LeadForm source="careers" errors={{ s2: 'Please check this answer' }} />))
    expect(html).toContain('Step 2 of 4')
  })

  it('renders the subscription as one email field beside its button', () => {
    const html = text(render(<LeadForm source="subscription" />))
    expect(html).not.toContain('name="name"')
    expect(html).not.toContain('name="telephone"')
    expect(tagWith(html, 'name="email"')).toContain('required=""')
    expect(html).toContain('>Subscribe</button>')
  })

  it('shows the Turnstile widget only when a site key is configured', () => {
    expect(render(<LeadForm source="consultation" />)).not.toContain('cf-turnstile')
    expect(render(<LeadForm source="consultation" />, { turnstileSiteKey: '1x00000000000000000000AA' })).toContain(
      '<div class="cf-turnstile" data-sitekey="1x00000000000000000000AA"></div>',
    )
  })
})

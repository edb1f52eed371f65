// The lead form's own page (/request-call, no JavaScript) and the thank-you page it ends on.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decodeReact, hiddenValue } from '../../../test/unit/html'
import { englishT, testPage } from '../../../test/unit/page-context'
import { type PageContextValue, PageProvider } from '../../lib/page-context'
import { LeadForm } from '../../modules/leads/form/LeadForm'
import { LeadFormPage } from './LeadFormPage'
import { ThankYouPage } from './ThankYouPage'

const t = await englishT()
const page = (overrides: Partial<PageContextValue> = {}) => testPage(t, { fullPath: '/?utm_source=mail&agent_id=MRS-104', country: 'DE', ...overrides })

const render = (node: React.ReactNode, overrides?: Partial<PageContextValue>) => renderToString(<PageProvider value={page(overrides)}>{node}</PageProvider>)
const text = decodeReact
const hidden = hiddenValue

describe('LeadFormPage', () => {
  it('titles the page per form and keeps the agent and project of the link', () => {
    const html = text(
      render(<LeadFormPage source="floor-plan" values={{ agent_id: 'MRS-101', utm_project: 'Marina Crest' }} />, {
        fullPath: '/request-call?source=floor-plan&next=%2Fcatalog%2F1',
      }),
    )
    expect(html).toMatch(/<h1[^>]*>Request floor plan<\/h1>/)
    expect(hidden(html, 'agent_id')).toBe('MRS-101')
    expect(hidden(html, 'utm_project')).toBe('Marina Crest')
    expect(hidden(html, 'source')).toBe('floor-plan')
    expect(hidden(html, 'next')).toBe('/catalog/1')
    expect(html).toContain('Marina Crest</span>')
  })

  it("carries the campaign of the page the visitor came from (its `next`), not the form page's own query", () => {
    const html = render(<LeadFormPage source="request-call" />, {
      fullPath: `/request-call?agent_id=MRS-101&next=${encodeURIComponent('/catalog?type=villa&utm_source=google&utm_campaign=spring')}`,
    })
    expect(text(hidden(html, 'page_query') ?? ''), 'only the campaign parameters: `type` stays on the page').toBe('utm_source=google&utm_campaign=spring')
    expect(text(hidden(html, 'next') ?? '')).toBe('/catalog?type=villa&utm_source=google&utm_campaign=spring')
  })

  it('bounds the hidden context of a page with a very long URL to its campaign parameters, so the lead can always be sent', () => {
    const long = `ref=${'r'.repeat(400)}&utm_source=google&gclid=${'G'.repeat(1500)}&ttclid=${'T'.repeat(900)}`
    const html = render(<LeadForm source="consultation" />, { fullPath: `/catalog?${long}` })
    // `ref` is not sent to the lead backend, so it takes none of the bound; a pair too long to fit is left out, not cut.
    expect(text(hidden(html, 'page_query') ?? '')).toBe(`utm_source=google&ttclid=${'T'.repeat(900)}`)
    expect(hidden(html, 'next')).toBe('/catalog')
  })

  it('returns home after "Thank You!" when the link named no page', () => {
    expect(hidden(render(<LeadFormPage source="request-call" />, { fullPath: '/request-call' }), 'next')).toBe('/')
  })
})

describe('ThankYouPage', () => {
  it('says "Thank You!" and links back to the page the form was on, and home', () => {
    const html = text(render(<ThankYouPage source="consultation" next="/catalog?type=villa" />))
    expect(html).toMatch(/<h1[^>]*>Thank You!<\/h1>/)
    expect(html).toContain('A member of our team will contact you shortly.')
    expect(html).toContain('href="/catalog?type=villa"')
    expect(html).toContain('>Back to home</a>')
  })

  it('offers only home when there is nowhere else to return, or the return path leaves the site', () => {
    for (const next of ['/', '//evil.example', undefined]) {
      const html = render(<ThankYouPage source="subscription" next={next} />)
      expect(html).not.toContain('Continue where you left off')
      expect(html).not.toContain('evil')
    }
  })
})

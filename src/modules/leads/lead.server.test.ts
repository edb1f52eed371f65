// The lead call's query string: the context the server computes, then only the page's campaign
// parameters, under normalised names (security review F6).
import { describe, expect, it } from 'vitest'
import { buildContextQuery, buildLead } from './lead.server'
import { LeadInput, pageParamName, validateLead } from './schema'

describe('pageParamName', () => {
  it.each([
    ['utm_source', 'utm_source'],
    ['UTM_Source', 'utm_source'],
    ['utm.source', 'utm_source'],
    ['utm source', 'utm_source'],
    ['utm[source', 'utm_source'],
    ['utm_id', 'utm_id'],
    ['utm_custom_tag', 'utm_custom_tag'],
    ['gclid', 'gclid'],
    ['GCLID', 'gclid'],
    ['gbraid', 'gbraid'],
    ['wbraid', 'wbraid'],
    ['fbclid', 'fbclid'],
    ['msclkid', 'msclkid'],
    ['ttclid', 'ttclid'],
    ['li_fat_id', 'li_fat_id'],
    ['campaign_id', 'campaign_id'],
    ['Campaign.Id', 'campaign_id'],
  ])('forwards %s as %s', (key, name) => {
    expect(pageParamName(key)).toBe(name)
  })

  it.each([
    'source_code',
    'source.code',
    'Source_Code',
    'SOURCE CODE',
    'language.iso',
    'country[iso',
    'agent.id',
    'timezone_offset',
    'lead_id',
    'source',
    'utm_call_queue',
    'utm.call.queue',
    'UTM_PROJECT',
    'utm_placement',
    'utm[project]',
    'email',
    'phone',
    'name',
    'status',
    'ref',
    'utm_',
    `utm_${'x'.repeat(41)}`,
  ])('keeps %s on the page', (key) => {
    expect(pageParamName(key)).toBeUndefined()
  })
})

describe('buildContextQuery', () => {
  const valid = (fields: Record<string, unknown>) => {
    const checked = validateLead(
      LeadInput.parse({ source: 'consultation', name: 'Amira Saleh', email: 'amira@example.com', telephone: '+971501234567', ...fields }),
    )
    if (!checked.ok) throw new Error('invalid test lead')
    return checked.lead
  }
  const query = (fields: Record<string, unknown>, context = { host: 'marsa.ae', locale: 'en' }) => {
    const lead = valid(fields)
    return [...new URLSearchParams(buildContextQuery(buildLead(lead, crypto.randomUUID(), context), lead.input, context))]
  }

  it('puts the context first, then the campaign parameters once each, in the order the page had them', () => {
    expect(query({ page_query: '?gclid=a&utm_source=x&GCLID=b&Source.Code=evil&utm_medium=cpc' })).toEqual([
      ['source_code', 'marsa.ae'],
      ['language_iso', 'en'],
      ['country_iso', 'AE'],
      ['gclid', 'a'],
      ['utm_source', 'x'],
      ['utm_medium', 'cpc'],
    ])
  })

  it('carries at most 20 page parameters, each value at most 200 characters', () => {
    const page = Array.from({ length: 25 }, (_, i) => `utm_p${i}=v${i}`).join('&')
    expect(query({ page_query: page }).filter(([name]) => name.startsWith('utm_'))).toHaveLength(20)
    expect(query({ page_query: `gclid=${'g'.repeat(300)}` }).find(([name]) => name === 'gclid')?.[1]).toHaveLength(200)
  })

  it('names the agent only from the context (checked by the endpoint), never from the form', () => {
    expect(query({ agent_id: 'MRS-999' }).find(([name]) => name === 'agent_id')).toBeUndefined()
    const context = { host: 'marsa.ae', locale: 'en', agent: 'MRS-104' }
    expect(query({ agent_id: 'MRS-999' }, context).find(([name]) => name === 'agent_id')).toEqual(['agent_id', 'MRS-104'])
  })

  it('leaves source_code out when no site is configured rather than send an empty host', () => {
    expect(query({}, { host: '', locale: 'en' }).map(([name]) => name)).not.toContain('source_code')
  })
})

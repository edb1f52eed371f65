// The partner area's layout on a phone: the summary figures in two columns (the money across both),
// bottom-aligned figures when a label wraps, and 44 px tap targets for the links in the lists.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decodeReact } from '../../../../test/unit/html'
import { englishT, testPage } from '../../../../test/unit/page-context'
import { PageProvider } from '../../../lib/page-context'
import { PartnerPage } from './PartnerPage'

const t = await englishT()
const html = decodeReact(
  renderToString(
    <PageProvider value={testPage(t, { basePath: '/account/partner', fullPath: '/account/partner' })}>
      <PartnerPage
        account={{ username: 'amira', email: 'amira@example.com' }}
        link="https://marsa.example/?ref=abcdefghijklmnopqrstuvwx"
        config={{ agencyRate: 0.02, partnerShare: 0.25 }}
        data={{
          referrals: [
            {
              source: 'consultation',
              page: '/catalog/7-marina-crest',
              projectId: '7',
              status: 'delivered',
              createdAt: Date.UTC(2026, 10, 20),
              project: { id: 7, slug: 'marina-crest', title: 'Marina Crest' },
              estimateUsd: 2927,
            },
          ],
          totalUsd: 2927,
          delivered: 1,
        }}
      />
    </PageProvider>,
  ),
)

describe('PartnerPage layout', () => {
  it('shows the three figures two by two on a phone, the estimate across both columns', () => {
    const dl = html.match(/<dl class="([^"]*)"[^>]*><div class="[^"]*"><dt[^>]*>Referrals/)?.[1] ?? ''
    expect(dl.split(' ')).toEqual(expect.arrayContaining(['grid-cols-2', 'sm:grid-cols-3']))
    const estimate = html.match(/<div class="([^"]*)"><dt[^>]*>Estimated commission/)?.[1] ?? ''
    expect(estimate.split(' ')).toEqual(expect.arrayContaining(['col-span-2', 'sm:col-span-1', 'justify-between']))
  })

  it('makes the project links and "Manage your account" at least 44 px tall', () => {
    const projectLinks = [...html.matchAll(/<a href="\/catalog\/7-marina-crest" class="([^"]*)"/g)].map((m) => m[1])
    expect(projectLinks).toHaveLength(2)
    for (const cls of projectLinks) expect(cls).toMatch(/\bmin-h-11\b/)
    expect(html).toMatch(/<a href="\/account" class="[^"]*\bmin-h-11\b[^"]*"[^>]*>Manage your account/)
  })
})

// The consent banner's phone ergonomics: 44 px tap targets, a card that never outgrows the screen,
// and page padding (uno.config.ts) so nothing ends up stuck under the open banner.

import { renderToString } from 'react-dom/server'
import { createGenerator } from 'unocss'
import { describe, expect, it } from 'vitest'
import { tagWith } from '../../test/unit/html'
import { englishT, testPage } from '../../test/unit/page-context'
import unoConfig from '../../uno.config'
import { PageProvider } from '../lib/page-context'
import { ConsentBanner } from './ConsentBanner'

const t = await englishT()
const html = renderToString(
  <PageProvider value={testPage(t, { consent: { choice: null, tagManager: null } })}>
    <ConsentBanner />
  </PageProvider>,
)

describe('ConsentBanner on a phone', () => {
  it('gives every button and the disclosure a 44 px minimum height and keeps the marker of the disclosure', () => {
    for (const value of ['none', 'all', 'custom']) expect(tagWith(html, `value="${value}"`)).toMatch(/class="[^"]*\bmin-h-11\b/)
    const summary = html.match(/<summary[^>]*>/)?.[0] ?? ''
    expect(summary).toMatch(/\bmin-h-11\b/)
    // display:flex on <summary> drops its disclosure triangle.
    expect(summary).not.toMatch(/\b(flex|grid|block)\b/)
  })

  it('caps the card at the viewport height and lets it scroll, and clears the home indicator', () => {
    expect(html).toMatch(/class="card [^"]*max-h-\[calc\(100dvh-1\.5rem\)\][^"]*overflow-y-auto/)
    expect(tagWith(html, 'id="consent-banner"')).toContain('env(safe-area-inset-bottom)')
  })

  it('pads the page under an open banner (and only an open one), so the footer can scroll clear of it', async () => {
    const uno = await createGenerator(unoConfig)
    const { css } = await uno.generate(html, { preflights: true })
    expect(css).toContain('body:has([data-consent-banner]:not([hidden])){padding-bottom:17rem}')
    const { css: utilities } = await uno.generate(html, { preflights: false })
    expect(utilities).toContain('max-height:calc(100dvh - 1.5rem)')
    expect(utilities).toContain('min-height:2.75rem')
  })
})

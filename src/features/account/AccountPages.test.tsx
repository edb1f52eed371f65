// The account screens on a phone (issue 11): the small text links are 44 px tall without moving, and in
// Arabic and Hebrew the left-to-right username and email sit on the right, beside their labels.
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createGenerator } from 'unocss'
import { describe, expect, it } from 'vitest'
import { decodeReact } from '../../../test/unit/html'
import { englishT, testPage } from '../../../test/unit/page-context'
import unoConfig from '../../../uno.config'
import { PageProvider } from '../../lib/page-context'
import { AccountHomePage, ConfirmPage, ForgotPage, RegisterPage, SignInPage } from './AccountPages'

const t = await englishT()
const render = (page: ReactNode, dir: 'ltr' | 'rtl' = 'ltr') => decodeReact(renderToString(<PageProvider value={testPage(t, { dir })}>{page}</PageProvider>))

/** The class of the link whose text is `text` (the first one). */
const linkClass = (html: string, text: string) => html.match(new RegExp(`<a href="[^"]*" class="([^"]*)"[^>]*>${text.replace(/[?.]/g, '\\$&')}</a>`))?.[1]

const uno = await createGenerator(unoConfig)

describe('tap targets', () => {
  const cases: Array<[string, string, string]> = [
    ['sign in', render(<SignInPage providers={[]} />), t('account.signIn.register')],
    ['sign in', render(<SignInPage providers={[]} />), t('account.signIn.forgot')],
    ['register', render(<RegisterPage />), t('account.register.signIn')],
    ['forgot password', render(<ForgotPage />), t('account.backToSignIn')],
    ['resend confirmation', render(<ConfirmPage />), t('account.backToSignIn')],
  ]

  it.each(cases)('%s: "%s" is at least 44 px tall, and gives the height back so the line does not move', async (_page, html, text) => {
    const cls = linkClass(html, text)
    expect(cls, text).toBeDefined()
    const classes = (cls ?? '').split(' ')
    expect(classes).toEqual(expect.arrayContaining(['inline-flex', 'items-center', 'min-h-11', '-my-3']))
    const { css } = await uno.generate(cls ?? '', { preflights: false })
    // 44 px box, 12 px given back above and below: the 20 px line of text-sm stays where it was.
    expect(css).toContain('min-height:2.75rem')
    expect(css).toMatch(/margin-top:-0\.75rem;\s*margin-bottom:-0\.75rem/)
  })
})

describe('the profile in a right-to-left language', () => {
  const html = render(<AccountHomePage account={{ id: 1, documentId: 'd', username: 'amira', email: 'amira@example.com', confirmed: true }} />, 'rtl')

  it.each(['account-username', 'account-email'])('%s reads left to right but is aligned to the right, beside its label', async (id) => {
    const dd = html.match(new RegExp(`<dd class="([^"]*)" dir="ltr" data-testid="${id}">`))
    expect(dd, id).not.toBeNull()
    const { css } = await uno.generate(dd?.[1] ?? '', { preflights: false })
    // The rule applies under the page's dir="rtl" (on <html>), whatever the value's own dir.
    expect(css).toMatch(/\[dir="rtl"\] \.rtl\\:text-right[^{]*\{text-align:right;\}/)
  })
})

describe('links inside a sentence', () => {
  it('the terms and privacy links in the register checkbox label stay inline: a taller box would take taps meant for the checkbox', () => {
    const html = render(<RegisterPage />)
    for (const text of [t('nav.terms'), t('nav.privacy')]) expect(linkClass(html, text)?.split(' '), text).not.toContain('min-h-11')
  })
})

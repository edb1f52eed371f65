import { describe, expect, it } from 'vitest'
import { BUNDLED_CATALOGS } from '../../lib/i18n/catalogs'
import { getLocale, LOCALE_CODES } from '../../lib/i18n/locales'
import { DEFAULT_RATES, formatPrice } from '../../lib/money'
import { alertEmail, confirmationEmail, type EmailContext, escapeHtml } from './email.server'

const ctx = (locale: EmailContext['locale']): EmailContext => ({
  locale,
  from: { name: 'Marsa', email: 'alerts@marsa.example' },
  to: 'buyer@example.org',
  name: 'Marina <2 BR> & more',
  unsubscribeUrl: 'https://marsa.example/alerts/unsubscribe?token=t.s',
  manageUrl: 'https://marsa.example/alerts/manage?token=t.s',
  messageId: 'alert.s1.42',
})

/** As the email writes it (Intl puts a no-break space after the currency code). */
const aed = (amount: number) => formatPrice(amount, 'AED', DEFAULT_RATES, 'en-US')

const items = [
  {
    kind: 'new' as const,
    title: 'Marina Crest',
    area: 'Dubai Marina',
    priceAed: 2_150_000,
    url: 'https://marsa.example/catalog/1-marina-crest',
    image: 'https://marsa.example/images/a.webp',
  },
  {
    kind: 'drop' as const,
    title: 'Palm View',
    area: 'Palm Jumeirah',
    priceAed: 4_000_000,
    beforeAed: 4_500_000,
    url: 'https://marsa.example/catalog/2-palm-view',
  },
]

describe('alert emails', () => {
  it.each(LOCALE_CODES)('renders the confirmation in %s: its subject, lang and direction, the link, the one-click headers', (locale) => {
    const email = confirmationEmail(ctx(locale), 'https://marsa.example/alerts/confirm?token=c.s')
    const strings = (BUNDLED_CATALOGS[locale] as { email: { alerts: { confirm: Record<string, string> } } }).email.alerts.confirm
    expect(email.subject).toBe(strings.subject)
    expect(email.html).toContain(`<html lang="${getLocale(locale).iso}" dir="${getLocale(locale).dir}">`)
    expect(email.html).toContain('href="https://marsa.example/alerts/confirm?token=c.s"')
    expect(email.text).toContain('https://marsa.example/alerts/confirm?token=c.s')
    expect(email.headers).toMatchObject({
      'List-Unsubscribe': '<https://marsa.example/alerts/unsubscribe?token=t.s>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Message-ID': '<alert.s1.42@marsa.example>',
    })
  })

  it("carries nothing the form's sender typed to an address not yet confirmed", () => {
    const email = confirmationEmail({ ...ctx('en'), name: 'URGENT: claim your refund at refunds.example' }, 'https://x.example/c')
    for (const part of [email.subject, email.html, email.text]) expect(part).not.toContain('refund')
  })

  it('escapes the visitor-given name of a confirmed search in the HTML, not in the text part', () => {
    const email = alertEmail(ctx('en'), items, { currency: 'AED', rates: DEFAULT_RATES }, 'daily', 'https://marsa.example/catalog')
    expect(email.html).toContain('Marina &lt;2 BR&gt; &amp; more')
    expect(email.html).not.toContain('<2 BR>')
    expect(email.text).toContain('Marina <2 BR> & more')
  })

  it('lists each listing with its price, the old price of a drop, its link and photo, and a visible unsubscribe link', () => {
    const email = alertEmail(ctx('en'), items, { currency: 'AED', rates: DEFAULT_RATES }, 'daily', 'https://marsa.example/catalog?location=dubai-marina')
    expect(email.html).toContain(aed(2_150_000))
    expect(email.html).toMatch(new RegExp(`${aed(4_000_000)} <s[^>]*>${aed(4_500_000)}</s>`))
    expect(email.html).toContain('<img src="https://marsa.example/images/a.webp"')
    expect(email.html).toContain('href="https://marsa.example/catalog/2-palm-view"')
    expect(email.html).toContain('href="https://marsa.example/alerts/unsubscribe?token=t.s"')
    expect(email.text).toContain(`Price drop: Palm View, Palm Jumeirah\n${aed(4_000_000)} (was ${aed(4_500_000)})\nhttps://marsa.example/catalog/2-palm-view`)
    expect(email.text).toContain('Unsubscribe: https://marsa.example/alerts/unsubscribe?token=t.s')
    expect(email.text).toContain('daily email')
  })

  it('writes Arabic right to left with the visitor currency', () => {
    const email = alertEmail(ctx('ar'), items, { currency: 'USD', rates: DEFAULT_RATES }, 'instant', 'https://marsa.example/ar/catalog')
    expect(email.html).toContain('dir="rtl"')
    expect(email.html).toContain('text-align:right')
    expect(email.html).toContain('US$')
  })

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;')
  })
})

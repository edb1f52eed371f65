// The alert emails, rendered as strings (subject, HTML and text parts, headers) in the subscriber's
// language and direction: the confirmation (double opt-in) and the alert (new listings and price
// drops). Plain, table-based HTML with inline styles, as mail clients need; every value escaped.
// Every email carries the one-click unsubscribe of RFC 8058 (List-Unsubscribe +
// List-Unsubscribe-Post) and a visible unsubscribe link.
import i18next, { type TFunction } from 'i18next'
import { BRAND } from '../../lib/brand'
import { BUNDLED_CATALOGS } from '../../lib/i18n/catalogs'
import { getLocale, LOCALE_CODES, type LocaleCode } from '../../lib/i18n/locales'
import { type Currency, formatPrice, type Rates } from '../../lib/money'
import type { OutgoingEmail } from './transport.server'

const i18n = i18next.createInstance()
i18n.init({
  initAsync: false,
  resources: Object.fromEntries(LOCALE_CODES.map((code) => [code, { translation: BUNDLED_CATALOGS[code] }])),
  fallbackLng: false,
  returnNull: false,
  // Escaped here, per part: the HTML part escapes, the text part does not.
  interpolation: { escapeValue: false },
})

/** `t` in `locale` (the bundled catalogues: an email is rendered in a cron, away from any request). */
export const emailT = (locale: LocaleCode): TFunction => i18n.getFixedT(locale)

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)
}

/** One listing in an alert. */
export interface AlertItem {
  kind: 'new' | 'drop'
  title: string
  area: string
  priceAed: number
  /** The price before a drop. */
  beforeAed?: number
  /** Absolute URL of the property page. */
  url: string
  /** Absolute URL of its photo. */
  image?: string
}

export interface EmailContext {
  locale: LocaleCode
  from: { name: string; email: string }
  to: string
  /** The saved search's name. */
  name: string
  /** Absolute URLs. */
  unsubscribeUrl: string
  manageUrl: string
  /** A stable Message-ID (the outbox row's id): a retried send is the same message. */
  messageId: string
}

const COLORS = { ink: '#0f172a', muted: '#475569', line: '#e2e8f0', accent: '#0f766e', bg: '#f8fafc', drop: '#b91c1c' }
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"

function headers(ctx: EmailContext): Record<string, string> {
  return {
    'List-Unsubscribe': `<${ctx.unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'Message-ID': `<${ctx.messageId}@${ctx.from.email.split('@')[1] ?? 'marsa'}>`,
    'Auto-Submitted': 'auto-generated',
  }
}

/** The frame of every email: brand, content, footer with the reason and the unsubscribe link. */
function frame(ctx: EmailContext, t: TFunction, title: string, body: string, footer: string): string {
  const { dir, iso } = getLocale(ctx.locale)
  const align = dir === 'rtl' ? 'right' : 'left'
  return `<!DOCTYPE html>
<html lang="${iso}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.bg};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.bg};"><tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:600px;background:#ffffff;border:1px solid ${COLORS.line};border-radius:16px;font-family:${FONT};color:${COLORS.ink};text-align:${align};">
<tr><td style="padding:28px 32px 0;font-family:Georgia,'Times New Roman',serif;font-size:22px;letter-spacing:0.04em;color:${COLORS.accent};">${escapeHtml(BRAND.name)}</td></tr>
<tr><td style="padding:16px 32px 8px;"><h1 style="margin:0;font-family:Georgia,'Times New Roman',serif;font-weight:normal;font-size:26px;line-height:1.3;">${escapeHtml(title)}</h1></td></tr>
${body}
<tr><td style="padding:24px 32px 28px;border-top:1px solid ${COLORS.line};font-size:13px;line-height:1.6;color:${COLORS.muted};">${footer}
<br><a href="${escapeHtml(ctx.manageUrl)}" style="color:${COLORS.muted};">${escapeHtml(t('email.alerts.manage'))}</a> · <a href="${escapeHtml(ctx.unsubscribeUrl)}" style="color:${COLORS.muted};">${escapeHtml(t('email.alerts.unsubscribe'))}</a>
<br>${escapeHtml(BRAND.legalName)} · ${escapeHtml(BRAND.address)}</td></tr>
</table></td></tr></table>
</body></html>`
}

const button = (href: string, label: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius:999px;background:${COLORS.accent};"><a href="${escapeHtml(href)}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;color:#ffffff;text-decoration:none;border-radius:999px;">${escapeHtml(label)}</a></td></tr></table>`

/**
 * The confirmation email of the double opt-in: one link, and what happens if it is ignored. It
 * carries nothing the form's sender typed (the search's name shows once the owner has confirmed):
 * anyone can enter any address, and Marsa's name must not carry their text to it.
 */
export function confirmationEmail(ctx: EmailContext, confirmUrl: string): OutgoingEmail {
  const t = emailT(ctx.locale)
  const subject = t('email.alerts.confirm.subject')
  const title = t('email.alerts.confirm.title')
  const intro = t('email.alerts.confirm.body')
  const ignore = t('email.alerts.confirm.ignore')
  const action = t('email.alerts.confirm.button')
  const html = frame(
    ctx,
    t,
    title,
    `<tr><td style="padding:8px 32px;font-size:16px;line-height:1.6;">${escapeHtml(intro)}</td></tr>
<tr><td style="padding:16px 32px;">${button(confirmUrl, action)}</td></tr>
<tr><td style="padding:8px 32px 24px;font-size:14px;line-height:1.6;color:${COLORS.muted};">${escapeHtml(ignore)}</td></tr>`,
    escapeHtml(t('email.alerts.confirm.footer')),
  )
  const text = [title, '', intro, '', `${action}: ${confirmUrl}`, '', ignore, '', `${t('email.alerts.unsubscribe')}: ${ctx.unsubscribeUrl}`].join('\n')
  return { from: ctx.from, to: ctx.to, subject, text, html, headers: headers(ctx) }
}

/** The alert: each listing with its photo, price (the old one struck through on a drop) and link. */
export function alertEmail(
  ctx: EmailContext,
  items: AlertItem[],
  money: { currency: Currency; rates: Rates },
  frequency: 'instant' | 'daily',
  searchUrl: string,
): OutgoingEmail {
  const t = emailT(ctx.locale)
  const price = (aed: number) => formatPrice(aed, money.currency, money.rates, getLocale(ctx.locale).iso)
  const subject = t('email.alerts.alert.subject', { name: ctx.name })
  const title = t('email.alerts.alert.title', { name: ctx.name })
  const label = (item: AlertItem) => (item.kind === 'drop' ? t('email.alerts.alert.drop') : t('email.alerts.alert.new'))
  const rows = items
    .map((item) => {
      const before =
        item.kind === 'drop' && item.beforeAed ? ` <s style="color:${COLORS.muted};font-weight:normal;">${escapeHtml(price(item.beforeAed))}</s>` : ''
      const image = item.image
        ? `<a href="${escapeHtml(item.url)}"><img src="${escapeHtml(item.image)}" width="536" alt="${escapeHtml(item.title)}" style="display:block;width:100%;max-width:536px;height:auto;border-radius:12px;border:0;"></a>`
        : ''
      return `<tr><td style="padding:12px 32px;">${image}
<p style="margin:12px 0 0;font-size:12px;letter-spacing:0.08em;text-transform:uppercase;color:${item.kind === 'drop' ? COLORS.drop : COLORS.accent};">${escapeHtml(label(item))}</p>
<p style="margin:4px 0 0;font-size:18px;font-weight:600;"><a href="${escapeHtml(item.url)}" style="color:${COLORS.ink};text-decoration:none;">${escapeHtml(item.title)}</a></p>
<p style="margin:2px 0 0;font-size:14px;color:${COLORS.muted};">${escapeHtml(item.area)}</p>
<p style="margin:6px 0 0;font-size:16px;font-weight:600;">${escapeHtml(price(item.priceAed))}${before}</p>
<p style="margin:8px 0 0;font-size:14px;"><a href="${escapeHtml(item.url)}" style="color:${COLORS.accent};">${escapeHtml(t('email.alerts.alert.view'))}</a></p></td></tr>`
    })
    .join('\n')
  const reason = t(`email.alerts.alert.reason.${frequency}`, { name: ctx.name })
  const html = frame(
    ctx,
    t,
    title,
    `${rows}
<tr><td style="padding:16px 32px 24px;">${button(searchUrl, t('email.alerts.alert.all'))}</td></tr>`,
    escapeHtml(reason),
  )
  const lines = items.map((item) => {
    const before = item.kind === 'drop' && item.beforeAed ? ` (${t('email.alerts.alert.was', { price: price(item.beforeAed) })})` : ''
    return `${label(item)}: ${item.title}, ${item.area}\n${price(item.priceAed)}${before}\n${item.url}`
  })
  const text = [
    title,
    '',
    ...lines.flatMap((line) => [line, '']),
    `${t('email.alerts.alert.all')}: ${searchUrl}`,
    '',
    reason,
    `${t('email.alerts.manage')}: ${ctx.manageUrl}`,
    `${t('email.alerts.unsubscribe')}: ${ctx.unsubscribeUrl}`,
  ].join('\n')
  return { from: ctx.from, to: ctx.to, subject, text, html, headers: headers(ctx) }
}

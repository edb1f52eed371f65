// Per-request page facts (locale, translator, link builder, nonce) for server components.
// Islands never read this: whatever they need arrives as props.
import type { TFunction } from 'i18next'
import { createContext, type ReactNode, use } from 'react'
import type { Dir, LocaleCode } from './i18n/locales'
import type { Rates, UnitPrefs } from './money'
import type { SupportWidgetConfig } from './support-widget'
import type { PageConsent } from './tag-manager'

export interface PageContextValue {
  t: TFunction
  locale: LocaleCode
  iso: string
  dir: Dir
  /** Localized link: keeps the `/{locale}` prefix when the visitor came through one. */
  href: (path: string) => string
  /** Current path without locale prefix, e.g. `/terms`. */
  basePath: string
  /** Current path and query as requested. */
  fullPath: string
  /** Absolute origin for canonical and alternate links. */
  origin: string
  nonce: string
  /** IMAGE_PREFIX from config (empty locally: the plain file). */
  imagePrefix: string
  /** Exchange rates from config, AED per unit of each display currency. */
  rates: Rates
  /** The visitor's currency and area unit (the `marsa_units` cookie, else the locale's default; decision 017). Absent: AED and sq ft. */
  units?: UnitPrefs
  /** The visitor's country from CF-IPCountry (uppercase ISO alpha-2), when known: the phone input's default. */
  country?: string
  /** Cloudflare Turnstile site key (TURNSTILE_SITE_KEY); forms show the widget only when it is set. */
  turnstileSiteKey?: string
  /** Tracking consent (docs/decisions/015-consent.md): set only when a tracker is configured (banner, footer link, tag manager). */
  consent?: PageConsent
  /** The support chat widget (SUPPORT_WIDGET_URL, SUPPORT_WIDGET_SELECTOR); none: the widget is off. */
  supportWidget?: SupportWidgetConfig
  /** The affiliate network's tracking script (AFFILIATE_SCRIPT_URL); none: affiliate tracking is off. */
  affiliateScriptUrl?: string
}

const PageContext = createContext<PageContextValue | null>(null)

export function PageProvider({ value, children }: { value: PageContextValue; children: ReactNode }) {
  return <PageContext value={value}>{children}</PageContext>
}

export function usePage(): PageContextValue {
  const value = use(PageContext)
  if (!value) throw new Error('usePage() outside a rendered page')
  return value
}

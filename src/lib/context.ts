// The Hono environment shared by the worker and every feature: bindings and per-request variables.
import type { TFunction } from 'i18next'
import type { LocaleCode } from './i18n/locales'
import type { LocaleSource } from './i18n/negotiate'

export interface AppVariables {
  /** CSP nonce for this response: every inline script carries it. */
  nonce: string
  locale: LocaleCode
  localeSource: LocaleSource
  /** True when the URL carried the locale (`/fr/terms`): links then keep the prefix. */
  prefixed: boolean
  /** The path without the locale prefix, e.g. `/terms`. */
  basePath: string
  t: TFunction
}

export interface AppEnv {
  Bindings: Env
  Variables: AppVariables
}

declare global {
  /**
   * Secrets (`wrangler secret put`, `.dev.vars`) the Worker reads. `npm run cf-typegen` builds Env
   * from wrangler.toml, where secrets never appear, so they are declared here; optional, because an
   * environment may leave them unset.
   */
  interface Env {
    /** Bearer token of the ops API over the lead outbox (/api/ops/leads*). Unset: that API answers 404. */
    OPS_TOKEN?: string
    /** Signs the saved-search alert links (32+ characters). Unset: the alert pages answer 503, nothing is sent. */
    ALERTS_SECRET?: string
    /** The SMTP password of EMAIL_TRANSPORT=smtp (with SMTP_USER). */
    SMTP_PASSWORD?: string
    /** The email API's key of EMAIL_TRANSPORT=http (sent as a Bearer token). */
    EMAIL_API_KEY?: string
    /** Cloudflare's send_email binding of EMAIL_TRANSPORT=send_email (a `[[send_email]]` entry named ALERTS_EMAIL). */
    ALERTS_EMAIL?: SendEmail
  }
}

// Strict security headers on every response, with a fresh CSP nonce per response (React streams
// inline scripts, so HTML is never cached: data is).
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../src/lib/context'
import { integrations } from '../../src/lib/integrations'

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
}

const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const value = nonce()
  c.set('nonce', value)
  await next()
  const https = new URL(c.req.url).protocol === 'https:'
  // Third-party hosts, each only when configured, named once per directive even when two share a host:
  // Turnstile (lead forms) loads its script and frame from Cloudflare; the affiliate script, tag manager
  // and support widget's hosts are parsed once per isolate (src/lib/integrations.ts).
  const turnstile = c.env.TURNSTILE_SITE_KEY ? [TURNSTILE_ORIGIN] : []
  const hosts = integrations(c.env).csp
  const sources = (...lists: string[][]) => [...new Set(lists.flat())].map((source) => ` ${source}`).join('')
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${value}'${sources(turnstile, hosts.script)}`,
    `style-src 'self' 'nonce-${value}'`,
    `img-src 'self' data: blob:${sources(hosts.img)}`,
    "font-src 'self'",
    `connect-src 'self'${sources(hosts.connect)}`,
    ...(hosts.worker.length ? [`worker-src${sources(hosts.worker)}`] : []),
    turnstile.length ? `frame-src${sources(turnstile)}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
  const headers = c.res.headers
  headers.set('Content-Security-Policy', csp)
  headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload')
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('X-Frame-Options', 'DENY')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()')
  headers.set('Cross-Origin-Opener-Policy', 'same-origin')
  headers.set('Cross-Origin-Resource-Policy', 'same-origin')
})

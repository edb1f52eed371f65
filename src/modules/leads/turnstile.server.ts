// Cloudflare Turnstile verification (siteverify) for the lead forms, when TURNSTILE_SECRET_KEY is
// set. A token the service explicitly rejects is refused; when the service itself cannot be reached
// the form is let through (logged): a lost lead costs more than a rare bot, and the rate limit and
// honeypot still apply.
import { errorText, log } from '../../lib/log.server'

export type TurnstileEnv = Pick<Env, 'TURNSTILE_VERIFY_URL'> & { TURNSTILE_SECRET_KEY?: string }

export type TurnstileResult = 'pass' | 'fail' | 'unavailable' | 'off'

const TURNSTILE_TIMEOUT_MS = 3000
const DEFAULT_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

export async function verifyTurnstile(env: TurnstileEnv, token: string | undefined, ip: string | undefined): Promise<TurnstileResult> {
  if (!env.TURNSTILE_SECRET_KEY) return 'off'
  if (!token) return 'fail'
  const form = new FormData()
  form.set('secret', env.TURNSTILE_SECRET_KEY)
  form.set('response', token)
  if (ip) form.set('remoteip', ip)
  try {
    const response = await fetch(env.TURNSTILE_VERIFY_URL || DEFAULT_VERIFY_URL, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(TURNSTILE_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`)
    const body = (await response.json()) as { success?: unknown; 'error-codes'?: unknown }
    if (body.success === true) return 'pass'
    log.warn('turnstile rejected a token', { codes: JSON.stringify(body['error-codes'] ?? []).slice(0, 200) })
    return 'fail'
  } catch (error) {
    log.error('turnstile unavailable', { error: errorText(error) })
    return 'unavailable'
  }
}

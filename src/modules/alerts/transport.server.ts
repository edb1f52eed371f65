// Sending one email, by the transport the configuration names (EMAIL_TRANSPORT):
//   smtp        SMTP over a TCP socket (`cloudflare:sockets` connect(), through the `worker-mailer`
//               package): SMTP_HOST, SMTP_PORT, SMTP_SECURITY (tls | starttls | off), SMTP_USER and
//               the secret SMTP_PASSWORD. Locally: maildev, the mail catcher of `npm run cms`.
//   send_email  Cloudflare Email Service's `send_email` binding named ALERTS_EMAIL.
//   http        an email API taking a Resend-style JSON POST (EMAIL_API_URL, secret EMAIL_API_KEY sent
//               as `Authorization: Bearer …`).
//   (empty)     off: nothing is sent; emails wait in the outbox (src/modules/alerts/outbox.server.ts).
// Every failure says whether trying again later may help (`retry`); the outbox decides when.
// Nothing here logs an address or a message body.

export const EMAIL_TRANSPORTS = ['smtp', 'send_email', 'http'] as const
export type EmailTransport = (typeof EMAIL_TRANSPORTS)[number]

export interface OutgoingEmail {
  from: { name: string; email: string }
  to: string
  subject: string
  text: string
  html: string
  /** Extra headers (List-Unsubscribe, Message-ID…). */
  headers: Record<string, string>
}

export type SendOutcome = { ok: true } | { ok: false; retry: boolean; error: string }

export type EmailEnv = {
  EMAIL_TRANSPORT?: string
  EMAIL_FROM?: string
  EMAIL_TIMEOUT_MS?: string
  SMTP_HOST?: string
  SMTP_PORT?: string
  SMTP_SECURITY?: string
  SMTP_USER?: string
  SMTP_PASSWORD?: string
  EMAIL_API_URL?: string
  EMAIL_API_KEY?: string
  ALERTS_EMAIL?: SendEmail
}

/** The configured transport, or null when email is off (or the name is unknown). */
export function emailTransport(env: EmailEnv): EmailTransport | null {
  const name = env.EMAIL_TRANSPORT?.trim()
  return (EMAIL_TRANSPORTS as readonly string[]).includes(name ?? '') ? (name as EmailTransport) : null
}

/** "Marsa <alerts@marsa.ae>" or "alerts@marsa.ae" as a sender; null when EMAIL_FROM is not an address. */
export function senderOf(value: string | undefined): { name: string; email: string } | null {
  const match = value?.trim().match(/^(?:"?([^"<>]*?)"?\s*<([^<>\s@]+@[^<>\s@]+)>|([^<>\s@]+@[^<>\s@]+))$/)
  if (!match) return null
  return { name: (match[1] ?? '').trim(), email: (match[2] ?? match[3]) as string }
}

/** Milliseconds one send may take before it counts as failed (retried later): EMAIL_TIMEOUT_MS, 1–60 s, default 15 s. */
export function sendTimeoutMs(value: string | undefined): number {
  const n = Number(value)
  return Number.isInteger(n) && n >= 100 && n <= 60_000 ? n : 15_000
}

class Timeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, limit]).finally(() => clearTimeout(timer))
}

/** Sends `email` through the configured transport. Never throws. */
export async function sendEmail(env: EmailEnv, email: OutgoingEmail): Promise<SendOutcome> {
  const transport = emailTransport(env)
  if (!transport) return { ok: false, retry: true, error: 'email is off (EMAIL_TRANSPORT)' }
  const timeoutMs = sendTimeoutMs(env.EMAIL_TIMEOUT_MS)
  try {
    if (transport === 'smtp') return await withTimeout(sendSmtp(env, email, timeoutMs), timeoutMs)
    if (transport === 'http') return await withTimeout(sendHttp(env, email, timeoutMs), timeoutMs)
    return await withTimeout(sendBinding(env, email), timeoutMs)
  } catch (error) {
    // A server's answer may quote the address ("550 <a@b.c> unknown"): never into the outbox or a log.
    const message = (error instanceof Error ? error.message : String(error)).replace(/[^\s<>@"]+@[^\s<>@"]+/g, '[address]')
    return { ok: false, retry: true, error: `${transport}: ${message}`.slice(0, 300) }
  }
}

async function sendSmtp(env: EmailEnv, email: OutgoingEmail, timeoutMs: number): Promise<SendOutcome> {
  const port = Number(env.SMTP_PORT)
  if (!env.SMTP_HOST || !Number.isInteger(port) || port < 1 || port > 65535) return { ok: false, retry: true, error: 'smtp: SMTP_HOST/SMTP_PORT not set' }
  // Loaded when used: it imports `cloudflare:sockets`, which only workerd has (unit tests run in Node).
  const { LogLevel, WorkerMailer } = await import('worker-mailer')
  const security = env.SMTP_SECURITY === 'tls' ? 'tls' : env.SMTP_SECURITY === 'off' ? 'off' : 'starttls'
  await WorkerMailer.send(
    {
      host: env.SMTP_HOST,
      port,
      secure: security === 'tls',
      startTls: security === 'starttls',
      ...(env.SMTP_USER && env.SMTP_PASSWORD ? { credentials: { username: env.SMTP_USER, password: env.SMTP_PASSWORD }, authType: ['plain', 'login'] } : {}),
      // The library logs addresses and server answers at its default level: nothing at all.
      logLevel: LogLevel.NONE,
      socketTimeoutMs: timeoutMs,
      responseTimeoutMs: timeoutMs,
    },
    { from: email.from, to: email.to, subject: email.subject, text: email.text, html: email.html, headers: email.headers },
  )
  return { ok: true }
}

async function sendHttp(env: EmailEnv, email: OutgoingEmail, timeoutMs: number): Promise<SendOutcome> {
  if (!env.EMAIL_API_URL || !env.EMAIL_API_KEY) return { ok: false, retry: true, error: 'http: EMAIL_API_URL/EMAIL_API_KEY not set' }
  const from = email.from.name ? `${email.from.name} <${email.from.email}>` : email.from.email
  const response = await fetch(env.EMAIL_API_URL, {
    method: 'POST',
    headers: { authorization: `Bearer ${env.EMAIL_API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ from, to: [email.to], subject: email.subject, html: email.html, text: email.text, headers: email.headers }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  await response.body?.cancel()
  if (response.ok) return { ok: true }
  const retry = response.status === 408 || response.status === 429 || response.status >= 500
  return { ok: false, retry, error: `http: status ${response.status}` }
}

async function sendBinding(env: EmailEnv, email: OutgoingEmail): Promise<SendOutcome> {
  if (!env.ALERTS_EMAIL) return { ok: false, retry: true, error: 'send_email: no ALERTS_EMAIL binding' }
  await env.ALERTS_EMAIL.send({ from: email.from, to: email.to, subject: email.subject, text: email.text, html: email.html, headers: email.headers })
  return { ok: true }
}

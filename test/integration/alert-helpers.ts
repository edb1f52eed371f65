// Helpers of the alert tests: the worker's env pointed at the maildev of test/integration/maildev.ts,
// and the mails it caught.
import { inject } from 'vitest'

/** `env` with SMTP to the test's maildev (plain SMTP, no auth) and a sender. */
export function smtpEnv<E extends object>(env: E) {
  return {
    ...env,
    EMAIL_TRANSPORT: 'smtp',
    EMAIL_FROM: 'Marsa <alerts@marsa.example>',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(inject('maildev').smtpPort),
    SMTP_SECURITY: 'off',
    EMAIL_TIMEOUT_MS: '5000',
  }
}

/** A mail maildev caught, with its raw source (headers included). */
export interface CaughtMail {
  id: string
  subject: string
  to: { address: string }[]
  text?: string
  html?: string
  source: string
}

/** The mails to `to`, oldest first, each with its source. */
export async function maildevMails(to: string): Promise<CaughtMail[]> {
  const { webUrl } = inject('maildev')
  const all = (await (await fetch(`${webUrl}/api/email`)).json()) as Omit<CaughtMail, 'source'>[]
  const mine = all.filter((mail) => mail.to.some((t) => t.address.toLowerCase() === to.toLowerCase()))
  return Promise.all(mine.map(async (mail) => ({ ...mail, source: await (await fetch(`${webUrl}/api/email/${mail.id}/source`)).text() })))
}

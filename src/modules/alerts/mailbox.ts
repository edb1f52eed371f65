// One mailbox, many spellings: what the cap on confirmation emails counts. Providers deliver
// `bob+alerts@…` to bob (sub-addressing, RFC 5233, honoured by Gmail, Outlook, iCloud, Fastmail and
// most others), and Gmail ignores dots in the local part. Case never matters in practice. Only for
// counting: the email is sent to the address as it was typed.

const GMAIL = new Set(['gmail.com', 'googlemail.com'])

/** The mailbox `email` reaches: lower-cased, without a `+tag`, and without dots for Gmail. */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 1) return address
  let local = address.slice(0, at)
  let domain = address.slice(at + 1)
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '')
    domain = 'gmail.com'
  }
  return `${local}@${domain}`
}

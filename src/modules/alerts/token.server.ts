// Signed links of the alert emails: `<payload>.<signature>`, both base64url; the payload is
// `{s: saved search id, a: action, e: expiry (epoch seconds)}` and the signature its HMAC-SHA256
// with ALERTS_SECRET. A link proves the holder received the email: it confirms (double opt-in),
// opens the manage page or unsubscribes, and expires (confirm: 7 days, the others: a year; a
// later alert carries fresh ones). Without a secret nothing is signed and the alert pages answer 503.

/** What a link lets its holder do. */
export type TokenAction = 'confirm' | 'manage'

export interface TokenClaims {
  searchId: string
  action: TokenAction
  /** Epoch seconds. */
  expires: number
}

/** How long each kind of link works. */
export const TOKEN_TTL_S: Record<TokenAction, number> = { confirm: 7 * 24 * 3600, manage: 365 * 24 * 3600 }

/** The secret is usable: at least 32 characters. */
export const usableSecret = (secret: string | undefined): secret is string => typeof secret === 'string' && secret.length >= 32

const encoder = new TextEncoder()

function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** The bytes of canonical base64url text; null for anything else (atob would also take a last letter with stray low bits, so one token would have several spellings). */
function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
  try {
    const bytes = Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0))
    return base64url(bytes) === text ? bytes : null
  } catch {
    return null
  }
}

const key = (secret: string, usage: KeyUsage) => crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage])

/** A signed token for `searchId` and `action`, valid `TOKEN_TTL_S[action]` seconds from `now` (ms). */
export async function signToken(secret: string, searchId: string, action: TokenAction, now = Date.now()): Promise<string> {
  const payload = base64url(encoder.encode(JSON.stringify({ s: searchId, a: action, e: Math.floor(now / 1000) + TOKEN_TTL_S[action] })))
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key(secret, 'sign'), encoder.encode(payload)))
  return `${payload}.${base64url(signature)}`
}

/** The claims of a token signed with `secret`, for `action`, not expired at `now`; null otherwise (whatever is wrong with it). */
export async function verifyToken(secret: string, token: string | undefined, action: TokenAction, now = Date.now()): Promise<TokenClaims | null> {
  if (!token || token.length > 400) return null
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return null
  const mac = fromBase64url(signature)
  if (!mac) return null
  // crypto.subtle.verify compares in constant time.
  if (!(await crypto.subtle.verify('HMAC', await key(secret, 'verify'), mac, encoder.encode(payload)))) return null
  const bytes = fromBase64url(payload)
  if (!bytes) return null
  let claims: unknown
  try {
    claims = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    return null
  }
  const { s, a, e } = (claims ?? {}) as Record<string, unknown>
  if (typeof s !== 'string' || a !== action || typeof e !== 'number' || e * 1000 <= now) return null
  return { searchId: s, action, expires: e }
}

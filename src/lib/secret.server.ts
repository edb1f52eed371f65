// Shared-secret checks that take the same time whatever the guess: both sides are hashed first,
// so neither the length nor the first differing byte of the secret leaks through timing.

/** True when `given` equals `expected`; false for a missing or empty value. */
export async function secretMatches(given: string | undefined, expected: string | undefined): Promise<boolean> {
  if (!given || !expected) return false
  const encoder = new TextEncoder()
  const [a, b] = await Promise.all([given, expected].map((value) => crypto.subtle.digest('SHA-256', encoder.encode(value))))
  const x = new Uint8Array(a as ArrayBuffer)
  const y = new Uint8Array(b as ArrayBuffer)
  let difference = 0
  for (let i = 0; i < x.length; i++) difference |= (x[i] ?? 0) ^ (y[i] ?? 0)
  return difference === 0
}

/** The token of an `Authorization: Bearer <token>` header (scheme case-insensitive), else undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  return header?.match(/^Bearer[ \t]+(\S+)[ \t]*$/i)?.[1]
}

// The key a per-client rate limit counts under. An IPv4 address is one client; an IPv6 client holds
// at least a /64 (every residential line and cloud VM gets one) and can rotate freely inside it, so
// IPv6 counts by its /64 (security review F7). IPv4 inside IPv6 (`::ffff:1.2.3.4`, NAT64
// `64:ff9b::1.2.3.4`) counts as that IPv4 address.

/** The shared key of requests whose address is missing or unreadable (only outside Cloudflare, which always sets it). */
export const UNKNOWN_CLIENT = 'unknown'

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const HEXTET = /^[0-9a-f]{1,4}$/

/** The eight 16-bit groups of an IPv6 address (compressed `::`, embedded IPv4 tail), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address
  const v4 = text.match(/:((?:\d{1,3}\.){3}\d{1,3})$/)
  if (v4?.[1]) {
    if (!IPV4.test(v4[1])) return null
    const [a = 0, b = 0, c = 0, d = 0] = v4[1].split('.').map(Number)
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const parse = (part: string | undefined) => (part ? part.split(':') : [])
  const head = parse(halves[0])
  const tail = parse(halves[1])
  if (![...head, ...tail].every((group) => HEXTET.test(group))) return null
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  return [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((group) => Number.parseInt(group, 16))
}

/** `1.2.3.4` from the last 32 bits of an IPv6 address. */
const embeddedIpv4 = (groups: number[]) => {
  const [high = 0, low = 0] = groups.slice(6)
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/**
 * The rate-limit key of a client address (as CF-Connecting-IP gives it): an IPv4 address as is; an
 * IPv6 address as its /64 (`2001:db8:0:1::/64`), with any zone id (`%eth0`) or brackets dropped;
 * IPv4-mapped and NAT64 addresses as their IPv4 address. Missing or unreadable: UNKNOWN_CLIENT.
 */
export function clientKey(address: string | null | undefined): string {
  const text = address
    ?.trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '')
  if (!text || text.length > 64) return UNKNOWN_CLIENT
  if (!text.includes(':')) return IPV4.test(text) ? text : UNKNOWN_CLIENT
  const groups = ipv6Groups(text)
  if (!groups) return UNKNOWN_CLIENT
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0)
  // ::ffff:a.b.c.d (IPv4-mapped) and 64:ff9b::a.b.c.d (NAT64, RFC 6052): an IPv4 client behind it.
  if (zeros(0, 5) && groups[5] === 0xffff) return embeddedIpv4(groups)
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return embeddedIpv4(groups)
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

// QR codes as inline SVG, rendered on the server (no image request, no client code). Used for the
// DLD permit verification link every advert must carry.
import { encode } from 'uqr'

/** Quiet zone in modules; the standard asks for 4. */
const QUIET_ZONE = 4

/** Encoding picks the best of eight masks (~1 ms): each permit's path is kept per isolate. */
const MEMO_LIMIT = 500
const memo = new Map<string, { size: number; d: string }>()

/** The code's side in modules (quiet zone included) and one SVG path drawing its dark modules, row by row. */
export function qrPath(text: string): { size: number; d: string } {
  const known = memo.get(text)
  if (known) return known
  const path = drawPath(text)
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string)
  memo.set(text, path)
  return path
}

function drawPath(text: string): { size: number; d: string } {
  const { size, data } = encode(text, { ecc: 'M', border: QUIET_ZONE })
  let d = ''
  data.forEach((row, y) => {
    let x = 0
    while (x < size) {
      if (!row[x]) {
        x++
        continue
      }
      const start = x
      while (x < size && row[x]) x++
      d += `M${start} ${y}h${x - start}v1h${start - x}z`
    }
  })
  return { size, d }
}

/** A black-on-white QR code (in dark mode too: scanners need the contrast) with an accessible name. */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, d } = qrPath(value)
  return (
    <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" className={className} data-qr={value}>
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  )
}

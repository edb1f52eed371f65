// Floor plans (1200×900): clean architectural line drawings for each PlanKind of media.ts. A unit is
// laid out as a row of rooms along the façade (living, bedrooms) and a row of service rooms behind a
// corridor (kitchen, baths, laundry), measured in metres and scaled to fit; walls, doors, windows,
// furniture outlines, labels with sizes, a title block, a north arrow and a scale bar.
import { n, prng, rect, rrect, svg } from './lib.mjs'

const W = 1200
const H = 900
const INK = '#2b2a28'
const FURN = '#aaa49b'
const TEXT = '#45423d'
const FONT = 'font-family="Inter,Helvetica,Arial,sans-serif"'
const ACCENT = '#1f7a52'

const fmt = (v) => new Intl.NumberFormat('en-US').format(v)

/** Drawing context: metres → pixels, and the SVG fragments collected per layer. */
function canvas(widthM, depthM, extraBelowM = 0) {
  const s = Math.min(1040 / widthM, 640 / (depthM + extraBelowM))
  const ox = (W - widthM * s) / 2
  const oy = 60 + (640 - (depthM + extraBelowM) * s) / 2
  const X = (m) => ox + m * s
  const Y = (m) => oy + m * s
  return { s, X, Y, fills: [], walls: '', thin: '', furn: '', gaps: '', doors: '', glass: '', labels: [], outdoor: '' }
}

function label(c, name, x, y, w, h, showSize = true) {
  const cx = c.X(x + w / 2)
  const cy = c.Y(y + h / 2)
  let t = `<text class="l" x="${n(cx)}" y="${n(cy)}">${name.toUpperCase()}</text>`
  if (showSize && w * c.s > 70) t += `<text class="d" x="${n(cx)}" y="${n(cy + labelSize(c) + 4)}">${w.toFixed(1)} × ${h.toFixed(1)} m</text>`
  c.labels.push(t)
}

const labelSize = (c) => Math.round(Math.min(18, Math.max(11, c.s * 0.34)))

/** Shared text styles (room names and sizes), so each label is a short element. */
const styles = (c) =>
  `<style>.l{font-size:${labelSize(c)}px;font-weight:600;letter-spacing:1.5px;text-anchor:middle}.d{font-size:${Math.round(labelSize(c) * 0.8)}px;text-anchor:middle;fill:#8a857c}</style>`

/** A room: light fill, walls on all sides (interior weight), label. */
function room(c, name, x, y, w, h, { wet = false, outdoor = false, size = true, labelAt } = {}) {
  c.fills.push(`<path d="${rect(c.X(x), c.Y(y), w * c.s, h * c.s)}" fill="${outdoor ? '#eef2e8' : wet ? '#edf2f4' : '#fff'}"/>`)
  if (!outdoor) c.walls += rect(c.X(x), c.Y(y), w * c.s, h * c.s)
  const [lx, ly, lw, lh] = labelAt ?? [x, y, w, h]
  if (name) label(c, name, lx, ly, lw, lh, size)
}

/** A door in a horizontal (h) or vertical (v) wall at (x, y), `w` metres wide, swinging to `dir` (±1). */
function door(c, x, y, w, orient, dir = 1) {
  const px = c.X(x)
  const py = c.Y(y)
  const L = w * c.s
  if (orient === 'h') {
    c.gaps += rect(px, py - 5, L, 10)
    c.doors += `M${n(px)} ${n(py)}v${n(dir * L)}A${n(L)} ${n(L)} 0 0 ${dir > 0 ? 0 : 1} ${n(px + L)} ${n(py)}`
  } else {
    c.gaps += rect(px - 5, py, 10, L)
    c.doors += `M${n(px)} ${n(py)}h${n(dir * L)}A${n(L)} ${n(L)} 0 0 ${dir > 0 ? 1 : 0} ${n(px)} ${n(py + L)}`
  }
}

/** A window in the façade wall (horizontal) from x, w metres wide. */
function windowH(c, x, y, w) {
  const px = c.X(x)
  const py = c.Y(y)
  c.gaps += rect(px, py - 7, w * c.s, 14)
  c.glass += `M${n(px)} ${n(py - 3)}h${n(w * c.s)}M${n(px)} ${n(py + 3)}h${n(w * c.s)}`
}

// Furniture, drawn in thin grey outline.
function bed(c, x, y, w, double = true) {
  const bw = (double ? 1.8 : 1.1) * c.s
  const bl = 2.1 * c.s
  const px = c.X(x + w * 0.56) - bw / 2
  const py = c.Y(y) + 8
  c.furn += rrect(px, py, bw, bl, 4) + rrect(px + 6, py + 6, double ? bw / 2 - 9 : bw - 12, 0.45 * c.s, 4)
  if (double) c.furn += rrect(px + bw / 2 + 3, py + 6, bw / 2 - 9, 0.45 * c.s, 4)
  c.furn += `M${n(px)} ${n(py + bl * 0.38)}h${n(bw)}`
  if (w > 3.4) c.furn += rect(px - 0.55 * c.s, py, 0.45 * c.s, 0.45 * c.s) + rect(px + bw + 0.1 * c.s, py, 0.45 * c.s, 0.45 * c.s)
}
function sofa(c, x, y, w) {
  const px = c.X(x)
  const py = c.Y(y)
  const L = w * c.s
  const d = 0.9 * c.s
  c.furn += `M${n(px)} ${n(py)}v${n(-d)}h${n(L)}v${n(d)}h${n(-0.25 * c.s)}v${n(-d + 0.25 * c.s)}h${n(-L + 0.5 * c.s)}v${n(d - 0.25 * c.s)}Z`
  c.furn += rrect(px + L * 0.25, py - d - 1.5 * c.s, L * 0.5, 0.7 * c.s, 6)
}
function dining(c, cx, cy, seats = 6) {
  const tw = (seats > 4 ? 1.8 : 1.2) * c.s
  const th = 0.9 * c.s
  const px = c.X(cx) - tw / 2
  const py = c.Y(cy) - th / 2
  c.furn += rect(px, py, tw, th)
  const per = seats / 2
  for (let i = 0; i < per; i++) {
    const x = px + (tw / per) * (i + 0.5) - 0.22 * c.s
    c.furn += rect(x, py - 0.55 * c.s, 0.44 * c.s, 0.42 * c.s) + rect(x, py + th + 0.13 * c.s, 0.44 * c.s, 0.42 * c.s)
  }
}
function kitchen(c, x, y, w, h) {
  const d = 0.62 * c.s
  const px = c.X(x)
  const py = c.Y(y)
  c.furn += `M${n(px)} ${n(py + d)}h${n(w * c.s - d)}v${n(h * c.s - d)}h${n(d)}`
  const hx = px + w * c.s * 0.35
  for (const [ox, oy] of [
    [0.15, 0.18],
    [0.45, 0.18],
    [0.15, 0.44],
    [0.45, 0.44],
  ])
    c.furn += `M${n(hx + ox * c.s + 5)} ${n(py + oy * c.s)}a5 5 0 1 0 -10 0a5 5 0 1 0 10 0`
  c.furn += rrect(px + w * c.s * 0.68, py + 0.1 * c.s, 0.6 * c.s, 0.42 * c.s, 6)
}
function bath(c, x, y, w, h) {
  const px = c.X(x)
  const py = c.Y(y)
  c.furn += rrect(px + 6, py + 6, Math.min(1.7, w - 0.3) * c.s, 0.72 * c.s, 10)
  const wx = px + w * c.s - 0.5 * c.s
  const wy = py + h * c.s - 0.55 * c.s
  c.furn += `M${n(wx - 0.2 * c.s)} ${n(wy)}a${n(0.2 * c.s)} ${n(0.28 * c.s)} 0 1 0 ${n(0.4 * c.s)} 0a${n(0.2 * c.s)} ${n(0.28 * c.s)} 0 1 0 ${n(-0.4 * c.s)} 0`
  c.furn += rrect(px + 0.2 * c.s, py + h * c.s - 0.55 * c.s, 0.6 * c.s, 0.42 * c.s, 8)
}

/** Title block, north arrow and a scale bar. */
function frame(c, title, subtitle, area) {
  const parts = []
  parts.push(`<text x="60" y="${H - 74}" font-size="26" font-weight="700" letter-spacing="2" fill="${INK}">${title.toUpperCase()}</text>`)
  parts.push(`<text x="60" y="${H - 44}" font-size="17" fill="#6d685f">${subtitle}</text>`)
  parts.push(`<rect x="60" y="${H - 110}" width="48" height="3" fill="${ACCENT}"/>`)
  parts.push(`<text x="${W - 60}" y="${H - 74}" font-size="18" font-weight="600" text-anchor="end" fill="${INK}">${area}</text>`)
  parts.push(`<text x="${W - 60}" y="${H - 46}" font-size="13" text-anchor="end" fill="#8a857c">Indicative layout, not to scale for construction</text>`)
  // Scale bar: 0–5 m.
  const m5 = 5 * c.s
  const sx = W - 60 - m5
  const sy = H - 128
  parts.push(
    `<path d="M${n(sx)} ${sy}h${n(m5)}M${n(sx)} ${sy - 6}v12M${n(sx + m5 / 2)} ${sy - 4}v8M${n(sx + m5)} ${sy - 6}v12" stroke="${INK}" stroke-width="2"/>`,
  )
  parts.push(
    `<text x="${n(sx)}" y="${sy - 12}" font-size="12" fill="#8a857c">0</text><text x="${n(sx + m5)}" y="${sy - 12}" font-size="12" text-anchor="end" fill="#8a857c">5 m</text>`,
  )
  // North arrow.
  parts.push(
    `<g transform="translate(${W - 80} 70)"><circle r="22" fill="none" stroke="${INK}" stroke-width="1.5"/><path d="M0 -16 8 12 0 6 -8 12Z" fill="${INK}"/><text y="-28" font-size="13" font-weight="700" text-anchor="middle">N</text></g>`,
  )
  return parts.join('')
}

function render(c, titleParts) {
  const body = [
    `<rect width="${W}" height="${H}" fill="#fbfaf7"/>`,
    c.outdoor,
    ...c.fills,
    `<path d="${c.walls}" fill="none" stroke="${INK}" stroke-width="6" stroke-linejoin="square"/>`,
    c.thin ? `<path d="${c.thin}" fill="none" stroke="${INK}" stroke-width="13" stroke-linejoin="square"/>` : '',
    c.gaps ? `<path d="${c.gaps}" fill="#fff"/>` : '',
    c.glass ? `<path d="${c.glass}" stroke="#7fa7bd" stroke-width="2"/>` : '',
    c.doors ? `<path d="${c.doors}" fill="none" stroke="#8d877e" stroke-width="1.5"/>` : '',
    c.furn ? `<path d="${c.furn}" fill="none" stroke="${FURN}" stroke-width="1.6"/>` : '',
    `<g ${FONT} fill="${TEXT}">${c.labels.join('')}${titleParts}</g>`,
  ]
  return svg(W, H, styles(c), body.join(''))
}

/** Apartment or penthouse with `beds` bedrooms (0 = studio). */
function apartment({ bedrooms, kind, project, seed }) {
  const R = prng(seed + bedrooms)
  const ph = kind === 'penthouse'
  const k = ph ? 1.25 : 1
  const d1 = (ph ? 5.6 : 4.6) + R.range(-0.2, 0.3) // façade rooms
  const cor = 1.3
  const d2 = 2.8 // service rooms
  const balcony = ph ? 3.2 : 1.8
  const beds = []
  for (let b = 0; b < bedrooms; b++) beds.push(b === 0 ? 4.2 * k : 3.6 * k)
  const lw = bedrooms === 0 ? 6.4 : (4.8 + bedrooms * 0.7) * k
  const total = lw + beds.reduce((a, b) => a + b, 0)
  const depth = d2 + cor + d1
  const c = canvas(total, depth, balcony)
  // Balcony or terrace along the façade.
  const bx = 0
  const bwid = ph ? total : Math.min(total, lw + (beds[0] ?? 0))
  c.outdoor += `<path d="${rect(c.X(bx), c.Y(depth), bwid * c.s, balcony * c.s)}" fill="#eef2e8" stroke="${INK}" stroke-width="2" stroke-dasharray="8 6"/>`
  label(c, ph ? 'Terrace' : 'Balcony', bx, depth, bwid, balcony, false)
  if (ph) c.furn += rrect(c.X(total - 6.5), c.Y(depth + 0.6), 5.2 * c.s, 1.9 * c.s, 4)
  if (ph) label(c, 'Pool', total - 6.5, depth + 0.6, 5.2, 1.9, false)
  // Living (with kitchen behind in the studio / open kitchen), bedrooms along the façade.
  if (bedrooms === 0) {
    room(c, 'Studio', 0, d2, lw, cor + d1)
    room(c, 'Kitchen', 0, 0, lw * 0.5, d2, { wet: true })
    room(c, 'Bath', lw * 0.5, 0, lw * 0.5, d2, { wet: true })
    kitchen(c, 0, 0, lw * 0.5, d2)
    bath(c, lw * 0.5, 0, lw * 0.5, d2)
    bed(c, 0.3, d2 + cor + 0.2, 2.6)
    sofa(c, lw - 3, d2 + cor + d1 - 0.3, 2.4)
    door(c, lw * 0.5 + 0.3, d2, 0.8, 'h', -1)
    door(c, lw - 1.2, 0, 0.9, 'h', 1)
    windowH(c, 0.5, depth, lw - 1)
  } else {
    room(c, ph ? 'Living / Dining' : 'Living / Dining', 0, d2, lw, cor + d1, { labelAt: [0, d2 + cor, lw, d1 * 0.55] })
    room(c, 'Kitchen', 0, 0, lw * 0.55, d2, { wet: true })
    room(c, 'Entry', lw * 0.55, 0, lw * 0.45, d2)
    kitchen(c, 0, 0, lw * 0.55, d2)
    door(c, lw * 0.55 + 0.5, 0, 1.0, 'h', 1)
    sofa(c, lw * 0.1, depth - 0.3, Math.min(3.2, lw * 0.55))
    dining(c, lw * 0.55, d2 + cor + 1.3, bedrooms > 2 ? 8 : bedrooms > 1 ? 6 : 4)
    windowH(c, 0.6, depth, lw - 1.2)
    // Corridor behind the bedrooms, open to the living room.
    room(c, '', lw, d2, total - lw, cor)
    let x = lw
    beds.forEach((bw, i) => {
      room(c, i === 0 ? 'Master bedroom' : `Bedroom ${i + 1}`, x, d2 + cor, bw, d1)
      bed(c, x, d2 + cor + 0.1, bw, i === 0 || bw > 4)
      door(c, x + 0.2, d2 + cor, 0.85, 'h', 1)
      windowH(c, x + 0.5, depth, bw - 1)
      // Service room behind each bedroom: en-suite for the master, then bath, laundry, maid's room.
      const svc = i === 0 ? 'En-suite' : i === 1 ? 'Bath' : i === 2 ? "Maid's room" : i % 2 ? 'Bath' : 'Store'
      room(c, svc, x, 0, bw, d2, { wet: svc !== "Maid's room" && svc !== 'Store' })
      if (svc === 'En-suite' || svc === 'Bath') bath(c, x, 0, bw, d2)
      if (svc === "Maid's room") bed(c, x - 0.8, 0.1, bw, false)
      door(c, x + bw - 1.1, d2, 0.8, 'h', -1)
      x += bw
    })
  }
  c.thin = rect(c.X(0), c.Y(0), total * c.s, depth * c.s)
  const sqft = Math.round(total * depth * 10.764)
  const title = `${bedrooms === 0 ? 'Studio' : `${bedrooms}-bedroom`} ${kind}`
  return render(c, frame(c, title, `${project.title} · ${project.development}`, `Approx. ${fmt(sqft)} sq ft`))
}

/** Villa or townhouse, ground or first floor. */
function house({ bedrooms, kind, project, seed }) {
  const R = prng(seed)
  const villa = project.type === 'villa'
  const k = villa ? 1.15 : 1
  const d1 = (villa ? 5.4 : 4.8) + R.range(-0.2, 0.2)
  const cor = 1.4
  const d2 = 3
  const c0 = []
  if (kind === 'house-ground') {
    c0.push(['Living', 5.4 * k, 'Entry', false], ['Dining', 4.2 * k, 'Kitchen', true], [villa ? 'Majlis' : 'Family', 4 * k, "Maid's room", false])
    if (villa) c0.push(['Guest bedroom', 3.8 * k, 'Powder', true])
  } else {
    c0.push(['Family lounge', 4.2 * k, 'Stairs', false])
    for (let b = 0; b < Math.max(2, bedrooms - (kind === 'house-first' && villa ? 1 : 0)); b++)
      c0.push([b === 0 ? 'Master bedroom' : `Bedroom ${b + 1}`, (b === 0 ? 4.6 : 3.8) * k, b === 0 ? 'En-suite' : 'Bath', true])
  }
  const total = c0.reduce((a, col) => a + col[1], 0)
  const depth = d2 + cor + d1
  const outside = kind === 'house-ground' ? 4.2 : 1.6
  const c = canvas(total, depth, outside)
  if (kind === 'house-ground') {
    c.outdoor += `<path d="${rect(c.X(-0.6), c.Y(depth), (total + 1.2) * c.s, outside * c.s)}" fill="#e9efe3"/>`
    label(c, 'Garden', 0, depth + 2.6, total * 0.35, 1.4, false)
    const pw = Math.min(8, total * 0.4)
    c.outdoor += `<path d="${rect(c.X(total - pw - 0.6), c.Y(depth + 1), pw * c.s, 2.4 * c.s)}" fill="#d7ecef" stroke="#7fa7bd" stroke-width="2"/>`
    label(c, 'Pool', total - pw - 0.6, depth + 1, pw, 2.4, false)
    c.outdoor += `<path d="${rect(c.X(0), c.Y(depth), total * c.s, 0.8 * c.s)}" fill="#f1ece2"/>`
  } else {
    c.outdoor += `<path d="${rect(c.X(0), c.Y(depth), (c0[0][1] + c0[1][1]) * c.s, outside * c.s)}" fill="#eef2e8" stroke="${INK}" stroke-width="2" stroke-dasharray="8 6"/>`
    label(c, 'Balcony', 0, depth, c0[0][1] + c0[1][1], outside, false)
  }
  room(c, '', 0, d2, total, cor)
  let x = 0
  c0.forEach(([front, w, back, wet], i) => {
    room(c, front, x, d2 + cor, w, d1)
    windowH(c, x + 0.5, depth, w - 1)
    if (front.includes('edroom')) {
      bed(c, x, d2 + cor + 0.1, w)
      door(c, x + 0.2, d2 + cor, 0.85, 'h', 1)
    } else if (front === 'Living' || front === 'Family lounge' || front === 'Family' || front === 'Majlis')
      sofa(c, x + 0.5, d2 + cor + d1 - 0.3, Math.min(3.4, w - 1))
    else if (front === 'Dining') dining(c, x + w / 2, d2 + cor + d1 / 2, 8)
    room(c, back, x, 0, w, d2, { wet })
    if (back === 'Kitchen') kitchen(c, x, 0, w, d2)
    else if (back === 'En-suite' || back === 'Bath' || back === 'Powder') bath(c, x, 0, w, d2)
    else if (back === 'Stairs') {
      for (let s = 0; s < 11; s++) c.furn += `M${n(c.X(x + 0.3 + s * ((w - 0.6) / 11)))} ${n(c.Y(0.3))}v${n((d2 - 0.6) * c.s)}`
      c.furn += rect(c.X(x + 0.3), c.Y(0.3), (w - 0.6) * c.s, (d2 - 0.6) * c.s)
    } else if (back === 'Entry') door(c, x + 0.6, 0, 1.2, 'h', 1)
    if (back !== 'Stairs' && back !== 'Entry') door(c, x + w - 1.1, d2, 0.8, 'h', -1)
    if (i === 0 && back === 'Stairs') label(c, '', x, 0, w, d2)
    x += w
  })
  c.thin = rect(c.X(0), c.Y(0), total * c.s, depth * c.s)
  const title = `${kind === 'house-ground' ? 'Ground floor' : 'First floor'} · ${bedrooms}-bedroom ${project.type}`
  return render(
    c,
    frame(
      c,
      title,
      `${project.title} · ${project.development}`,
      kind === 'house-ground' ? `Plot and pool indicative` : `Approx. ${fmt(Math.round(total * depth * 10.764))} sq ft per floor`,
    ),
  )
}

/** Site plan of a plot: boundary with dimensions, setbacks, buildable area, road and neighbours. */
function site({ project, seed }) {
  const R = prng(seed)
  const area = project.sizeSqftMin / 10.764
  const ratio = R.range(1.2, 1.6)
  const w = Math.sqrt(area * ratio)
  const d = area / w
  const c = canvas(w + 12, d + 10)
  const x0 = 6
  const y0 = 2
  const out = []
  out.push(
    `<defs><pattern id="ht" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0v12" stroke="${ACCENT}" stroke-width="1.5" opacity=".45"/></pattern></defs>`,
  )
  // Neighbouring plots.
  out.push(
    `<path d="${rect(c.X(x0 - 6), c.Y(y0), 5.5 * c.s, d * c.s)}${rect(c.X(x0 + w + 0.5), c.Y(y0), 5.5 * c.s, d * c.s)}" fill="none" stroke="#bdb7ad" stroke-width="2" stroke-dasharray="10 6"/>`,
  )
  // Road.
  out.push(
    `<path d="${rect(c.X(-2), c.Y(y0 + d + 1.5), (w + 16) * c.s, 6 * c.s)}" fill="#e6e3de"/><path d="M${n(c.X(-2))} ${n(c.Y(y0 + d + 4.5))}H${n(c.X(w + 14))}" stroke="#fff" stroke-width="3" stroke-dasharray="24 18"/>`,
  )
  out.push(`<text x="${n(c.X(x0 + w / 2))}" y="${n(c.Y(y0 + d + 4.5) + 6)}" font-size="15" letter-spacing="3" text-anchor="middle">ACCESS ROAD</text>`)
  // Plot and buildable area.
  const sb = 3
  out.push(`<path d="${rect(c.X(x0), c.Y(y0), w * c.s, d * c.s)}" fill="#fff" stroke="${INK}" stroke-width="4"/>`)
  out.push(
    `<path d="${rect(c.X(x0 + sb), c.Y(y0 + sb), (w - 2 * sb) * c.s, (d - 2 * sb - 1.5) * c.s)}" fill="url(#ht)" stroke="${ACCENT}" stroke-width="2" stroke-dasharray="12 6"/>`,
  )
  out.push(
    `<text x="${n(c.X(x0 + w / 2))}" y="${n(c.Y(y0 + d / 2))}" font-size="20" font-weight="700" letter-spacing="2" text-anchor="middle">BUILDABLE AREA</text>`,
  )
  out.push(
    `<text x="${n(c.X(x0 + w / 2))}" y="${n(c.Y(y0 + d / 2) + 26)}" font-size="15" text-anchor="middle" fill="#6d685f">Setbacks ${sb} m · G+1 · basement permitted</text>`,
  )
  // Dimension lines.
  const dy = c.Y(y0) - 24
  out.push(
    `<path d="M${n(c.X(x0))} ${n(dy)}H${n(c.X(x0 + w))}M${n(c.X(x0))} ${n(dy - 8)}v16M${n(c.X(x0 + w))} ${n(dy - 8)}v16" stroke="${INK}" stroke-width="1.5"/>`,
  )
  out.push(`<text x="${n(c.X(x0 + w / 2))}" y="${n(dy - 8)}" font-size="15" text-anchor="middle">${w.toFixed(1)} m</text>`)
  const dx = c.X(x0) - 24
  out.push(
    `<path d="M${n(dx)} ${n(c.Y(y0))}V${n(c.Y(y0 + d))}M${n(dx - 8)} ${n(c.Y(y0))}h16M${n(dx - 8)} ${n(c.Y(y0 + d))}h16" stroke="${INK}" stroke-width="1.5"/>`,
  )
  out.push(`<text transform="translate(${n(dx - 10)} ${n(c.Y(y0 + d / 2))})rotate(-90)" font-size="15" text-anchor="middle">${d.toFixed(1)} m</text>`)
  out.push(
    `<text x="${n(c.X(x0 + 0.6))}" y="${n(c.Y(y0 + 0.6) + 16)}" font-size="15" font-weight="700">PLOT ${R.int(1, 9)}${R.int(10, 99)}-${R.int(100, 999)}</text>`,
  )
  const title = frame(c, 'Site plan', `${project.title} · ${project.development}`, `Plot ${fmt(project.sizeSqftMin)} sq ft`)
  return svg(W, H, '', `<rect width="${W}" height="${H}" fill="#fbfaf7"/><g ${FONT} fill="${TEXT}">${out.join('')}${title}</g>`)
}

/** An office floor: open workspace with desks, meeting room, pantry, reception, and the core. */
function office({ project, seed }) {
  const R = prng(seed)
  const area = Math.max(project.sizeSqftMin, 900) / 10.764
  const d = Math.sqrt(area / R.range(1.5, 1.9))
  const w = area / d
  const c = canvas(w, d)
  room(c, 'Open workspace', 0, 0, w * 0.68, d, { labelAt: [0, d * 0.42, w * 0.68, 1] })
  room(c, 'Meeting room', w * 0.68, 0, w * 0.32, d * 0.42)
  room(c, 'Pantry', w * 0.68, d * 0.42, w * 0.16, d * 0.3, { wet: true })
  room(c, 'Store', w * 0.84, d * 0.42, w * 0.16, d * 0.3)
  room(c, 'Reception', w * 0.68, d * 0.72, w * 0.32, d * 0.28)
  dining(c, w * 0.84, d * 0.21, 8)
  kitchen(c, w * 0.68, d * 0.42, w * 0.16, d * 0.3)
  door(c, w * 0.68, d * 0.3, 0.9, 'v', -1)
  door(c, w * 0.72, d * 0.42, 0.8, 'h', -1)
  door(c, w * 0.86, d * 0.72, 0.8, 'h', -1)
  door(c, w * 0.88, d, 1.2, 'h', -1)
  // Desk clusters: pairs of desks with chairs.
  const dw = 1.4
  const dd = 0.75
  for (let x = 0.8; x + 2 * dw < w * 0.66; x += 2 * dw + 1.4)
    for (let y = 0.8; y + 2 * dd < d - 0.8; y += 2 * dd + 1.6) {
      if (y < d * 0.5 && y + 2 * dd > d * 0.42) continue
      c.furn +=
        rect(c.X(x), c.Y(y), 2 * dw * c.s, 2 * dd * c.s) +
        `M${n(c.X(x + dw))} ${n(c.Y(y))}v${n(2 * dd * c.s)}M${n(c.X(x))} ${n(c.Y(y + dd))}h${n(2 * dw * c.s)}`
    }
  for (let x = 0.6; x < w - 1; x += 2.2) windowH(c, x, 0, 1.6)
  for (let x = 0.6; x < w * 0.66; x += 2.2) windowH(c, x, d, 1.6)
  c.thin = rect(c.X(0), c.Y(0), w * c.s, d * c.s)
  return render(c, frame(c, 'Office floor plan', `${project.title} · ${project.development}`, `Approx. ${fmt(project.sizeSqftMin)} sq ft`))
}

/** A retail unit: shopfront, sales floor with displays, counter, back of house. */
function retail({ project, seed }) {
  const R = prng(seed)
  const area = Math.max(project.sizeSqftMin, 500) / 10.764
  const w = Math.sqrt(area * R.range(0.7, 0.9))
  const d = area / w
  const c = canvas(w, d, 2.5)
  const back = Math.min(3.2, d * 0.28)
  room(c, 'Sales floor', 0, back, w, d - back)
  room(c, 'Storage', 0, 0, w * 0.55, back)
  room(c, 'WC', w * 0.55, 0, w * 0.2, back, { wet: true })
  room(c, 'Pantry', w * 0.75, 0, w * 0.25, back, { wet: true })
  bath(c, w * 0.55, 0, w * 0.2, back)
  door(c, w * 0.3, back, 0.9, 'h', -1)
  door(c, w * 0.58, back, 0.7, 'h', -1)
  door(c, w * 0.78, back, 0.8, 'h', -1)
  door(c, 0.4, 0, 1.1, 'h', 1)
  // Display islands and the counter.
  for (let x = 1.2; x + 1.6 < w - 1; x += 3) c.furn += rrect(c.X(x), c.Y(back + (d - back) * 0.35), 1.6 * c.s, 1 * c.s, 4)
  c.furn += rect(c.X(w - 3.4), c.Y(back + 0.8), 2.6 * c.s, 0.7 * c.s)
  c.furn += `M${n(c.X(0.4))} ${n(c.Y(back + 0.4))}v${n((d - back - 1.8) * c.s)}`
  // Full-height shopfront glazing with the entrance doors, and the mall/promenade outside.
  c.outdoor += `<path d="${rect(c.X(-1), c.Y(d), (w + 2) * c.s, 2.5 * c.s)}" fill="#f1ece2"/>`
  label(c, 'Promenade', 0, d + 0.6, w, 1.6, false)
  windowH(c, 0.3, d, w / 2 - 1.2)
  windowH(c, w / 2 + 0.9, d, w / 2 - 1.2)
  door(c, w / 2 - 0.9, d, 0.9, 'h', -1)
  door(c, w / 2, d, 0.9, 'h', -1)
  c.thin = rect(c.X(0), c.Y(0), w * c.s, d * c.s)
  return render(c, frame(c, 'Retail unit plan', `${project.title} · ${project.development}`, `Approx. ${fmt(project.sizeSqftMin)} sq ft`))
}

/** Dispatches a PlanKind of media.ts to its drawing. */
export function drawPlan(spec) {
  switch (spec.kind) {
    case 'apartment':
    case 'penthouse':
      return apartment(spec)
    case 'house-ground':
    case 'house-first':
      return house(spec)
    case 'site':
      return site(spec)
    case 'office':
      return office(spec)
    case 'retail':
      return retail(spec)
    default:
      throw new Error(`no drawing for plan "${spec.kind}"`)
  }
}

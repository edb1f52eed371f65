// Buildings for the catalogue artwork: a residential or office tower with its podium, drawn as a lit
// front face and a shaded side face whose façades are SVG patterns (so a 50-storey tower stays small).
import { LIGHTS, mix, n, poly, rect, Strokes } from './lib.mjs'

/** Stable per-project building design: form, proportions and materials. */
export function towerDesign(R, kind = 'residential') {
  return {
    kind,
    crown: R.pick(kind === 'office' ? ['flat', 'slant', 'blade', 'stepped'] : ['flat', 'stepped', 'curved', 'blade', 'frame']),
    width: R.int(200, 290),
    side: R.int(55, 95),
    floor: kind === 'office' ? R.int(13, 16) : R.int(14, 18),
    bay: kind === 'office' ? R.int(9, 13) : R.int(22, 34),
    height: R.int(470, 600),
    /** Façade tint mixed into the glass: champagne, sand, white, graphite, bronze, blue. */
    tint: R.pick(['#d8c8a8', '#e8dccb', '#f3f1ec', '#7d848c', '#a4866a', '#8fa8bf']),
    fins: R.chance(0.5),
    podium: R.int(55, 85),
  }
}

/**
 * A tower standing on `base` with its front face from x to x+width: returns { defs, body } with ids
 * prefixed by `id`. The side face is on the right when `sideRight`, left otherwise.
 */
export function tower(R, L, design, { x, base, id = 't', sideRight = true, scale = 1, lit = true, windows = 1 }) {
  const w = design.width * scale
  const sw = design.side * scale
  const fh = design.floor * scale
  const bw = design.bay * scale
  const h = design.height * scale
  const top = base - h
  const office = design.kind === 'office'
  const glassTop = mix(L.glass[0], design.tint, 0.25)
  const glassLow = mix(L.glass[1], design.tint, 0.3)
  const slab = L.dark ? mix(L.lit, '#000000', 0.25) : mix(L.lit, design.tint, 0.35)
  const defs = []
  const out = []

  // Outline of the front face, with its crown.
  let front
  let sideTop = top
  const fx = x
  switch (design.crown) {
    case 'stepped': {
      const s = fh * 3
      front = poly([
        [fx, base],
        [fx, top + 2 * s],
        [fx + w * 0.1, top + 2 * s],
        [fx + w * 0.1, top + s],
        [fx + w * 0.22, top + s],
        [fx + w * 0.22, top],
        [fx + w * 0.78, top],
        [fx + w * 0.78, top + s],
        [fx + w * 0.9, top + s],
        [fx + w * 0.9, top + 2 * s],
        [fx + w, top + 2 * s],
        [fx + w, base],
      ])
      sideTop = top + 2 * s
      break
    }
    case 'curved':
      front = `M${n(fx)} ${n(base)}V${n(top + fh * 4)}Q${n(fx + w * 0.55)} ${n(top - fh * 1.5)} ${n(fx + w)} ${n(top)}V${n(base)}Z`
      sideTop = sideRight ? top : top + fh * 4
      break
    case 'slant':
      front = poly([
        [fx, base],
        [fx, sideRight ? top + fh * 5 : top],
        [fx + w, sideRight ? top : top + fh * 5],
        [fx + w, base],
      ])
      sideTop = sideRight ? top : top + fh * 5
      break
    default:
      front = rect(fx, top, w, h)
  }
  const sx = sideRight ? fx + w : fx - sw
  const lean = 10 * scale
  const side = sideRight
    ? poly([
        [sx, base],
        [sx, sideTop],
        [sx + sw, sideTop + lean],
        [sx + sw, base],
      ])
    : poly([
        [sx, base],
        [sx, sideTop + lean],
        [sx + sw, sideTop],
        [sx + sw, base],
      ])

  defs.push(
    `<linearGradient id="${id}g" x1="0" y1="${n(top)}" x2="0" y2="${n(base)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${glassTop}"/><stop offset="1" stop-color="${glassLow}"/></linearGradient>`,
  )
  // Façade grid: slabs (balconies) every floor, mullions every bay.
  const slabH = office ? 1.2 * scale : 3 * scale
  const gridFront = office
    ? `<path d="M0 ${n(fh - slabH, 1)}h${n(bw, 1)}" stroke="${slab}" stroke-width="${n(slabH * 2, 1)}" opacity=".8"/><path d="M.5 0v${n(fh, 1)}" stroke="${mix(slab, '#000000', 0.3)}" stroke-width="1" opacity=".55"/>`
    : `<rect y="${n(fh - slabH, 1)}" width="${n(bw, 1)}" height="${n(slabH, 1)}" fill="${slab}"/><rect y="${n(fh - slabH - 3 * scale, 1)}" width="${n(bw, 1)}" height="${n(3 * scale, 1)}" fill="#fff" opacity=".16"/>${design.fins ? `<rect width="${n(2 * scale, 1)}" height="${n(fh, 1)}" fill="${slab}" opacity=".9"/>` : `<path d="M.5 0v${n(fh, 1)}" stroke="#000" opacity=".18"/>`}`
  defs.push(
    `<pattern id="${id}p" width="${n(bw, 1)}" height="${n(fh, 1)}" patternUnits="userSpaceOnUse" x="${n(fx, 1)}" y="${n(top, 1)}">${gridFront}</pattern>`,
  )
  const sbw = bw * 0.45
  defs.push(
    `<pattern id="${id}q" width="${n(sbw, 1)}" height="${n(fh, 1)}" patternUnits="userSpaceOnUse" x="${n(sx, 1)}" y="${n(top, 1)}"><rect y="${n(fh - slabH, 1)}" width="${n(sbw, 1)}" height="${n(slabH, 1)}" fill="${mix(slab, '#000000', 0.35)}"/><path d="M.5 0v${n(fh, 1)}" stroke="#000" opacity=".2"/></pattern>`,
  )
  defs.push(`<clipPath id="${id}c"><path d="${front}"/></clipPath>`)

  // Side face first (shaded), then the front.
  out.push(`<path d="${side}" fill="${mix(L.shade, design.tint, 0.2)}"/><path d="${side}" fill="url(#${id}q)"/>`)
  out.push(`<path d="${front}" fill="url(#${id}g)"/>`)
  // Sunlit glass: a soft diagonal reflection across the front face.
  const refl = L.dark ? 0.06 : 0.22
  out.push(
    `<g clip-path="url(#${id}c)"><path d="${poly([
      [fx - 40, base],
      [fx + w * 0.35, top - 40],
      [fx + w * 0.62, top - 40],
      [fx + w * 0.2, base],
    ])}" fill="#fff" opacity="${refl}"/>`,
  )
  out.push(`<path d="${front}" fill="url(#${id}p)"/>`)
  // Evening: lit windows, a share per floor (offices light whole stretches of a floor).
  if (L.win) {
    const lights = new Strokes()
    const cols = Math.floor(w / bw)
    for (let y = top + fh * 1.5; y < base - fh; y += fh) {
      const floorOn = R() < (office ? 0.35 : 0.9) * windows
      if (!floorOn) continue
      for (let c = 0; c < cols; c++) {
        const p = office ? 0.8 : L.win[1]
        if (R() < p) {
          let run = 1
          while (c + run < cols && R() < (office ? 0.85 : 0.3)) run++
          lights.add(fx + c * bw + 2 * scale, y, run * bw - 4 * scale)
          c += run
        }
      }
    }
    out.push(lights.path(`stroke="${office ? '#eef3ff' : L.win[0]}" stroke-width="${n(fh - slabH - 4 * scale, 1)}" opacity=".85"`))
  }
  out.push('</g>')

  // Crown details: a rooftop frame or a blade above the roof.
  if (design.crown === 'frame')
    out.push(
      `<path d="M${n(fx + w * 0.15)} ${n(top)}v${n(-fh * 3)}h${n(w * 0.7)}v${n(fh * 3)}" fill="none" stroke="${slab}" stroke-width="${n(5 * scale, 1)}"/>`,
    )
  if (design.crown === 'blade') out.push(`<path d="${rect(sideRight ? fx + w - 8 * scale : fx, top - fh * 5, 8 * scale, fh * 5 + 2)}" fill="${slab}"/>`)
  if (lit && !L.dark) out.push(`<path d="M${n(sideRight ? fx + w : fx)} ${n(sideTop)}V${n(base)}" stroke="#fff" stroke-width="1.5" opacity=".5"/>`)
  return { defs: defs.join(''), body: out.join('') }
}

/** The podium under a tower: lobby glazing, a canopy and a band of stone. */
export function podium(L, { x, w, base, h, tint }) {
  const stone = L.dark ? mix(L.lit, '#000000', 0.2) : mix(L.lit, tint, 0.25)
  const glassLit = L.dark ? '#ffd9a0' : mix(L.glass[0], '#203040', 0.25)
  const out = []
  out.push(`<path d="${rect(x, base - h, w, h)}" fill="${stone}"/>`)
  out.push(`<path d="${rect(x + w * 0.08, base - h * 0.72, w * 0.84, h * 0.72)}" fill="${glassLit}" opacity="${L.dark ? 0.9 : 1}"/>`)
  // Mullions over the lobby glass.
  let m = ''
  for (let gx = x + w * 0.08; gx < x + w * 0.92; gx += 26) m += `M${n(gx)} ${n(base - h * 0.72)}v${n(h * 0.72)}`
  out.push(`<path d="${m}" stroke="${stone}" stroke-width="2"/>`)
  out.push(`<path d="${rect(x + w * 0.3, base - h * 0.78, w * 0.4, 6)}" fill="${mix(stone, '#000000', 0.35)}"/>`)
  out.push(`<path d="${rect(x, base - h, w, 5)}" fill="#fff" opacity=".25"/>`)
  if (L.dark) out.push(`<path d="${rect(x + w * 0.1, base - 4, w * 0.8, 4)}" fill="#ffe2b0" opacity=".5"/>`)
  return { defs: '', body: out.join('') }
}

export { LIGHTS }

/** A row of towers from x0 to x1 standing on `base`, each a different design (`p`: the picture being drawn, { R, L, defs }). */
export function towers(p, x0, x1, base, { hmin = 0.6, hmax = 1, scale = 0.55, id = 'r', office = 0.3, lit = false, windows = 0.55 } = {}) {
  const { L, R } = p
  let x = x0
  let i = 0
  const out = []
  while (x < x1) {
    const d = towerDesign(R, R() < office ? 'office' : 'residential')
    d.height = Math.round(d.height * R.range(hmin, hmax))
    const t = tower(R, L, d, { x, base, id: `${id}${i}`, scale, sideRight: R() < 0.5, lit, windows })
    p.defs.push(t.defs)
    out.push(t.body)
    x += (d.width + d.side) * scale + R.int(8, 40)
    i++
  }
  return out.join('')
}

/** Burj Khalifa in silhouette: stepped wings rising to a central core and a long spire. */
export function burjKhalifa(cx, base, h, fill) {
  const u = h / 540
  const tiers = [
    [0.14, 32, 30],
    [0.28, 27, 30],
    [0.4, 27, 24],
    [0.51, 22, 24],
    [0.61, 22, 19],
    [0.7, 18, 19],
    [0.78, 18, 15],
    [0.85, 13, 15],
    [0.91, 13, 10],
    [0.955, 9, 10],
    [1, 9, 7],
  ]
  const B = h * 0.72
  const left = []
  const right = []
  let prev = 0
  for (const [f, l, r] of tiers) {
    left.push([cx - l * u, base - prev * B], [cx - l * u, base - f * B])
    right.push([cx + r * u, base - prev * B], [cx + r * u, base - f * B])
    prev = f
  }
  const core = [
    [cx - 6 * u, base - B],
    [cx - 3 * u, base - B - 40 * u],
    [cx - 0.7 * u, base - h],
    [cx + 0.7 * u, base - h],
    [cx + 3 * u, base - B - 40 * u],
    [cx + 6 * u, base - B],
  ]
  return `<path d="${poly([...left, ...core, ...right.reverse()], 1)}" fill="${fill}"/>`
}

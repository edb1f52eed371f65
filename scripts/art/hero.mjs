#!/usr/bin/env node
// Procedural artwork for the Marsa website. We cannot ship photography, so every image in
// assets/images/ is plain SVG generated here from a seeded PRNG (same seed => same bytes).
//
//   node scripts/art/hero.mjs            writes all images
//   node scripts/art/hero.mjs hero og    writes only the named ones (hero, og, vienna, rak, favicon)
//
// Output is deliberately plain SVG: no scripts, no external references, no web fonts.
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { prng } from './lib.mjs'

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'assets', 'images')

// ---------------------------------------------------------------------------------------------
// Utilities

/** Compact number: at most one decimal, no trailing zeros, no leading zero. */
function n(v, digits = 1) {
  const p = 10 ** digits
  let r = Math.round(v * p) / p
  if (Object.is(r, -0)) r = 0
  let s = String(r)
  if (s.startsWith('0.')) s = s.slice(1)
  else if (s.startsWith('-0.')) s = `-${s.slice(2)}`
  return s
}

/** Polygon path from [[x, y], ...]. */
function poly(pts, close = true) {
  return `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join(' ')}${close ? 'Z' : ''}`
}

/** Smooth open curve through points (Catmull-Rom converted to cubic Béziers). */
function smooth(pts, move = true) {
  let d = move ? `M${n(pts[0][0])} ${n(pts[0][1])}` : `L${n(pts[0][0])} ${n(pts[0][1])}`
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i]
    const p1 = pts[i]
    const p2 = pts[i + 1]
    const p3 = pts[i + 2] || p2
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`
  }
  return d
}

function rect(x, y, w, h) {
  return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`
}

function hex(c) {
  const v = Number.parseInt(c.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

/** Mix two hex colours, t=0 -> a, t=1 -> b. */
function mix(a, b, t) {
  const A = hex(a)
  const B = hex(b)
  return `#${A.map((v, i) =>
    Math.round(v + (B[i] - v) * t)
      .toString(16)
      .padStart(2, '0'),
  ).join('')}`
}

function stops(list) {
  return list.map(([o, c, a]) => `<stop offset="${n(o, 3)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${n(a, 2)}"`}/>`).join('')
}

function linear(id, x1, y1, x2, y2, list, user = true) {
  const units = user ? ' gradientUnits="userSpaceOnUse"' : ''
  return `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${units}>${stops(list)}</linearGradient>`
}

function radial(id, cx, cy, r, list, transform = '') {
  const tr = transform ? ` gradientTransform="${transform}"` : ''
  return `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" gradientUnits="userSpaceOnUse"${tr}>${stops(list)}</radialGradient>`
}

function svg(w, h, defs, body, extra = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"${extra}><defs>${defs}</defs>${body}</svg>\n`
}

/** Windows drawn as short horizontal strokes: "M x y h w" with relative moves. */
class Lights {
  constructor() {
    this.d = ''
    this.last = null
  }
  add(x, y, w) {
    if (this.last) this.d += `m${n(x - this.last[0])} ${n(y - this.last[1])}h${n(w)}`
    else this.d += `M${n(x)} ${n(y)}h${n(w)}`
    this.last = [x + w, y]
  }
  path(attrs) {
    return this.d ? `<path d="${this.d}" ${attrs}/>` : ''
  }
}

// ---------------------------------------------------------------------------------------------
// Shared skyline pieces

/**
 * A generic modern tower. Returns the silhouette path and the body rectangle (for windows).
 * Types: flat, step, slant, spire, round, pyramid, frame.
 */
function tower(R, x, w, h, base, type) {
  const top = base - h
  let d = ''
  let bodyTop = top
  switch (type) {
    case 'step': {
      const s1 = h * R.range(0.05, 0.09)
      const s2 = h * R.range(0.03, 0.06)
      d = rect(x, top + s1 + s2, w, h - s1 - s2) + rect(x + w * 0.12, top + s2, w * 0.76, s1 + 1) + rect(x + w * 0.28, top, w * 0.44, s2 + 1)
      bodyTop = top + s1 + s2
      break
    }
    case 'slant': {
      const s = Math.min(w * R.range(0.5, 0.9), h * 0.2)
      d =
        R() < 0.5
          ? poly([
              [x, base],
              [x, top + s],
              [x + w, top],
              [x + w, base],
            ])
          : poly([
              [x, base],
              [x, top],
              [x + w, top + s],
              [x + w, base],
            ])
      bodyTop = top + s
      break
    }
    case 'spire': {
      const c = h * R.range(0.05, 0.08)
      const sp = h * R.range(0.1, 0.2)
      d =
        rect(x, top, w, h) +
        poly([
          [x + w * 0.08, top + 0.5],
          [x + w * 0.3, top - c],
          [x + w * 0.7, top - c],
          [x + w * 0.92, top + 0.5],
        ])
      d += poly([
        [x + w * 0.46, top - c + 0.5],
        [x + w * 0.5 - 0.4, top - c - sp],
        [x + w * 0.5 + 0.4, top - c - sp],
        [x + w * 0.54, top - c + 0.5],
      ])
      break
    }
    case 'round': {
      const ry = Math.min(w * 0.5, h * 0.2) * R.range(0.5, 1)
      d = `M${n(x)} ${n(base)}V${n(top + ry)}A${n(w / 2)} ${n(ry)} 0 0 1 ${n(x + w)} ${n(top + ry)}V${n(base)}Z`
      bodyTop = top + ry
      break
    }
    case 'pyramid': {
      const p = w * R.range(0.5, 1.1)
      d =
        rect(x, top + p, w, h - p) +
        poly([
          [x, top + p + 0.5],
          [x + w / 2, top],
          [x + w, top + p + 0.5],
        ])
      bodyTop = top + p
      break
    }
    case 'frame': {
      const f = h * R.range(0.04, 0.07)
      d = rect(x, top + f, w, h - f) + rect(x, top, 1.6, f + 1) + rect(x + w - 1.6, top, 1.6, f + 1) + rect(x, top, w, 1.4)
      bodyTop = top + f
      break
    }
    default: {
      d = rect(x, top, w, h)
      if (R() < 0.6) d += rect(x + w * R.range(0.15, 0.45), top - 3.5, w * R.range(0.2, 0.35), 4)
      if (R() < 0.3) d += rect(x + w * 0.5, top - h * R.range(0.05, 0.12), 1, h * 0.12)
    }
  }
  return { d, x, w, top, bodyTop, base }
}

/** Scatter lit windows inside tower bodies. */
function windows(R, towers, lights, { cw, ch, lw, p, margin = 2 }, keep = () => true) {
  for (const t of towers) {
    const cols = Math.floor((t.w - margin * 2) / cw)
    if (cols < 1) continue
    const x0 = t.x + (t.w - cols * cw) / 2 + (cw - lw) / 2
    // Each tower gets its own "occupancy"; some floors are brighter than others.
    const occ = p * R.range(0.4, 1.6)
    for (let y = t.bodyTop + ch * 1.2; y < t.base - ch; y += ch) {
      const floor = R() < 0.08 ? 4 : R() < 0.4 ? 0.3 : 1
      for (let c = 0; c < cols; c++) if (R() < occ * floor && keep()) lights.add(Math.round(x0 + c * cw), Math.round(y) + 0.5, lw)
    }
  }
}

function burjKhalifa(cx, base, H) {
  // Stepped wings spiralling up to a central core and a long tapered spire.
  const B = H * 0.72
  const u = H / 545
  const tiers = [
    [0.14, 32, 30],
    [0.28, 27, 30],
    [0.4, 27, 24.5],
    [0.51, 22.5, 24.5],
    [0.61, 22.5, 19.5],
    [0.7, 18, 19.5],
    [0.78, 18, 15],
    [0.85, 13.5, 15],
    [0.91, 13.5, 10.5],
    [0.955, 9, 10.5],
    [1, 9, 7],
  ]
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
    [cx - 4.6 * u, base - B - 34 * u],
    [cx - 3 * u, base - B - 38 * u],
    [cx - 0.7 * u, base - H],
    [cx + 0.7 * u, base - H],
    [cx + 3 * u, base - B - 38 * u],
    [cx + 4.6 * u, base - B - 34 * u],
    [cx + 6 * u, base - B],
  ]
  const pts = [...left, ...core, ...right.slice().reverse()]
  const rightEdge = right // bottom to top, for the rim light
  return {
    d: poly(pts),
    rim: poly([...rightEdge, [cx + 6 * u, base - B], [cx + 4.6 * u, base - B - 34 * u], [cx + 3 * u, base - B - 38 * u], [cx + 0.7 * u, base - H]], false),
  }
}

function burjAlArab(x0, base, H) {
  const top = base - H
  const s = H / 210
  const sail = `M${n(x0)} ${n(base)}L${n(x0 + 3 * s)} ${n(top)}L${n(x0 + 4 * s)} ${n(top - 40 * s)}L${n(x0 + 6.5 * s)} ${n(top)}C${n(x0 + 58 * s)} ${n(top + 30 * s)} ${n(x0 + 104 * s)} ${n(top + 120 * s)} ${n(x0 + 90 * s)} ${n(base)}Z`
  const helipad = `M${n(x0 + 30 * s)} ${n(top + 44 * s)}h${n(26 * s)}l${n(-3 * s)} ${n(3 * s)}h${n(-23 * s)}Z`
  // The lit "fabric" face and the exoskeleton on the spine.
  const fabric = `M${n(x0 + 10 * s)} ${n(top + 8 * s)}C${n(x0 + 56 * s)} ${n(top + 38 * s)} ${n(x0 + 96 * s)} ${n(top + 122 * s)} ${n(x0 + 84 * s)} ${n(base - 2)}L${n(x0 + 16 * s)} ${n(base - 2)}Z`
  let brace = ''
  const steps = 5
  for (let i = 0; i < steps; i++) {
    const y1 = base - (i * H) / steps
    const y2 = base - ((i + 1) * H) / steps
    const xl = x0 + ((base - y1) / H) * 3 * s
    const xl2 = x0 + ((base - y2) / H) * 3 * s
    brace += `M${n(xl)} ${n(y1)}L${n(xl2 + 10 * s)} ${n(y2)}M${n(xl + 10 * s)} ${n(y1)}L${n(xl2)} ${n(y2)}`
  }
  return { sail, helipad, fabric, brace }
}

/** A date palm silhouette: curved trunk and drooping fronds. */
function palm(R, x, base, h, lean) {
  const topX = x + lean * h
  const topY = base - h
  const bend = lean * h * 0.5
  const tw = Math.max(1.2, h * 0.035)
  let d = `M${n(x - tw)} ${n(base)}Q${n(x - tw + bend * 0.2)} ${n(base - h * 0.55)} ${n(topX - tw * 0.6)} ${n(topY)}L${n(topX + tw * 0.6)} ${n(topY)}Q${n(x + tw + bend * 0.2)} ${n(base - h * 0.55)} ${n(x + tw)} ${n(base)}Z`
  const fronds = R.int(9, 12)
  for (let i = 0; i < fronds; i++) {
    const a = -Math.PI / 2 + (i / (fronds - 1) - 0.5) * Math.PI * 1.9 + R.range(-0.15, 0.15)
    const len = h * R.range(0.35, 0.5)
    const ex = topX + Math.cos(a) * len
    const droop = len * (0.35 + 0.45 * Math.abs(Math.cos(a)))
    const ey = topY + Math.sin(a) * len * 0.6 + droop
    const mx = topX + Math.cos(a) * len * 0.55
    const my = topY + Math.sin(a) * len * 0.75 - len * 0.05
    const wdt = len * 0.09
    d += `M${n(topX)} ${n(topY)}Q${n(mx)} ${n(my - wdt)} ${n(ex)} ${n(ey)}Q${n(mx)} ${n(my + wdt * 1.6)} ${n(topX)} ${n(topY + 1)}Z`
  }
  return d
}

/** Compact relative polygon: "M x y l dx dy dx dy ... z", rounded to `digits`. */
function relPoly(pts, digits = 0) {
  // Keep every polygon clockwise so overlapping shapes in one path never cancel out (nonzero fill).
  let area = 0
  for (let i = 0; i < pts.length; i++) {
    const [x1, y1] = pts[i]
    const [x2, y2] = pts[(i + 1) % pts.length]
    area += x1 * y2 - x2 * y1
  }
  if (area < 0) pts = pts.slice().reverse()
  const p = 10 ** digits
  const q = pts.map(([x, y]) => [Math.round(x * p) / p, Math.round(y * p) / p])
  let d = `M${n(q[0][0], digits)} ${n(q[0][1], digits)}l`
  for (let i = 1; i < q.length; i++) {
    const dx = n(q[i][0] - q[i - 1][0], digits)
    const dy = n(q[i][1] - q[i - 1][1], digits)
    d += `${i > 1 && !dx.startsWith('-') ? ' ' : ''}${dx}${dy.startsWith('-') ? '' : ' '}${dy}`
  }
  return `${d}z`
}

/**
 * A more detailed palm for foreground use: tapered, ringed trunk and feathery fronds whose
 * leaflets hang under gravity. Returns { trunk, crown, rings } paths.
 */
function featherPalm(R, x, base, h, lean, { fronds = 14, leaflets = 14 } = {}) {
  const topX = x + lean * h
  const topY = base - h
  const bw = h * 0.028
  const tw = h * 0.018
  const cx = x + lean * h * 0.25
  const trunk = `M${n(x - bw)} ${n(base)}Q${n(cx - bw)} ${n(base - h * 0.5)} ${n(topX - tw)} ${n(topY + 4)}L${n(topX + tw)} ${n(topY + 4)}Q${n(cx + bw)} ${n(base - h * 0.5)} ${n(x + bw)} ${n(base)}Z`
  let rings = ''
  for (let t = 0.06; t < 0.95; t += 0.035) {
    const u = 1 - t
    const px = u * u * x + 2 * u * t * cx + t * t * topX
    const py = base - t * h
    const w = bw + (tw - bw) * t
    rings += `M${n(px - w)} ${n(py)}q${n(w)} ${n(w * 0.5)} ${n(w * 2)} ${n(-w * 0.2)}`
  }
  const boss = []
  for (let k = 0; k < 10; k++) boss.push([topX + Math.cos((k / 10) * Math.PI * 2) * tw * 1.7, topY + 5 + Math.sin((k / 10) * Math.PI * 2) * tw * 1.5])
  let crown = relPoly(boss)
  for (let i = 0; i < fronds; i++) {
    // Fronds fan out from straight up to hanging; sideways ones arch and droop the most.
    const f = i / (fronds - 1)
    const side = f < 0.5 ? -1 : 1
    const g = 0.12 + Math.abs(f - 0.5) * 1.76 // 0 = upright, 1 = hanging
    const a = -Math.PI / 2 + side * (g * Math.PI * 0.72 + R.range(-0.12, 0.12))
    const dir = [Math.cos(a), Math.sin(a)]
    const len = h * R.range(0.3, 0.42) * (0.6 + 0.4 * Math.sin(g * Math.PI * 0.85))
    const p0 = [topX, topY]
    const p1 = [topX + dir[0] * len * 0.6, topY + dir[1] * len * 0.55 - len * 0.2]
    const p2 = [topX + dir[0] * len, topY + dir[1] * len * 0.7 + len * (0.12 + 0.3 * Math.abs(dir[0]))]
    const at = (t) => {
      const u = 1 - t
      return [u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]]
    }
    const tan = (t) => {
      const dx = 2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0])
      const dy = 2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1])
      const m = Math.hypot(dx, dy) || 1
      return [dx / m, dy / m]
    }
    const sides = [[], []]
    const dt = 0.88 / leaflets
    for (let k = 0; k < leaflets; k++) {
      const t = 0.1 + k * dt
      const s = at(t)
      const s2 = at(t + dt * 0.55)
      const tg = tan(t)
      const ll = len * 0.27 * Math.sin(Math.PI * (0.15 + 0.85 * t)) ** 0.8 + 1.5
      for (const [j, sg] of [
        [0, 1],
        [1, -1],
      ]) {
        const nx = -tg[1] * sg
        const ny = tg[0] * sg
        let lx = nx * 0.6 + tg[0] * 0.5
        let ly = ny * 0.6 + tg[1] * 0.5 + 0.95
        const m = Math.hypot(lx, ly)
        lx /= m
        ly /= m
        const o = 0.6 + (1 - t) * 1.2
        sides[j].push([s[0] + nx * o, s[1] + ny * o], [s[0] + lx * ll, s[1] + ly * ll], [s2[0] + nx * o, s2[1] + ny * o])
      }
    }
    crown += relPoly([p0, ...sides[0], at(1), ...sides[1].reverse()])
  }
  return { trunk, rings, crown }
}

function dhow(x, y, s) {
  // Hull with a raised stern, a slanted mast and a lateen sail.
  const hull = `M${n(x - 30 * s)} ${n(y - 6 * s)}Q${n(x - 18 * s)} ${n(y + 3 * s)} ${n(x + 10 * s)} ${n(y + 2 * s)}Q${n(x + 24 * s)} ${n(y)} ${n(x + 34 * s)} ${n(y - 9 * s)}L${n(x + 30 * s)} ${n(y - 4 * s)}L${n(x - 24 * s)} ${n(y - 3 * s)}Z`
  const sail = `M${n(x - 20 * s)} ${n(y - 8 * s)}L${n(x + 14 * s)} ${n(y - 46 * s)}Q${n(x + 6 * s)} ${n(y - 20 * s)} ${n(x + 12 * s)} ${n(y - 5 * s)}Z`
  const mast = `M${n(x + 2 * s)} ${n(y - 3 * s)}L${n(x + 3 * s)} ${n(y - 36 * s)}`
  return { hull, sail, mast }
}

// ---------------------------------------------------------------------------------------------
// 1. Dubai skyline at dusk, seen across the water

function dubaiScene({ seed = 71, detail = 1 } = {}) {
  const R = prng(seed)
  const thin = prng(seed + 1) // thins out details for small renditions without disturbing R
  const keep = () => thin() < detail
  const W = 1600
  const HZ = 640
  const SX = 985
  const SY = 612
  const defs = []
  const out = []

  // Sky
  defs.push(
    linear('sky', 0, 0, 0, HZ, [
      [0, '#131735'],
      [0.3, '#27284f'],
      [0.52, '#4a3a66'],
      [0.7, '#85506e'],
      [0.84, '#c07570'],
      [0.94, '#e49c72'],
      [1, '#f2b97c'],
    ]),
  )
  out.push(`<rect width="${W}" height="${HZ + 2}" fill="url(#sky)"/>`)

  // Stars, fading towards the glow
  let stars = ''
  for (let i = 0; i < 70; i++) {
    const x = R() * W
    const y = R() ** 1.6 * 300
    const r = R.range(0.45, 1.05)
    if (Math.hypot(x - SX, (y - SY) * 1.4) < 560 || !keep()) continue
    stars += `M${n(x)} ${n(y)}h${n(r)}`
  }
  out.push(`<path d="${stars}" stroke="#fff6e8" stroke-width="1.1" stroke-linecap="round" opacity=".5"/>`)

  // Sun glow: a wide horizon glow plus a tighter halo
  defs.push(
    radial(
      'glow',
      SX,
      SY,
      700,
      [
        [0, '#ffdca6', 0.75],
        [0.18, '#f6b27c', 0.4],
        [0.5, '#d7846f', 0.12],
        [1, '#d7846f', 0],
      ],
      `matrix(1.35 0 0 .62 ${n(-0.35 * SX)} ${n(0.38 * SY)})`,
    ),
  )
  defs.push(
    radial('halo', SX, SY, 120, [
      [0, '#fff1d0', 0.9],
      [0.25, '#ffd9a0', 0.55],
      [1, '#ffc88a', 0],
    ]),
  )
  out.push(`<rect width="${W}" height="${HZ + 2}" fill="url(#glow)"/>`)
  out.push(`<circle cx="${SX}" cy="${SY}" r="120" fill="url(#halo)"/>`)
  defs.push('<filter id="sunblur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="1.5"/></filter>')
  out.push(`<circle cx="${SX}" cy="${SY}" r="19" fill="#fff0cf" opacity=".95" filter="url(#sunblur)"/>`)

  // Long thin clouds catching the last light
  defs.push('<filter id="soft" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="5"/></filter>')
  let clouds = ''
  const cloudSpecs = [
    [250, 205, 250, '#6a4a6e', 0.5],
    [560, 248, 300, '#785170', 0.45],
    [1240, 178, 280, '#5c456b', 0.45],
    [1400, 296, 240, '#955d72', 0.4],
    [200, 378, 300, '#ad6b74', 0.32],
    [690, 440, 380, '#c47e70', 0.3],
    [1330, 466, 340, '#cf8b72', 0.3],
    [430, 522, 280, '#df9f79', 0.3],
  ]
  for (const [x, y, len, c, o] of cloudSpecs) {
    // Each bank is a loose chain of flattened puffs with a warmer, lower underside.
    for (let i = 0; i < 6; i++) {
      const px = x + (R() - 0.5) * len * 1.4
      const rx = len * R.range(0.2, 0.45)
      const ry = R.range(2.5, 6.5)
      const py = y + R.range(-7, 7)
      clouds += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(rx)}" ry="${n(ry)}" fill="${c}" opacity="${n(o * R.range(0.6, 1), 2)}"/>`
      if (i % 2)
        clouds += `<ellipse cx="${n(px + rx * 0.2)}" cy="${n(py + ry * 0.7)}" rx="${n(rx * 0.6)}" ry="${n(ry * 0.45)}" fill="${mix(c, '#f4b986', 0.5)}" opacity="${n(o, 2)}"/>`
    }
  }
  out.push(`<g filter="url(#soft)">${clouds}</g>`)

  // --- Skyline layers -------------------------------------------------------------------------
  const city = []
  const types = ['flat', 'flat', 'flat', 'step', 'step', 'slant', 'spire', 'frame']

  // L0: a continuous, very distant band of low-rise
  let l0 = ''
  for (let x = -5; x < W; ) {
    const w = R.range(8, 34)
    const h = R.range(4, 16) + (x > 450 && x < 1300 ? R.range(0, 18) : 0)
    l0 += rect(x, HZ - h, w + 0.5, h + 1)
    x += w
  }
  defs.push(
    linear('l0', 0, 560, 0, HZ, [
      [0, '#b98189'],
      [1, '#d99a87'],
    ]),
  )
  city.push(`<path d="${l0}" fill="url(#l0)"/>`)

  // L1: far towers (Downtown) with Burj Khalifa
  const far = []
  const farEnv = (x) => (x < 420 ? 0.18 : x < 640 ? 0.35 : x < 1080 ? 0.9 * Math.exp(-(((x - 880) / 190) ** 2)) + 0.25 : 0.32)
  for (let x = 30; x < W; ) {
    const w = R.range(12, 30)
    const h = (30 + 240 * farEnv(x)) * (0.35 + 0.65 * R() ** 0.8)
    if (!(x > 862 && x < 918) && !(x > 945 && x < 1015)) far.push(tower(R, x, w, h, HZ + 1, R.pick(types)))
    x += w + R.range(-4, 14) + (x < 560 ? R.range(0, 30) : 0)
  }
  defs.push(
    linear('l1', 0, 100, 0, HZ, [
      [0, '#2e2b4e'],
      [0.45, '#564869'],
      [0.8, '#876884'],
      [1, '#ad7d88'],
    ]),
  )
  const bk = burjKhalifa(890, HZ + 1, 548)
  city.push(`<path d="${far.map((t) => t.d).join('')}${bk.d}" fill="url(#l1)"/>`)
  city.push(`<path d="${bk.rim}" fill="none" stroke="#f7c597" stroke-width="1.1" opacity=".45"/>`)
  const farLights = new Lights()
  windows(R, far, farLights, { cw: 4, ch: 5, lw: 1.6, p: 0.07 }, keep)
  for (let i = 0; i < 9; i++) farLights.add(890 - 2 + R.range(-4, 4), Math.round(HZ - 30 - i * 42), 1.4)
  city.push(farLights.path('stroke="#ffd9a8" stroke-width="1.3" opacity=".45"'))
  city.push(`<circle cx="890" cy="${HZ + 1 - 548 + 2}" r="1.3" fill="#ff7a6a" opacity=".8"/>`)

  // Atmospheric haze between the far and mid layers
  defs.push(
    linear('haze', 0, 430, 0, HZ, [
      [0, '#e8a27c', 0],
      [0.75, '#eaa87e', 0.35],
      [1, '#f3bd86', 0.55],
    ]),
  )
  city.push(`<rect y="430" width="${W}" height="${HZ - 428}" fill="url(#haze)"/>`)

  // L2: mid-distance towers (Business Bay / JLT)
  const mid = []
  const midEnv = (x) => (x < 560 ? 0 : x < 760 ? (x - 560) / 200 : x < 830 ? 1 : x < 950 ? 0.4 : 0)
  for (let x = 540; x < 1260; ) {
    const w = R.range(18, 38)
    const e = midEnv(x)
    if (e > 0 && !(x > 950 && x < 1175)) mid.push(tower(R, x, w, (50 + 150 * e) * R.range(0.55, 1), HZ + 1, R.pick(types)))
    x += w + R.range(0, 22)
  }
  defs.push(
    linear('l2', 0, 300, 0, HZ, [
      [0, '#372e52'],
      [1, '#5a4465'],
    ]),
  )
  city.push(`<path d="${mid.map((t) => t.d).join('')}" fill="url(#l2)"/>`)
  const midLights = new Lights()
  windows(R, mid, midLights, { cw: 4.5, ch: 6, lw: 2, p: 0.09 }, keep)
  city.push(midLights.path('stroke="#ffd39a" stroke-width="1.6" opacity=".5"'))

  // Rim light on the sun-facing edges
  const rim = (ts, wdt) => ts.map((t) => rect(t.x + t.w / 2 < SX ? t.x + t.w - wdt : t.x, t.bodyTop, wdt, t.base - t.bodyTop)).join('')
  city.push(`<path d="${rim(mid, 1.2)}" fill="#f2b587" opacity=".28"/>`)
  const cityFar = city.join('')

  // Burj Al Arab on its island, with a causeway and palms against the glow
  const near = []
  const baa = burjAlArab(1088, HZ + 10, 212)
  near.push(`<path d="${baa.sail}${baa.helipad}" fill="url(#baa)"/>`)
  defs.push(
    linear('baa', 0, HZ - 250, 0, HZ + 10, [
      [0, '#3a2f4f'],
      [1, '#4e3b5b'],
    ]),
  )
  defs.push(
    linear('fab', 1090, 0, 1190, 0, [
      [0, '#f8cfa4', 0.04],
      [1, '#f8cfa4', 0.24],
    ]),
  )
  near.push(`<path d="${baa.fabric}" fill="url(#fab)"/>`)
  near.push(`<path d="${baa.brace}" stroke="#f6c69a" stroke-width=".8" opacity=".35"/>`)
  near.push(`<path d="M1060 ${HZ + 12}l8 -6h132l6 6ZM1200 ${HZ + 8}h70v3h-70Z" fill="#2c243b"/>`)
  let palms = ''
  const palmXs = [1058, 1072, 1215, 1232, 1248, 1263]
  for (const px of palmXs) palms += palm(R, px, HZ + 8, R.range(18, 30), R.range(-0.15, 0.15))
  for (let px = 940; px < 1040; px += R.range(14, 30)) palms += palm(R, px, HZ + 2, R.range(14, 22), R.range(-0.1, 0.1))
  near.push(`<path d="${palms}" fill="#2a2134"/>`)

  // L3: the marina, closest and darkest: a taller back row, the twisted tower, a lower front row
  const back = []
  const front = []
  for (let x = 1236; x < W + 20; ) {
    const w = R.range(30, 50)
    const tall = x > 1400 && x < 1560 ? 1 : 0.7
    if (!(x > 1318 && x < 1384)) back.push(tower(R, x, w, (260 + 190 * tall) * R.range(0.6, 1), HZ + 4, R.pick(['flat', 'step', 'spire', 'frame', 'slant'])))
    x += w + R.range(2, 24)
  }
  back.push(tower(R, 1470, 46, 450, HZ + 4, 'spire')) // a Princess-Tower-like landmark
  for (let x = 1226; x < W + 20; ) {
    const w = R.range(38, 62)
    if (!(x > 1300 && x < 1392)) front.push(tower(R, x, w, R.range(70, 170), HZ + 4, R.pick(['flat', 'step', 'slant'])))
    x += w + R.range(30, 90)
  }
  defs.push(
    '<pattern id="grid" width="5" height="7" patternUnits="userSpaceOnUse"><rect x="1.4" y="2.5" width="2.2" height="2" fill="#ffdcae" opacity=".09"/></pattern>',
  )
  defs.push(
    linear('l3', 0, 160, 0, HZ, [
      [0, '#2a2441'],
      [1, '#3a2f4b'],
    ]),
  )
  defs.push(
    linear('l4', 0, 360, 0, HZ, [
      [0, '#221d34'],
      [1, '#2c2540'],
    ]),
  )
  const cay = cayan(1350, HZ + 4, 44, 400)
  const backLights = new Lights()
  const frontLights = new Lights()
  windows(R, back, backLights, { cw: 5, ch: 7, lw: 2.2, p: 0.07 }, keep)
  for (const [x, y, w] of cay.lights(R, 0.08)) if (keep()) backLights.add(x, y, w)
  windows(R, front, frontLights, { cw: 5.5, ch: 7.5, lw: 2.6, p: 0.09 }, keep)
  const backD = back.map((t) => t.d).join('')
  near.push(`<path d="${backD}" fill="url(#l3)"/><path d="${backD}" fill="url(#grid)"/>`)
  near.push(`<path d="${rim(back, 1.4)}" fill="#f0b084" opacity=".2"/>`)
  near.push(`<path d="${cay.a}" fill="#3b3250"/><path d="${cay.b}" fill="#272139"/>`)
  near.push(`<path d="${cay.floors}" stroke="#f3c39a" stroke-width=".6" opacity=".14"/>`)
  near.push(`<path d="${cay.rim}" fill="none" stroke="#f1b486" stroke-width="1.1" opacity=".35"/>`)
  near.push(backLights.path('stroke="#ffcf92" stroke-width="1.8" opacity=".45"'))
  near.push(`<path d="${front.map((t) => t.d).join('')}" fill="url(#l4)"/>`)
  near.push(`<path d="${rim(front, 1.4)}" fill="#f0b084" opacity=".16"/>`)
  near.push(frontLights.path('stroke="#ffd39c" stroke-width="2.2" opacity=".5"'))
  near.push(`<circle cx="1493" cy="${HZ + 4 - 450 - 450 * 0.2}" r="1.4" fill="#ff6e5e" opacity=".7"/>`)
  // Promenade with a string of lamps
  let lamps = ''
  for (let x = 1238; x < W; x += 9) lamps += `M${x} ${HZ + 1}h1.4`
  near.push(`<path d="M1232 ${HZ - 1}h${W - 1232}v10h${1232 - W}Z" fill="#1a1628"/><path d="${lamps}" stroke="#ffd9a0" stroke-width="1.4" opacity=".7"/>`)
  const cityNear = near.join('')

  out.push(`<g id="city">${cityFar}</g>`, `<g id="near">${cityNear}</g>`)

  // --- Water ----------------------------------------------------------------------------------
  defs.push(
    linear('water', 0, HZ, 0, 900, [
      [0, '#d4937c'],
      [0.08, '#a56a76'],
      [0.3, '#4d3859'],
      [0.6, '#252140'],
      [1, '#13142a'],
    ]),
  )
  out.push(`<rect y="${HZ}" width="${W}" height="${900 - HZ}" fill="url(#water)"/>`)
  // Reflections: mirrored city, rippled and faded
  defs.push(
    `<filter id="ripple" x="0" y="${HZ}" width="${W}" height="${900 - HZ}" filterUnits="userSpaceOnUse"><feTurbulence type="fractalNoise" baseFrequency=".002 .09" numOctaves="2" seed="4"/><feDisplacementMap in="SourceGraphic" scale="14" xChannelSelector="R" yChannelSelector="G"/><feGaussianBlur stdDeviation=".6 1.4"/></filter>`,
  )
  defs.push(
    linear('fade', 0, HZ, 0, 900, [
      [0, '#fff', 0.75],
      [0.45, '#fff', 0.2],
      [1, '#fff', 0],
    ]),
  )
  defs.push(
    `<mask id="refl" maskUnits="userSpaceOnUse" x="0" y="${HZ}" width="${W}" height="${900 - HZ}"><rect y="${HZ}" width="${W}" height="${900 - HZ}" fill="url(#fade)"/></mask>`,
  )
  out.push(
    `<g mask="url(#refl)"><g filter="url(#ripple)" opacity=".7"><use href="#city" transform="matrix(1 0 0 -1 0 ${2 * HZ + 2})"/><use href="#near" transform="matrix(1 0 0 -1 0 ${2 * HZ + 16})"/></g></g>`,
  )
  // Sun path: a soft column of light
  defs.push(
    radial(
      'path',
      SX,
      HZ,
      300,
      [
        [0, '#ffd7a0', 0.55],
        [0.4, '#f2a878', 0.18],
        [1, '#f2a878', 0],
      ],
      `matrix(.35 0 0 1 ${n(0.65 * SX)} 0)`,
    ),
  )
  out.push(`<rect y="${HZ}" width="${W}" height="${900 - HZ}" fill="url(#path)"/>`)
  // Shimmer: short horizontal glints, dense in the sun path, sparse elsewhere
  const buckets = [new Lights(), new Lights(), new Lights()]
  const glints = []
  for (let i = 0; i < 760; i++) {
    const t = R() ** 1.7
    const y = HZ + 3 + t * (900 - HZ - 6)
    const inPath = R() < 0.62
    const spread = 24 + t * 190
    const x = inPath ? SX + R.gauss() * spread * 1.7 : R() * W
    if (!inPath && x < 820 && y > 720) continue // keep the lower left calm
    const len = ((inPath ? 4 : 3) + t * R.range(4, 34)) * R.range(0.5, 1.2)
    const b = inPath ? (Math.abs(x - SX) < spread * (0.5 + R() * 0.6) ? 0 : 1) : 2
    const jitter = R.range(-1, 1)
    if (keep()) glints.push([Math.round((y + jitter) * 2) / 2, x - len / 2, len, b])
  }
  glints.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  for (const [y, x, len, b] of glints) buckets[b].add(x, y, len)
  out.push(buckets[0].path('stroke="#ffe2b4" stroke-width="1.1" opacity=".6"'))
  out.push(buckets[1].path('stroke="#f6bf8e" stroke-width="1" opacity=".35"'))
  out.push(buckets[2].path('stroke="#d9a0a0" stroke-width=".8" opacity=".16"'))

  // A dhow crossing the sun path
  const dh = dhow(1030, 716, 1)
  out.push(`<g fill="#1b1727"><path d="${dh.hull}"/><path d="${dh.sail}" opacity=".92"/></g><path d="${dh.mast}" stroke="#1b1727" stroke-width="1.4"/>`)
  out.push(`<path d="${dh.hull}${dh.sail}" fill="#1b1727" opacity=".25" transform="matrix(1 0 0 -.6 0 ${n(716 * 1.6 + 2)})"/>`)

  // Gentle vignette
  defs.push(
    radial(
      'vig',
      800,
      420,
      1000,
      [
        [0.55, '#0b0b1a', 0],
        [1, '#0b0b1a', 0.45],
      ],
      'matrix(1 0 0 .7 0 126)',
    ),
  )
  out.push(`<rect width="${W}" height="900" fill="url(#vig)"/>`)

  return { defs: defs.join(''), body: out.join('') }
}

/** Cayan-like twisted tower: a square prism rotated 90° over its height. */
function cayan(cx, base, side, H) {
  const r = side / Math.SQRT2
  const N = 28
  const A = []
  const B = []
  const rows = []
  for (let j = 0; j <= N; j++) {
    const th = (j / N) * (Math.PI / 2)
    const y = base - (j / N) * H
    const xs = [0, 1, 2, 3].map((k) => r * Math.cos(th + Math.PI / 4 + (k * Math.PI) / 2))
    const minx = Math.min(...xs)
    const maxx = Math.max(...xs)
    const front = r * Math.cos(th + Math.PI / 4)
    A.push([cx + minx, y, cx + front])
    B.push([cx + front, y, cx + maxx])
    rows.push([y, cx + minx, cx + maxx])
  }
  const a = poly([
    ...A.map(([x, y]) => [x, y]),
    ...A.slice()
      .reverse()
      .map(([, y, f]) => [f, y]),
  ])
  const b = poly([
    ...B.map(([x, y]) => [x, y]),
    ...B.slice()
      .reverse()
      .map(([, y, m]) => [m, y]),
  ])
  const rim = poly(
    A.map(([x, y]) => [x + 0.5, y]),
    false,
  )
  let floors = ''
  for (let y = base - 6; y > base - H + 4; y -= 6) {
    const i = Math.min(N, Math.round(((base - y) / H) * N))
    floors += `M${n(rows[i][1] + 1)} ${n(y)}H${n(rows[i][2] - 1)}`
  }
  const lights = (R, p) => {
    const res = []
    for (let y = base - 8; y > base - H + 6; y -= 7) {
      const j = ((base - y) / H) * N
      const i = Math.min(N, Math.round(j))
      const [, l, rr] = rows[i]
      for (let x = l + 3; x < rr - 5; x += 5) if (R() < p) res.push([Math.round(x), Math.round(y) + 0.5, 2.4])
    }
    return res
  }
  return { a, b, rim, floors, lights }
}

// ---------------------------------------------------------------------------------------------
// Shared: ordered paint buckets, so that many shapes with the same look share one <path>

function painter() {
  const keys = []
  const paths = new Map()
  const api = {
    layer(attrs) {
      if (!paths.has(attrs)) {
        paths.set(attrs, '')
        keys.push(attrs)
      }
      return attrs
    },
    add(attrs, d) {
      api.layer(attrs)
      paths.set(attrs, paths.get(attrs) + d)
    },
    raw(markup) {
      keys.push({ markup })
    },
    toString() {
      return keys.map((k) => (typeof k === 'string' ? (paths.get(k) ? `<path d="${paths.get(k)}" ${k}/>` : '') : k.markup)).join('')
    },
  }
  return api
}

function arch(x, y, w, h) {
  const r = w / 2
  return `M${n(x)} ${n(y + h)}V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}V${n(y + h)}Z`
}

/** Dusk sky shared by the Vienna scene: indigo to rose, with stars. */
function duskSky(R, defs, out, { W, HZ, id = 'sky', stars = 60 }) {
  defs.push(
    linear(id, 0, 0, 0, HZ, [
      [0, '#151a3c'],
      [0.34, '#2a2d5a'],
      [0.6, '#574470'],
      [0.8, '#a8677a'],
      [0.93, '#dd967a'],
      [1, '#eeb282'],
    ]),
  )
  out.push(`<rect width="${W}" height="${HZ + 60}" fill="url(#${id})"/>`)
  let d = ''
  for (let i = 0; i < stars; i++) d += `M${n(R() * W)} ${n(R() ** 1.7 * HZ * 0.42)}h${n(R.range(0.4, 1))}`
  out.push(`<path d="${d}" stroke="#fff6e8" stroke-width="1.1" stroke-linecap="round" opacity=".45"/>`)
}

// ---------------------------------------------------------------------------------------------
// 2. Vienna: a classic, Viennese-inspired residence at dusk in Dubai

function balusterPattern(id, y, h, x = 0) {
  const k = (f) => n(h * f)
  const d = `M1.6 0H7.4V${k(0.12)}H5.7C5.7 ${k(0.3)} 8 ${k(0.5)} 8 ${k(0.66)}C8 ${k(0.78)} 6.4 ${k(0.86)} 6.4 ${k(0.86)}H7.4V${n(h)}H1.6V${k(0.86)}H2.6C2.6 ${k(0.86)} 1 ${k(0.78)} 1 ${k(0.66)}C1 ${k(0.5)} 3.3 ${k(0.3)} 3.3 ${k(0.12)}H1.6Z`
  return `<pattern id="${id}" x="${n(x)}" y="${n(y)}" width="9" height="${n(h)}" patternUnits="userSpaceOnUse"><path d="${d}" fill="#b39a79" stroke="#6d5b55" stroke-width=".6"/><path d="M5.7 0H7.4V${n(h)}H6.4C7 ${k(0.7)} 6 ${k(0.4)} 5.7 ${k(0.12)}Z" fill="#8d7a72" opacity=".45"/></pattern>`
}

function viennaScene() {
  const R = prng(1873)
  const W = 1600
  const HZ = 742
  const defs = []
  const out = []
  duskSky(R, defs, out, { W, HZ, stars: 70 })

  // A thin crescent moon (the sky gradient itself carves the crescent)
  out.push(`<circle cx="300" cy="150" r="15" fill="#fbeed2" opacity=".9"/><circle cx="306" cy="146" r="14" fill="url(#sky)"/>`)
  defs.push(
    radial('moonglow', 300, 150, 70, [
      [0, '#fbeed2', 0.18],
      [1, '#fbeed2', 0],
    ]),
  )
  out.push('<circle cx="300" cy="150" r="70" fill="url(#moonglow)"/>')

  // Low glow where the sun has just set (behind the building, left of centre)
  defs.push(
    radial(
      'vglow',
      560,
      HZ,
      620,
      [
        [0, '#ffd39c', 0.55],
        [0.35, '#f0a07a', 0.22],
        [1, '#f0a07a', 0],
      ],
      `matrix(1.4 0 0 .55 ${n(-0.4 * 560)} ${n(0.45 * HZ)})`,
    ),
  )
  out.push(`<rect width="${W}" height="${HZ + 4}" fill="url(#vglow)"/>`)
  defs.push('<filter id="vsoft" x="-20%" y="-300%" width="140%" height="700%"><feGaussianBlur stdDeviation="5"/></filter>')
  let clouds = ''
  for (const [x, y, len, c, o] of [
    [520, 260, 320, '#6b4a6f', 0.45],
    [180, 420, 280, '#a9677a', 0.35],
    [640, 520, 360, '#d08a76', 0.3],
    [1400, 200, 300, '#5c466c', 0.4],
  ]) {
    for (let i = 0; i < 5; i++) {
      const rx = len * R.range(0.2, 0.45)
      clouds += `<ellipse cx="${n(x + (R() - 0.5) * len * 1.3)}" cy="${n(y + R.range(-6, 6))}" rx="${n(rx)}" ry="${n(R.range(2.5, 6))}" fill="${c}" opacity="${n(o * R.range(0.6, 1), 2)}"/>`
    }
  }
  out.push(`<g filter="url(#vsoft)">${clouds}</g>`)

  // Distant towers on the horizon, with Burj Khalifa
  const far = []
  for (let x = -10; x < W; ) {
    const w = R.range(12, 28)
    const e = x < 120 ? 0.5 : x < 620 ? 1 : 0.6
    if (!(x > 280 && x < 330))
      far.push(tower(R, x, w, (30 + 170 * e * R() ** 1.3) * R.range(0.6, 1), HZ + 2, R.pick(['flat', 'flat', 'step', 'slant', 'spire', 'frame'])))
    x += w + R.range(0, 26)
  }
  const bk = burjKhalifa(306, HZ + 2, 500)
  defs.push(
    linear('vfar', 0, 240, 0, HZ, [
      [0, '#3a3558'],
      [0.6, '#6f5878'],
      [1, '#a87a86'],
    ]),
  )
  out.push(`<path d="${far.map((t) => t.d).join('')}${bk.d}" fill="url(#vfar)"/>`)
  out.push(`<path d="${bk.rim}" fill="none" stroke="#f2bb92" stroke-width="1" opacity=".35"/>`)
  const fl = new Lights()
  windows(R, far, fl, { cw: 4, ch: 5, lw: 1.6, p: 0.08 })
  out.push(fl.path('stroke="#ffd9a8" stroke-width="1.3" opacity=".4"'))
  defs.push(
    linear('vhaze', 0, 600, 0, HZ, [
      [0, '#eaa47e', 0],
      [1, '#f1b888', 0.5],
    ]),
  )
  out.push(`<rect y="600" width="${W}" height="${HZ - 598}" fill="url(#vhaze)"/>`)

  // Garden: two rows of tree canopies on the horizon, then the dark lawn
  const canopy = (y0, rMin, rMax, step) => {
    let d = ''
    for (let x = -30; x < W + 30; x += R.range(step * 0.6, step)) {
      const r = R.range(rMin, rMax)
      const h = r * R.range(0.7, 1.1)
      d += `M${n(x - r)} ${n(y0 + 20)}V${n(y0 - h * 0.3)}C${n(x - r)} ${n(y0 - h * 1.1)} ${n(x + r)} ${n(y0 - h * 1.1)} ${n(x + r)} ${n(y0 - h * 0.3)}V${n(y0 + 20)}Z`
    }
    return d
  }
  out.push(`<path d="${canopy(HZ - 6, 14, 26, 40)}" fill="#4a3b55" opacity=".85"/>`)
  out.push(`<path d="${canopy(HZ + 12, 16, 30, 46)}" fill="#2a2434"/>`)
  defs.push(
    linear('lawn', 0, HZ + 20, 0, 900, [
      [0, '#231f2d'],
      [1, '#15131c'],
    ]),
  )
  out.push(`<rect y="${HZ + 20}" width="${W}" height="${900 - HZ - 20}" fill="url(#lawn)"/>`)

  // --- The building -----------------------------------------------------------------------------
  const P = painter()
  const X0 = 720
  const BW = 840
  const X1 = X0 + BW
  const BAY = BW / 7
  const BASE = 822
  const cx = (i) => X0 + (i + 0.5) * BAY
  const RX0 = X0 + 2 * BAY
  const RX1 = X0 + 5 * BAY
  const stone = 'fill="url(#stone)"'
  const light = 'fill="#cbb697"'
  const shade = 'fill="#3a2c3c" opacity=".22"'
  defs.push(
    linear('stone', 0, 240, 0, BASE, [
      [0, '#675f7c'],
      [0.3, '#857686'],
      [0.65, '#a38b7c'],
      [1, '#b39477'],
    ]),
  )
  defs.push(
    linear('slate', 0, 236, 0, 314, [
      [0, '#353a56'],
      [1, '#575670'],
    ]),
  )
  // Window glass, one set of gradients per storey (warm lit, soft lit, dark reflecting the sky)
  const rows = { d: [264, 300], g: [716, 806], a: [608, 696], b: [522, 586], c: [436, 496], e: [357, 404] }
  for (const [k, [y1, y2]] of Object.entries(rows)) {
    defs.push(
      linear(`l${k}`, 0, y1, 0, y2, [
        [0, '#ffe2a8'],
        [0.55, '#f6b86a'],
        [1, '#e0894a'],
      ]),
    )
    defs.push(
      linear(`m${k}`, 0, y1, 0, y2, [
        [0, '#fff0d0'],
        [0.6, '#f5c98e'],
        [1, '#e9a866'],
      ]),
    )
    defs.push(
      linear(`k${k}`, 0, y1, 0, y2, [
        [0, '#5f5980'],
        [0.45, '#34344f'],
        [1, '#1f2035'],
      ]),
    )
  }
  defs.push(
    radial('up', 0.5, 1, 0.5, [
      [0, '#ffcf8a', 0.55],
      [0.45, '#ffc27a', 0.2],
      [1, '#ffc27a', 0],
    ]).replace('gradientUnits="userSpaceOnUse"', ''),
  )
  defs.push(
    radial('spill', 0.5, 0.5, 0.5, [
      [0, '#ffc983', 0.35],
      [1, '#ffc983', 0],
    ]).replace('gradientUnits="userSpaceOnUse"', ''),
  )

  // Mansard roof with dormers and chimneys
  P.add('fill="#2f2c44"', rect(X0 + 110, 206, 18, 40) + rect(X1 - 128, 206, 18, 40) + rect(X0 + 106, 202, 26, 6) + rect(X1 - 132, 202, 26, 6))
  P.add(
    'fill="url(#slate)"',
    poly([
      [X0 + 8, 314],
      [X0 + 56, 238],
      [X1 - 56, 238],
      [X1 - 8, 314],
    ]),
  )
  P.add('fill="#6b6a86" opacity=".6"', rect(X0 + 56, 236, BW - 112, 3))
  for (const i of [0, 1, 5, 6]) {
    const x = cx(i)
    P.add('fill="#4d4a66"', arch(x - 22, 252, 44, 62))
    P.add('fill="url(#ld)"', arch(x - 12, 264, 24, 36))
    P.add('fill="#4d4a66" opacity=".9"', rect(x - 1, 264, 2, 36))
  }

  // Facade
  P.add(stone, rect(X0, 312, BW, BASE - 312))
  P.add('fill="#fff" opacity=".06"', rect(RX0, 312, RX1 - RX0, BASE - 312))
  P.add(shade, rect(RX1, 342, 8, BASE - 342) + rect(RX0 - 6, 342, 6, BASE - 342))
  // Banded rustication on the ground floor
  let rust = ''
  for (let y = 718; y < 806; y += 12.5) rust += `M${X0} ${n(y)}H${X1}`
  P.add('stroke="#5c4a4e" stroke-width="1.2" opacity=".28"', rust)
  // Plinth
  P.add('fill="#76655f"', rect(X0 - 4, 806, BW + 8, BASE - 806))
  // Uplight scallops
  for (let k = 0; k <= 7; k++) P.raw(`<ellipse cx="${n(X0 + k * BAY)}" cy="${BASE}" rx="58" ry="${k % 7 ? 330 : 240}" fill="url(#up)"/>`)

  // Bands and cornices: highlight on top, shadow underneath
  const band = (y, h, over = 4) => {
    P.add(light, rect(X0 - over, y, BW + over * 2, h))
    P.add('fill="#f6e2c0" opacity=".45"', rect(X0 - over, y, BW + over * 2, 1.2))
    P.add(shade, rect(X0, y + h, BW, 4))
  }
  band(696, 10, 6)
  band(590, 8)
  band(496, 6)
  band(410, 6)
  // Main cornice with dentils
  P.add('fill="#a89784"', rect(X0, 326, BW, 16))
  P.raw(
    '<pattern id="dent" x="0" y="334" width="10" height="8" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#cdb898"/><rect x="6" width="4" height="6" fill="#7d6c70" opacity=".35"/></pattern>',
  )
  P.add('fill="url(#dent)"', rect(X0, 334, BW, 6))
  P.add(light, rect(X0 - 14, 312, BW + 28, 14))
  P.add('fill="#f6e2c0" opacity=".4"', rect(X0 - 14, 312, BW + 28, 1.5))
  P.add('fill="#3a2c3c" opacity=".3"', rect(X0 - 12, 326, BW + 24, 5))

  // Giant-order pilasters on the centre bays, lesenes on the corners
  for (let k = 2; k <= 5; k++) {
    const x = X0 + k * BAY
    P.add('fill="#b7a389"', rect(x - 8, 512, 16, 176))
    P.add('fill="#3a2c3c" opacity=".18"', rect(x + 5, 512, 3, 176))
    P.add(light, rect(x - 11, 502, 22, 10) + rect(x - 10, 686, 20, 10))
  }
  P.add('fill="#aa977f"', rect(X0, 342, 14, 354) + rect(X1 - 14, 342, 14, 354))
  let quoin = ''
  for (let y = 350; y < 690; y += 24) quoin += rect(X0, y, 18, 12) + rect(X1 - 18, y, 18, 12)
  P.add('fill="#c2ad8e" opacity=".6"', quoin)

  // Windows
  const glass = (d, lit, row) => P.add(`fill="url(#${lit === 2 ? 'm' : lit ? 'l' : 'k'}${row})"`, d)
  const bars = 'fill="#463741" opacity=".85"'
  const surround = 'fill="#c6b192"'
  const spills = []
  const key = 'fill="#d2bd9c"'
  P.layer(surround)
  for (const r of 'gabce') for (const g of 'lmk') P.layer(`fill="url(#${g}${r})"`)
  P.layer(bars)
  P.layer(key)
  const litPick = () => {
    const r = R()
    return r < 0.42 ? 1 : r < 0.62 ? 2 : 0
  }
  for (let i = 0; i < 7; i++) {
    const x = cx(i)
    // Ground floor: arched openings, the entrance in the middle
    if (i === 3) {
      P.add(surround, arch(x - 44, 708, 88, 98))
      glass(arch(x - 36, 716, 72, 90), 2, 'g')
      P.add(bars, `${rect(x - 1, 752, 2, 54)}${rect(x - 36, 752, 72, 2)}M${x - 24} 752a24 24 0 0 1 48 0h-2a22 22 0 0 0-44 0Z`)
      P.add(
        key,
        poly([
          [x - 7, 706],
          [x + 7, 706],
          [x + 5, 722],
          [x - 5, 722],
        ]),
      )
      spills.push([x, 780, 120, 60])
    } else {
      const lit = litPick()
      P.add(surround, arch(x - 34, 718, 68, 80))
      glass(arch(x - 28, 724, 56, 74), lit, 'g')
      P.add(bars, rect(x - 1, 752, 2, 46) + rect(x - 28, 751, 56, 2))
      P.add(
        key,
        poly([
          [x - 6, 716],
          [x + 6, 716],
          [x + 4, 730],
          [x - 4, 730],
        ]),
      )
      P.add('fill="#c6b192"', rect(x - 38, 798, 76, 6))
      if (lit) spills.push([x, 770, 80, 50])
    }
    // Piano nobile: tall arched windows behind balconies
    {
      const lit = i === 3 ? 2 : litPick()
      P.add(surround, arch(x - 31, 602, 62, 94))
      glass(arch(x - 25, 608, 50, 88), lit, 'a')
      P.add(bars, rect(x - 1, 633, 2, 63) + rect(x - 25, 633, 50, 2) + rect(x - 25, 660, 50, 1.5))
      P.add(
        key,
        poly([
          [x - 6, 600],
          [x + 6, 600],
          [x + 4, 614],
          [x - 4, 614],
        ]),
      )
      if (lit) spills.push([x, 650, 70, 60])
    }
    // Second floor: pedimented windows
    {
      const lit = litPick()
      P.add(surround, rect(x - 29, 516, 58, 70))
      glass(rect(x - 23, 522, 46, 64), lit, 'b')
      P.add(bars, rect(x - 1, 522, 2, 64) + rect(x - 23, 542, 46, 2))
      if (i >= 2 && i <= 4) {
        P.add(
          light,
          poly([
            [x - 36, 514],
            [x, 500],
            [x + 36, 514],
          ]),
        )
        P.add(shade, rect(x - 34, 514, 68, 3))
      } else {
        P.add(light, `M${x - 35} 514Q${x} 496 ${x + 35} 514Z`)
        P.add(shade, rect(x - 33, 514, 66, 3))
      }
      P.add('fill="#c6b192"', rect(x - 33, 586, 66, 4))
      if (lit) spills.push([x, 555, 60, 50])
    }
    // Third floor: hooded windows
    {
      const lit = litPick()
      P.add(surround, rect(x - 27, 430, 54, 66))
      glass(rect(x - 21, 436, 42, 60), lit, 'c')
      P.add(bars, rect(x - 1, 436, 2, 60) + rect(x - 21, 454, 42, 2))
      P.add(light, rect(x - 33, 422, 66, 8))
      P.add(shade, rect(x - 31, 430, 62, 3))
      if (lit) spills.push([x, 465, 55, 45])
    }
    // Fourth floor: simple framed windows
    {
      const lit = litPick()
      P.add(surround, rect(x - 25, 352, 50, 52))
      glass(rect(x - 20, 357, 40, 47), lit, 'e')
      P.add(bars, rect(x - 1, 357, 2, 47) + rect(x - 20, 372, 40, 2))
      if (lit) spills.push([x, 380, 50, 40])
    }
  }
  for (const [x, y, rx, ry] of spills) P.raw(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${rx}" ry="${ry}" fill="url(#spill)"/>`)

  // Balconies with balustrades
  defs.push(balusterPattern('bal1', 668, 22))
  defs.push(balusterPattern('bal3', 474, 18))
  defs.push(balusterPattern('bal0', 290, 18))
  const balcony = (x, y, w, h, pat) => {
    P.add('fill="#3a2c3c" opacity=".28"', rect(x - 4, y + h + 7, w + 8, 7))
    P.add('fill="#bea784"', rect(x - 8, y + h, w + 16, 7))
    P.add('fill="#f6e2c0" opacity=".45"', rect(x - 8, y + h, w + 16, 1.2))
    P.add(`fill="url(#${pat})"`, rect(x, y, w, h))
    P.add('fill="#cdb694"', rect(x - 3, y - 4, w + 6, 5) + rect(x - 3, y, 8, h) + rect(x + w - 5, y, 8, h))
  }
  balcony(RX0 + 10, 668, RX1 - RX0 - 20, 22, 'bal1')
  for (const i of [0, 1, 5, 6]) balcony(cx(i) - 40, 668, 80, 22, 'bal1')
  for (const i of [0, 3, 6]) balcony(cx(i) - 38, 474, 76, 18, 'bal3')

  // Attic balustrade over the outer bays, pediment over the centre
  balcony(X0 + 4, 290, RX0 - X0 - 14, 18, 'bal0')
  balcony(RX1 + 10, 290, X1 - RX1 - 14, 18, 'bal0')
  P.add(
    light,
    poly([
      [RX0 - 14, 312],
      [X0 + 3.5 * BAY, 232],
      [RX1 + 14, 312],
    ]),
  )
  P.add(
    'fill="#8a7d86"',
    poly([
      [RX0 + 8, 306],
      [X0 + 3.5 * BAY, 242],
      [RX1 - 8, 306],
    ]),
  )
  P.add(
    'fill="#f6e2c0" opacity=".4"',
    poly([
      [RX0 - 14, 312],
      [X0 + 3.5 * BAY, 232],
      [RX1 + 14, 312],
      [RX1 + 10, 312],
      [X0 + 3.5 * BAY, 235],
      [RX0 - 10, 312],
    ]),
  )
  P.raw(`<ellipse cx="${X0 + 3.5 * BAY}" cy="286" rx="22" ry="15" fill="#c9b494"/><ellipse cx="${X0 + 3.5 * BAY}" cy="286" rx="15" ry="9" fill="#7f7280"/>`)
  // Urns on the attic pedestals
  let urns = ''
  for (const x of [X0 + 6, RX0 - 18, RX1 + 12, X1 - 6]) urns += `M${n(x - 5)} 286h10l-2-8c3-2 3-8-1-10h-4c-4 2-4 8-1 10Z`
  P.add('fill="#c9b494"', urns)

  out.push(`<g id="bldg">${P}</g>`)

  // --- Foreground ---------------------------------------------------------------------------------
  // Forecourt paving, widening towards the viewer
  defs.push(
    linear('pave', 0, BASE, 0, 900, [
      [0, '#4b404b'],
      [0.35, '#302935'],
      [1, '#18161f'],
    ]),
  )
  out.push(`<rect y="${BASE}" width="${W}" height="${900 - BASE}" fill="url(#pave)"/>`)
  out.push(`<rect x="${X0 - 40}" y="${BASE}" width="${BW + 80}" height="1.5" fill="#f6d7a8" opacity=".3"/>`)
  // A faint mirror image of the facade in the polished stone
  defs.push(
    linear('vfade', 0, BASE, 0, 900, [
      [0, '#fff', 0.32],
      [1, '#fff', 0],
    ]),
  )
  defs.push(
    `<mask id="vrefl" maskUnits="userSpaceOnUse" x="0" y="${BASE}" width="${W}" height="${900 - BASE}"><rect y="${BASE}" width="${W}" height="${900 - BASE}" fill="url(#vfade)"/></mask>`,
  )
  defs.push('<filter id="vblur" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="1 3"/></filter>')
  out.push(`<g mask="url(#vrefl)"><use href="#bldg" transform="matrix(1 0 0 -1 0 ${2 * BASE})" filter="url(#vblur)"/></g>`)
  // Reflected glow of the entrance on the polished stone
  defs.push(
    radial('pool', 0.5, 0, 0.5, [
      [0, '#ffcf8e', 0.3],
      [1, '#ffcf8e', 0],
    ]).replace('gradientUnits="userSpaceOnUse"', ''),
  )
  out.push(`<ellipse cx="${cx(3)}" cy="${BASE}" rx="320" ry="80" fill="url(#pool)"/>`)
  // Clipped boxwood hedges in front of the facade
  let hedge = ''
  for (const [a, b] of [
    [X0 - 24, cx(3) - 62],
    [cx(3) + 62, X1 + 24],
  ]) {
    hedge += `M${n(a)} ${BASE + 16}V${BASE - 6}Q${n(a)} ${BASE - 18} ${n(a + 8)} ${BASE - 18}`
    for (let x = a; x < b - 1; ) {
      const w = Math.min(b - x, R.range(30, 54))
      hedge += `Q${n(x + w / 2)} ${n(BASE - 24 - R.range(0, 3))} ${n(x + w)} ${n(BASE - 18 + R.range(-1, 1))}`
      x += w
    }
    hedge += `Q${n(b + 8)} ${BASE - 18} ${n(b + 8)} ${BASE - 6}V${BASE + 16}Z`
  }
  out.push(`<path d="${hedge}" fill="#1c2a27"/>`)
  defs.push(
    linear('hedgelit', 0, BASE - 26, 0, BASE + 10, [
      [0, '#7d8f6a', 0.35],
      [1, '#7d8f6a', 0],
    ]),
  )
  out.push(`<path d="${hedge}" fill="url(#hedgelit)"/>`)
  // Cast-iron lanterns flanking the entrance
  for (const x of [cx(3) - 118, cx(3) + 118]) {
    out.push(`<circle cx="${n(x)}" cy="722" r="60" fill="url(#spill)"/>`)
    out.push(
      `<path d="M${n(x - 2)} 876V740h4V876ZM${n(x - 8)} 878h16l-3-10h-10ZM${n(x - 10)} 742h20v-4h-20ZM${n(x - 11)} 710h22l-11-10Z" fill="#1b1824"/><path d="M${n(x - 8)} 738h16l2-28h-20Z" fill="#ffe2b0"/><path d="M${n(x - 0.6)} 738v-28h1.2v28Z" fill="#1b1824" opacity=".5"/>`,
    )
  }
  // Palms framing the building
  const pl = featherPalm(R, 652, 880, 430, 0.05, { fronds: 13, leaflets: 12 })
  const pr = featherPalm(R, 1586, 886, 470, -0.05, { fronds: 13, leaflets: 12 })
  out.push(`<path d="${pl.trunk}${pr.trunk}" fill="#1a1724"/><path d="${pl.rings}${pr.rings}" fill="none" stroke="#3d3544" stroke-width="1.2"/>`)
  out.push(`<path d="${pl.crown}${pr.crown}" fill="#1a1724"/>`)

  defs.push(
    radial(
      'vvig',
      800,
      450,
      950,
      [
        [0.6, '#0b0b1a', 0],
        [1, '#0b0b1a', 0.5],
      ],
      'matrix(1 0 0 .75 0 112)',
    ),
  )
  out.push(`<rect width="${W}" height="900" fill="url(#vvig)"/>`)
  return { defs: defs.join(''), body: out.join('') }
}

// ---------------------------------------------------------------------------------------------
// 3. Vienna RAK: a curved beachfront residence on an island in Ras Al Khaimah, golden hour

/** Midpoint-displacement ridge line from x0 to x1 (2^depth + 1 points). */
function ridge(R, x0, x1, y0, y1, amp, rough, depth = 6) {
  let pts = [
    [x0, y0],
    [x1, y1],
  ]
  let a = amp
  for (let d = 0; d < depth; d++) {
    const next = [pts[0]]
    for (let i = 0; i < pts.length - 1; i++) {
      const [ax, ay] = pts[i]
      const [bx, by] = pts[i + 1]
      next.push([(ax + bx) / 2 + R.range(-0.15, 0.15) * (bx - ax), (ay + by) / 2 + R.range(-1, 1) * a], pts[i + 1])
    }
    pts = next
    a *= rough
  }
  return pts
}

function rakScene() {
  const R = prng(4242)
  const W = 1600
  const YH = 470 // horizon (eye level)
  const F = 720
  const EYE = 14
  const proj = (X, Y, Z) => [800 + (F * X) / Z, YH - (F * (Y - EYE)) / Z]
  const defs = []
  const out = []

  // Sky: clear and luminous, warm towards the low sun on the left
  defs.push(
    linear('rsky', 0, 0, 0, YH, [
      [0, '#5b77a0'],
      [0.35, '#93a3b9'],
      [0.65, '#d5c3b1'],
      [0.88, '#f0cd9f'],
      [1, '#f6d6a4'],
    ]),
  )
  out.push(`<rect width="${W}" height="${YH + 60}" fill="url(#rsky)"/>`)
  const SX = 200
  const SY = 290
  defs.push(
    radial(
      'rglow',
      SX,
      SY,
      900,
      [
        [0, '#fff2cf', 0.85],
        [0.12, '#ffdca0', 0.5],
        [0.4, '#f6c384', 0.18],
        [1, '#f6c384', 0],
      ],
      `matrix(1.25 0 0 .8 ${n(-0.25 * SX)} ${n(0.2 * SY)})`,
    ),
  )
  out.push(`<rect width="${W}" height="${YH + 60}" fill="url(#rglow)"/>`)
  defs.push('<filter id="rsoft" x="-20%" y="-300%" width="140%" height="700%"><feGaussianBlur stdDeviation="4"/></filter>')
  let clouds = ''
  for (const [x, y, len, c, o] of [
    [560, 140, 380, '#f3dcc0', 0.45],
    [1000, 100, 300, '#e9d3c2', 0.35],
    [1360, 180, 420, '#f0d5b6', 0.4],
    [760, 235, 300, '#f7dcb4', 0.35],
  ]) {
    for (let i = 0; i < 5; i++) {
      clouds += `<ellipse cx="${n(x + (R() - 0.5) * len * 1.3)}" cy="${n(y + R.range(-6, 6))}" rx="${n(len * R.range(0.2, 0.45))}" ry="${n(R.range(2.5, 6))}" fill="${c}" opacity="${n(o * R.range(0.6, 1), 2)}"/>`
    }
  }
  out.push(`<g filter="url(#rsoft)">${clouds}</g>`)
  defs.push(
    radial('rsun', SX, SY, 60, [
      [0, '#fffaf0'],
      [0.45, '#fff3d6', 0.95],
      [1, '#ffe3a8', 0],
    ]),
  )
  out.push(`<circle cx="${SX}" cy="${SY}" r="60" fill="url(#rsun)"/>`)

  // Hajar mountains: four hazy ridges, nearer ones darker and sharper
  const layers = [
    [300, 1, '#b8b2c6', '#e6d0b9', 6],
    [345, 0.85, '#a39cb5', '#d8c1ad', 6],
    [392, 0.7, '#8c879f', '#c9b19f', 7],
    [440, 0.45, '#7b788b', '#b9a18f', 7],
  ]
  layers.forEach(([base, amp, top, bottom, depth], i) => {
    const pts = ridge(R, -20, W + 20, base + R.range(-30, 30), base + R.range(-30, 30), 95 * amp, 0.55, depth)
    defs.push(
      linear(`mt${i}`, 0, base - 110, 0, YH, [
        [0, top],
        [1, bottom],
      ]),
    )
    out.push(`<path d="${relPoly([...pts, [W + 20, YH + 4], [-20, YH + 4]])}" fill="url(#mt${i})"/>`)
  })
  defs.push(
    linear('mhaze', 0, 330, 0, YH, [
      [0, '#f4d7b2', 0],
      [1, '#f4d7b2', 0.55],
    ]),
  )
  out.push(`<rect y="330" width="${W}" height="${YH - 326}" fill="url(#mhaze)"/>`)

  // Far sea between the island and the coast
  defs.push(
    linear('farsea', 0, YH, 0, YH + 50, [
      [0, '#a5c4c4'],
      [1, '#4f97a3'],
    ]),
  )
  out.push(`<rect y="${YH}" width="${W}" height="60" fill="url(#farsea)"/>`)
  let farGlints = ''
  for (let i = 0; i < 40; i++) farGlints += `M${n(SX + R.gauss() * 160)} ${n(YH + 3 + R() * 20)}h${n(R.range(4, 16))}`
  out.push(`<path d="${farGlints}" stroke="#fff3d6" stroke-width="1" opacity=".6"/>`)

  // --- The island -------------------------------------------------------------------------------
  const ZC = 30
  const RAD = 96
  const TH = 0.86
  const FULL = [-TH, TH]
  const stepsOf = ([t0, t1]) => Math.max(3, Math.round(((t1 - t0) / (2 * TH)) * 18))
  const arcAt = (Y, off, [t0, t1], steps = stepsOf([t0, t1])) => {
    const pts = []
    for (let i = 0; i <= steps; i++) {
      const t = t0 + ((t1 - t0) * i) / steps
      pts.push(proj((RAD + off) * Math.sin(t), Y, ZC + (RAD + off) * Math.cos(t)))
    }
    return pts
  }
  const arc = (Y, off = 0, range = FULL) => arcAt(Y, off, range)
  const band = (y1, y2, o1 = 0, o2 = o1, range = FULL) => relPoly([...arc(y1, o1, range), ...arc(y2, o2, range).reverse()])
  const [lx] = arc(0)[0]
  const rx = arc(0).at(-1)[0]

  // Landscaping behind the building, and a strip of palms on either side
  let trees = ''
  for (let x = -20; x < W + 20; x += R.range(18, 34)) {
    const r = R.range(10, 22)
    const y = YH + 26 + R.range(-4, 6)
    trees += `M${n(x - r)} ${n(y + 40)}V${n(y - r * 0.2)}C${n(x - r)} ${n(y - r * 1.2)} ${n(x + r)} ${n(y - r * 1.2)} ${n(x + r)} ${n(y - r * 0.2)}V${n(y + 40)}Z`
  }
  defs.push(`<path id="rtrees" d="${trees}"/>`)
  defs.push(
    linear('treelit', 0, YH - 10, 0, YH + 60, [
      [0, '#e9c48a', 0.4],
      [1, '#e9c48a', 0],
    ]),
  )
  out.push('<use href="#rtrees" fill="#46604c"/><use href="#rtrees" fill="url(#treelit)"/>')
  let farPalms = ''
  for (let x = 10; x < W; x += R.range(50, 96)) if (x < lx + 20 || x > rx - 20) farPalms += palm(R, x, YH + 40, R.range(34, 50), R.range(-0.12, 0.12))
  out.push(`<path d="${farPalms}" fill="#3a5242"/>`)

  // Beach: warm sand from the deck down to the shoreline
  defs.push(
    linear('sand', 0, 560, 0, 760, [
      [0, '#eed8b4'],
      [0.6, '#e8c99c'],
      [1, '#dcb489'],
    ]),
  )
  out.push(`<rect y="${YH + 34}" width="${W}" height="${820 - YH - 34}" fill="url(#sand)"/>`)
  defs.push(
    radial(
      'sandglow',
      300,
      640,
      520,
      [
        [0, '#fff3dc', 0.4],
        [1, '#fff3dc', 0],
      ],
      'matrix(1 0 0 .3 0 448)',
    ),
  )
  out.push(`<rect y="${YH + 34}" width="${W}" height="${820 - YH - 34}" fill="url(#sandglow)"/>`)
  // The residence: a stepped crescent of white terraces
  const GROUND = 4.4
  const FH = 3.3
  const LEVELS = 9 // floors; slab k sits on top of floor k - 1
  const level = (k) => (k ? GROUND + (k - 1) * FH : 0)
  // The crescent rises like a wave from left to right: upper floors step back at the left end
  const extent = (f) => [-TH + Math.max(0, f - 2) * 0.17, TH - Math.max(0, f - 6) * 0.08]
  defs.push(
    linear('rglass', lx, 0, rx, 0, [
      [0, '#3b5363'],
      [0.5, '#557180'],
      [0.85, '#788887'],
      [1, '#94907f'],
    ]),
  )
  defs.push(
    linear('rglassv', 0, 300, 0, 620, [
      [0, '#dce8ec', 0.3],
      [0.55, '#dce8ec', 0],
      [1, '#22343f', 0.3],
    ]),
  )
  defs.push(
    linear('slab', lx, 0, rx, 0, [
      [0, '#dcd3ca'],
      [0.5, '#f3e9da'],
      [1, '#fff6e6'],
    ]),
  )
  defs.push(
    linear('rlit', 0, 300, 0, 620, [
      [0, '#ffe6b8'],
      [1, '#f6c27e'],
    ]),
  )
  let glass = ''
  let lit = ''
  let fins = ''
  for (let f = 0; f < LEVELS; f++) {
    const th = extent(f)
    glass += band(level(f), level(f + 1), 0, 0, th)
    const lo = arcAt(level(f) + (f ? 0.8 : 0), 0, th)
    const hi = arcAt(level(f + 1), 0, th)
    for (let i = 0; i < lo.length - 1; i++) {
      if (R() < (f ? 0.09 : 0.22)) lit += relPoly([lo[i], lo[i + 1], hi[i + 1], hi[i]])
      if (i) fins += `M${n(lo[i][0])} ${n(lo[i][1])}L${n(hi[i][0])} ${n(hi[i][1])}`
    }
  }
  defs.push(`<path id="rfacade" d="${glass}"/>`)
  out.push('<use href="#rfacade" fill="url(#rglass)"/><use href="#rfacade" fill="url(#rglassv)"/>')
  out.push(`<path d="${lit}" fill="url(#rlit)" opacity=".85"/>`)
  out.push(`<path d="${fins}" stroke="#33444e" stroke-width="1.2" opacity=".45"/>`)
  // Slabs: soffits above eye level, bright balcony edges, glass balustrades, end walls
  const D = -2.4
  let soffit = ''
  let recess = ''
  let edge = ''
  let rail = ''
  const ends = ['', '']
  for (let k = 1; k <= LEVELS; k++) {
    const z = level(k)
    const th = extent(k - 1)
    if (z > EYE) soffit += band(z, z, 0, D, th)
    recess += band(z - 1.1, z, 0, 0, th)
    edge += band(z, z + 0.8, D, D, th)
    rail += band(z + 0.8, z + (k === LEVELS ? 1.5 : 1.9), D, D, th)
    th.forEach((t, side) => {
      const at = (off, Y) => proj((RAD + off) * Math.sin(t), Y, ZC + (RAD + off) * Math.cos(t))
      ends[side] += relPoly([at(0.4, level(k - 1)), at(D, level(k - 1)), at(D, z + 0.8), at(0.4, z + 0.8)])
    })
  }
  out.push(`<path d="${recess}" fill="#1f2a33" opacity=".3"/>`)
  out.push(`<path d="${soffit}" fill="#8d7c73" opacity=".9"/>`)
  out.push(`<path d="${rail}" fill="#e2eeee" opacity=".3"/>`)
  out.push(`<path d="${edge}" fill="url(#slab)"/>`)
  out.push(`<path d="${ends[0]}" fill="#fff4e2"/><path d="${ends[1]}" fill="#d3c7ba"/>`)
  // Deck, pool and umbrellas
  out.push(`<path d="${band(0, 0, 0, -16)}" fill="#eadcc4"/>`)
  defs.push(
    linear('pool', 0, 560, 0, 640, [
      [0, '#a2e6e0'],
      [1, '#45b7bd'],
    ]),
  )
  out.push(`<path d="${band(0, 0, -5, -12, [0.06 - TH, TH - 0.06])}" fill="url(#pool)"/>`)
  out.push(`<path d="${band(0, 0, -5, -5.6, [0.06 - TH, TH - 0.06])}" fill="#ffffff" opacity=".5"/>`)
  let umbrellas = ''
  let stems = ''
  for (let i = 0; i < 13; i++) {
    const t = -TH + 0.06 + ((2 * TH - 0.12) * (i + 0.5)) / 13 + R.range(-0.015, 0.015)
    const off = -14.2
    const Z = ZC + (RAD + off) * Math.cos(t)
    const [x, y] = proj((RAD + off) * Math.sin(t), 0, Z)
    const sc = F / Z
    stems += `M${n(x)} ${n(y)}v${n(-2.3 * sc)}`
    umbrellas += `M${n(x - 1.4 * sc)} ${n(y - 2.1 * sc)}Q${n(x)} ${n(y - 3 * sc)} ${n(x + 1.4 * sc)} ${n(y - 2.1 * sc)}Z`
  }
  out.push(`<path d="${stems}" stroke="#6d5a4c" stroke-width="1.2"/><path d="${umbrellas}" fill="#f7f0e4"/>`)

  const shore = []
  for (let x = -20; x <= W + 20; x += 50) {
    const X = ((x - 800) * 44) / F
    const Z = 44 + 3 * Math.sin(X / 9) + 1.2 * Math.sin(X / 3.7)
    shore.push([x, YH + (F * EYE) / Z])
  }

  // Palms on the beach, with long shadows cast away from the sun
  const palms = [
    [-58, 66, 12.5, 0.08],
    [-52, 58, 13.5, -0.06],
    [-33, 76, 11, 0.05],
    [22, 72, 12, -0.07],
    [46, 60, 13, 0.06],
    [55, 68, 11.5, -0.04],
  ]
  let shadows = ''
  let trunks = ''
  let crowns = ''
  for (const [X, Z, h, lean] of palms) {
    const [x, y] = proj(X, 0, Z)
    const ph = (F * h) / Z
    shadows += `M${n(x)} ${n(y)}q${n(ph * 0.6)} ${n(ph * 0.02)} ${n(ph * 1.1)} ${n(ph * 0.05)}q${n(-ph * 0.5)} ${n(ph * 0.03)} ${n(-ph * 1.1)} ${n(ph * 0.01)}Z`
    const p = featherPalm(R, x, y, ph, lean, { fronds: 11, leaflets: 6 })
    trunks += p.trunk
    crowns += p.crown
  }
  out.push(`<path d="${shadows}" fill="#8a6a56" opacity=".28"/>`)
  out.push(`<path d="${trunks}" fill="#5d4c45"/><path d="${crowns}" fill="#2f4a3a"/>`)

  // Shoreline: wet sand, lacy foam, turquoise shallows
  out.push(`<path d="${smooth(shore)}L${W + 20} 900H-20Z" fill="#cfae86" opacity=".7"/>`)
  const water = shore.map(([x, y]) => [x, y + 6])
  defs.push(
    linear('rsea', 0, 730, 0, 900, [
      [0, '#a2ddd0'],
      [0.22, '#65c2bd'],
      [0.65, '#3196a2'],
      [1, '#22738a'],
    ]),
  )
  out.push(`<path d="${smooth(water)}L${W + 20} 900H-20Z" fill="url(#rsea)"/>`)
  out.push(`<path d="${smooth(water)}" fill="none" stroke="#fffaf0" stroke-width="2" opacity=".85"/>`)
  out.push(`<path d="${smooth(water.map(([x, y], i) => [x, y + 8 + 3 * Math.sin(i * 1.7)]))}" fill="none" stroke="#f4fffb" stroke-width="1.2" opacity=".4"/>`)
  const ripples = [new Lights(), new Lights()]
  for (let i = 0; i < 300; i++) {
    const t = R() ** 1.3
    const y = 760 + t * 138
    const x = R() * W
    if (x < 760 && y > 790 && R() < 0.8) continue
    const len = 6 + t * R.range(10, 46)
    ripples[R() < 0.35 ? 0 : 1].add(x, Math.round(y * 2) / 2, len)
  }
  out.push(ripples[0].path('stroke="#fff1cf" stroke-width="1.2" opacity=".45"'))
  out.push(ripples[1].path('stroke="#e9fffb" stroke-width="1" opacity=".22"'))

  // A tall palm framing the right edge
  const big = featherPalm(R, 1536, 905, 560, -0.07, { fronds: 14, leaflets: 11 })
  out.push(
    `<path d="${big.trunk}" fill="#3d312e"/><path d="${big.rings}" fill="none" stroke="#1f1a19" stroke-width="1.4" opacity=".5"/><path d="${big.crown}" fill="#22382c"/>`,
  )

  // Golden-hour wash, strongest near the sun
  defs.push(
    radial('warm', SX, SY, 1500, [
      [0, '#ffb45e', 0.16],
      [1, '#ffb45e', 0.04],
    ]),
  )
  out.push(`<rect width="${W}" height="900" fill="url(#warm)"/>`)
  defs.push(
    radial(
      'rvig',
      800,
      450,
      950,
      [
        [0.6, '#1c2430', 0],
        [1, '#1c2430', 0.35],
      ],
      'matrix(1 0 0 .75 0 112)',
    ),
  )
  out.push(`<rect width="${W}" height="900" fill="url(#rvig)"/>`)
  return { defs: defs.join(''), body: out.join('') }
}

// ---------------------------------------------------------------------------------------------

const writers = {
  og() {
    // 1200x630 sharing card: the dusk skyline, cropped, with the wordmark over a soft shade
    const { defs, body } = dubaiScene({ detail: 0.5 })
    const shade =
      linear('shade', 0, 0, 1200, 0, [
        [0, '#0c0b1a', 0.82],
        [0.42, '#0c0b1a', 0.5],
        [0.72, '#0c0b1a', 0],
      ]) +
      linear('shadeB', 0, 380, 0, 630, [
        [0, '#0c0b1a', 0],
        [1, '#0c0b1a', 0.5],
      ])
    const serif = 'font-family="Playfair Display, Georgia, serif"'
    const card = [
      `<svg width="1200" height="630" viewBox="160 40 1440 756" preserveAspectRatio="xMidYMid slice">${body}</svg>`,
      '<rect width="1200" height="630" fill="url(#shade)"/><rect width="1200" height="630" fill="url(#shadeB)"/>',
      '<g transform="translate(88 150) scale(2.25)" fill="#4eb786"><path d="M16 3 6 24h20L16 3Z" opacity=".9"/><path d="M16 3v21h10L16 3Z" opacity=".55"/><path d="M4 27.5c4 2 8 2 12 0s8-2 12 0" fill="none" stroke="#4eb786" stroke-width="2" stroke-linecap="round"/></g>',
      `<text x="84" y="368" ${serif} font-size="132" font-weight="500" letter-spacing="1" fill="#faf9f7">Marsa</text>`,
      '<rect x="90" y="404" width="56" height="2" fill="#4eb786"/>',
      `<text x="88" y="458" ${serif} font-size="38" font-style="italic" fill="#e9e3da" opacity=".92">Dubai real estate</text>`,
    ]
    return ['og-default.svg', svg(1200, 630, defs + shade, card.join(''))]
  },
  favicon() {
    const text =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">' +
      '<style>.s{fill:#1f7a52}.w{fill:none;stroke:#1f7a52;stroke-width:2;stroke-linecap:round}' +
      '@media (prefers-color-scheme: dark){.s{fill:#4eb786}.w{stroke:#4eb786}}</style>' +
      '<path class="s" opacity=".9" d="M16 3 6 24h20L16 3Z"/>' +
      '<path class="s" opacity=".55" d="M16 3v21h10L16 3Z"/>' +
      '<path class="w" d="M4 27.5c4 2 8 2 12 0s8-2 12 0"/>' +
      '</svg>\n'
    return ['favicon.svg', text]
  },
  rak() {
    const { defs, body } = rakScene()
    return ['vienna-rak.svg', svg(1600, 900, defs, body)]
  },
  vienna() {
    const { defs, body } = viennaScene()
    return ['vienna.svg', svg(1600, 900, defs, body)]
  },
  hero() {
    // Detail 0.6 (fewer window lights and glints, the same picture): ≈ 13 KB gzip, so the home page's
    // largest paint arrives in one congestion window of a fresh connection (LCP, issue 12).
    const { defs, body } = dubaiScene({ detail: 0.6 })
    return ['hero-dubai.svg', svg(1600, 900, defs, body)]
  },
}

const wanted = process.argv.slice(2)
for (const [name, make] of Object.entries(writers)) {
  if (wanted.length && !wanted.includes(name)) continue
  const [file, text] = make()
  writeFileSync(join(OUT, file), text)
  console.log(`${file.padEnd(18)} ${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`)
}

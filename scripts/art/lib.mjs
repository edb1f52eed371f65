// Drawing helpers shared by the catalogue artwork (catalog.mjs and the scene modules beside it):
// a seeded PRNG, compact SVG path/number formatting, gradients, the five lights of the day, and
// reusable scenery (skylines, palms, trees). Same seed => same bytes.

/** mulberry32: tiny, fast, seedable PRNG returning floats in [0, 1). */
export function prng(seed) {
  let s = seed >>> 0
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  next.range = (a, b) => a + (b - a) * next()
  next.int = (a, b) => Math.floor(a + (b - a + 1) * next())
  next.pick = (arr) => arr[Math.floor(next() * arr.length)]
  next.chance = (p) => next() < p
  next.gauss = () => (next() + next() + next() + next() - 2) / 2
  return next
}

/** FNV-1a of a string: the seed of everything drawn for that name. */
export function hash(text) {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** Compact number: at most `digits` decimals, no trailing zeros, no leading zero. */
export function n(v, digits = 0) {
  const p = 10 ** digits
  let r = Math.round(v * p) / p
  if (Object.is(r, -0)) r = 0
  let s = String(r)
  if (s.startsWith('0.')) s = s.slice(1)
  else if (s.startsWith('-0.')) s = `-${s.slice(2)}`
  return s
}

/** Closed polygon through [[x, y], ...] in absolute integer coordinates. */
export function poly(pts, digits = 0) {
  return `M${pts.map(([x, y]) => `${n(x, digits)} ${n(y, digits)}`).join(' ')}Z`
}

export function rect(x, y, w, h) {
  return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`
}

/** Rectangle with rounded corners of radius r. */
export function rrect(x, y, w, h, r) {
  r = Math.min(r, w / 2, h / 2)
  return `M${n(x + r)} ${n(y)}h${n(w - 2 * r)}q${n(r)} 0 ${n(r)} ${n(r)}v${n(h - 2 * r)}q0 ${n(r)} ${n(-r)} ${n(r)}h${n(-w + 2 * r)}q${n(-r)} 0 ${n(-r)} ${n(-r)}v${n(-h + 2 * r)}q0 ${n(-r)} ${n(r)} ${n(-r)}Z`
}

/**
 * One-point perspective: ground point (X, Z) at height Y maps to the screen. Z = 1 is the bottom of
 * the picture when the eye is `eye` pixels above the ground; X and Y are in pixels at Z = 1.
 */
export function perspective(vx, horizon, eye) {
  return (X, Z, Y = 0) => [vx + X / Z, horizon + (eye - Y) / Z]
}

/** Smooth curve through points (Catmull-Rom as cubic Béziers). */
export function smooth(pts, move = true) {
  let d = `${move ? 'M' : 'L'}${n(pts[0][0])} ${n(pts[0][1])}`
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i]
    const p1 = pts[i]
    const p2 = pts[i + 1]
    const p3 = pts[i + 2] || p2
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`
  }
  return d
}

function hexToRgb(c) {
  const v = Number.parseInt(c.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

/** Mix two hex colours: t=0 gives a, t=1 gives b. */
export function mix(a, b, t) {
  const A = hexToRgb(a)
  const B = hexToRgb(b)
  return `#${A.map((v, i) =>
    Math.round(v + (B[i] - v) * t)
      .toString(16)
      .padStart(2, '0'),
  ).join('')}`
}

function stops(list) {
  return list.map(([o, c, a]) => `<stop offset="${n(o, 2)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${n(a, 2)}"`}/>`).join('')
}

/** Vertical (default) or any linear gradient in user space. */
export function linear(id, list, x1 = 0, y1 = 0, x2 = 0, y2 = 800) {
  return `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" gradientUnits="userSpaceOnUse">${stops(list)}</linearGradient>`
}

export function radial(id, cx, cy, r, list, extra = '') {
  return `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" gradientUnits="userSpaceOnUse"${extra}>${stops(list)}</radialGradient>`
}

export function svg(w, h, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs>${defs}</defs>${body}</svg>\n`
}

/** Horizontal strokes as one compact path ("M x y h w m dx dy h w ..."): lit windows, ripples, rails. */
export class Strokes {
  constructor() {
    this.d = ''
    this.last = null
  }
  add(x, y, w) {
    x = Math.round(x)
    y = Math.round(y * 2) / 2
    w = Math.round(w)
    if (w <= 0) return
    this.d += this.last ? `m${n(x - this.last[0], 1)} ${n(y - this.last[1], 1)}h${w}` : `M${x} ${n(y, 1)}h${w}`
    this.last = [x + w, y]
  }
  path(attrs) {
    return this.d ? `<path d="${this.d}" ${attrs}/>` : ''
  }
}

// ---------------------------------------------------------------------------------------------
// Light: the five times of day every photo is drawn in.

/**
 * sky: gradient stops top → horizon; sun: position and glow; lit/shade: façade tones on the sunny
 * and shaded side; glass: reflection tones; win: lit-window colour and share (evening only);
 * ground, plant, water: surface tones; haze: distant silhouettes; dark: evening scene.
 */
export const LIGHTS = {
  morning: {
    sky: ['#8fb3d4', '#c5d8e4', '#f1e4d4'],
    sun: [240, 560, '#fff1d6', 0.55],
    lit: '#f4efe7',
    shade: '#b9c2ca',
    glass: ['#7f9db5', '#cfdde6'],
    ground: '#d8cdbd',
    plant: ['#6f8f5e', '#45654a'],
    water: ['#7fb0c4', '#3f7f98'],
    haze: '#c9d3da',
    win: null,
    dark: false,
  },
  midday: {
    sky: ['#4f8fc9', '#93c1e2', '#e2eff5'],
    sun: [980, 120, '#ffffff', 0.5],
    lit: '#fbf8f2',
    shade: '#aab7c2',
    glass: ['#5f87a8', '#bcd5e4'],
    ground: '#e2d7c6',
    plant: ['#6e9656', '#416444'],
    water: ['#5db3c9', '#20758f'],
    haze: '#b8cfdf',
    win: null,
    dark: false,
  },
  'golden-hour': {
    sky: ['#6f86ad', '#dcae8c', '#f6d29c'],
    sun: [980, 600, '#ffd89a', 0.7],
    lit: '#f8dcb6',
    shade: '#9c8f98',
    glass: ['#8d8aa0', '#f2c89a'],
    ground: '#d9b998',
    plant: ['#7a8a4e', '#4b5a3a'],
    water: ['#c9a78f', '#5f6f8a'],
    haze: '#d8b7a6',
    win: ['#ffd596', 0.05],
    dark: false,
  },
  dusk: {
    sky: ['#1f2a4d', '#6c5a85', '#f0a372'],
    sun: [860, 640, '#ffb27a', 0.6],
    lit: '#b9a6b4',
    shade: '#4b4a66',
    glass: ['#3e4668', '#b48c9a'],
    ground: '#6f6470',
    plant: ['#3f4f48', '#26342f'],
    water: ['#6d6a8c', '#262c4c'],
    haze: '#8a7596',
    win: ['#ffcf8a', 0.42],
    dark: true,
  },
  night: {
    sky: ['#070b1e', '#16204a', '#34406e'],
    sun: [300, 150, '#dfe6ff', 0.18],
    lit: '#5c6283',
    shade: '#2a2f4a',
    glass: ['#1c2340', '#3e4a78'],
    ground: '#3a3a4e',
    plant: ['#26332f', '#161f1c'],
    water: ['#29325a', '#0c1230'],
    haze: '#3a4470',
    win: ['#ffd79a', 0.44],
    dark: true,
  },
}

/** Sky gradient + sun glow (+ stars at night), covering w×h with the horizon at `horizon`. */
export function sky(L, w, h, horizon, R, id = 's') {
  const [top, mid, low] = L.sky
  let defs = linear(
    `${id}k`,
    [
      [0, top],
      [0.62, mid],
      [1, low],
    ],
    0,
    0,
    0,
    horizon,
  )
  const [sx, sy, sc, so] = L.sun
  defs += radial(`${id}g`, sx, sy, 520, [
    [0, sc, so],
    [1, sc, 0],
  ])
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}k)"/><rect width="${w}" height="${horizon}" fill="url(#${id}g)"/>`
  if (L === LIGHTS.night) {
    const stars = new Strokes()
    const pts = []
    for (let i = 0; i < 50; i++) pts.push([R.int(0, w), R.int(0, horizon * 0.7)])
    for (const [x, y] of pts.sort((a, b) => a[1] - b[1])) stars.add(x, y, 2)
    body += stars.path('stroke="#fff" stroke-width="1.6" stroke-linecap="round" opacity=".6"')
  } else if (!L.dark) {
    // A few long, soft clouds.
    let d = ''
    for (let i = 0; i < R.int(2, 4); i++) {
      const cx = R.int(0, w)
      const cy = R.int(60, horizon * 0.55)
      const cw = R.int(160, 360)
      d += `M${cx - cw / 2} ${cy}q${cw * 0.25} -${R.int(10, 22)} ${cw / 2} -4q${cw * 0.25} -${R.int(6, 14)} ${cw / 2} 4z`
    }
    body += `<path d="${d}" fill="#fff" opacity=".35"/>`
  }
  return { defs, body }
}

/** A row of distant towers in haze: one path, optionally with a few lit windows at night. */
export function skyline(R, L, { x0 = -20, x1 = 1220, base, hmin = 40, hmax = 220, opacity = 0.55, fill = L.haze, spire = 0.15 }) {
  let d = ''
  let x = x0
  const lights = new Strokes()
  while (x < x1) {
    const w = R.int(22, 58)
    const h = R.int(hmin, hmax)
    d += rect(x, base - h, w, h + 2)
    if (R() < spire) d += rect(x + w / 2 - 1, base - h - h * 0.18, 2, h * 0.18)
    if (L.win) for (let y = base - h + 8; y < base - 6; y += 9) if (R() < L.win[1] * 0.2) lights.add(x + R.int(3, w - 10), y, R.int(3, 7))
    x += w + R.int(-6, 10)
  }
  return `<path d="${d}" fill="${fill}" opacity="${n(opacity, 2)}"/>${lights.path(`stroke="${L.win ? L.win[0] : '#fff'}" stroke-width="2" opacity=".55"`)}`
}

/**
 * A date palm as a <symbol> (id `palm`), 100 units tall with its base at (0, 0), so `<use>` can place
 * and scale it: a gently curved, tapering trunk with rings, and a crown of feathery fronds (a jagged
 * lower edge suggests the leaflets) in two tones, plus a few old fronds hanging under the crown.
 */
export function palmSymbol(trunk, crown, crownDark, id = 'palm') {
  const R = prng(7)
  const frond = (deg, len, droop) => {
    const a = (deg * Math.PI) / 180
    const pts = []
    const up = []
    const down = []
    const steps = 6
    for (let i = 0; i <= steps; i++) {
      const t = i / steps
      const x = Math.cos(a) * len * t
      const y = -100 + Math.sin(a) * len * t * 0.8 + droop * len * t * t
      pts.push([x, y])
    }
    for (let i = 0; i <= steps; i++) {
      const [x, y] = pts[i]
      const t = i / steps
      const w = Math.sin(Math.PI * Math.min(1, t * 1.1)) * len * 0.09 + 0.3
      up.push([x, y - w * 0.45])
      down.push([x + (i % 2 ? 1.5 : 0), y + w * (i % 2 ? 1.25 : 0.55)])
    }
    // Integer, relative coordinates in a 2× space (the symbol is scaled by .5): a third of the bytes.
    const pts2 = [...up, ...down.reverse()].map(([x, y]) => [Math.round(x * 2), Math.round(y * 2)])
    let d = `M${pts2[0][0]} ${pts2[0][1]}l`
    for (let i = 1; i < pts2.length; i++) {
      const dx = pts2[i][0] - pts2[i - 1][0]
      const dy = pts2[i][1] - pts2[i - 1][1]
      d += `${i > 1 && dx >= 0 ? ' ' : ''}${dx}${dy >= 0 ? ' ' : ''}${dy}`
    }
    return `${d}Z`
  }
  let lit = ''
  let dark = ''
  let dead = ''
  const fan = [-178, -162, -146, -128, -112, -96, -82, -66, -50, -34, -18, -4]
  fan.forEach((deg, i) => {
    const side = Math.abs(Math.cos((deg * Math.PI) / 180))
    const f = frond(deg + R.range(-4, 4), R.range(34, 42) * (0.85 + side * 0.2), 0.25 + side * 0.55)
    if (i % 3 === 1) dark += f
    else lit += f
  })
  for (const deg of [-120, -70]) dark += frond(deg, 24, 0.1)
  for (const deg of [-150, -30]) dead += frond(deg, 18, 2.2)
  const trunkPath = 'M-3.4 0C-3 -30 -2.4 -62 -1.6 -97h3.2C2.2 -62 3 -30 3.4 0Z'
  let rings = ''
  for (let y = -6; y > -94; y -= 5) rings += `M${n(-3.2 + (y / -100) * 1.6, 1)} ${y}h${n(6.4 - (y / -100) * 3.2, 1)}`
  const body = `<path d="${trunkPath}" fill="${trunk}"/><path d="${rings}" stroke="#000" stroke-width=".7" opacity=".18"/><g transform="scale(.5)"><path d="${dead}" fill="${mix(trunk, '#b08a5a', 0.5)}"/><path d="${dark}" fill="${crownDark}"/><path d="${lit}" fill="${crown}"/></g>`
  return `<symbol id="${id}" overflow="visible">${body}</symbol>`
}

/** `<use>` of the palm symbol at (x, y) with height h (mirrored when flip). */
export function palm(x, y, h, flip = false, id = 'palm') {
  const s = h / 100
  return `<use href="#${id}" transform="translate(${n(x)} ${n(y)})scale(${n(flip ? -s : s, 2)} ${n(s, 2)})"/>`
}

/** A rounded broadleaf tree: trunk plus a cluster of lit and shaded blobs. */
export function tree(R, x, y, h, L) {
  const r = h * 0.32
  const cy = y - h + r
  let lit = ''
  let dark = ''
  for (let i = 0; i < 6; i++) {
    const bx = x + R.range(-r * 0.6, r * 0.6)
    const by = cy + R.range(-r * 0.4, r * 0.5)
    const br = r * R.range(0.45, 0.7)
    const c = `M${n(bx - br)} ${n(by)}a${n(br)} ${n(br)} 0 1 0 ${n(2 * br)} 0a${n(br)} ${n(br)} 0 1 0 ${n(-2 * br)} 0Z`
    if (bx > x && by > cy) dark += c
    else lit += c
  }
  return `<path d="M${n(x - 2)} ${n(y)}l1 ${n(-h * 0.45)}h2l1 ${n(h * 0.45)}Z" fill="#5a4a3e"/><path d="${lit}" fill="${L.plant[0]}"/><path d="${dark}" fill="${L.plant[1]}"/>`
}

/** A low, clipped hedge along y from x0 to x1. */
export function hedge(x0, x1, y, h, L) {
  return `<path d="M${n(x0)} ${n(y)}v${n(-h + 4)}q0 -4 4 -4h${n(x1 - x0 - 8)}q4 0 4 4v${n(h - 4)}Z" fill="${L.plant[1]}"/><path d="M${n(x0 + 2)} ${n(y - h + 3)}h${n(x1 - x0 - 4)}" stroke="${L.plant[0]}" stroke-width="3"/>`
}

/** Soft vignette over the whole picture (the "photographic" finish). */
export function vignette(w, h, id = 'vg', strength = 0.28) {
  return {
    defs: radial(
      id,
      w / 2,
      h / 2,
      Math.max(w, h) * 0.62,
      [
        [0.55, '#101520', 0],
        [1, '#101520', strength],
      ],
      ` gradientTransform="matrix(1 0 0 ${n(h / w, 3)} 0 ${n(h / 2 - (h * h) / w / 2)})"`,
    ),
    body: `<rect width="${w}" height="${h}" fill="url(#${id})"/>`,
  }
}

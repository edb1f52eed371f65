#!/usr/bin/env -S npx tsx
// Blog covers (1600×900): one drawing per article of seed/content/articles.ts, composed per article
// from the shared scenery of lib.mjs and buildings.mjs (skylines, towers, water, palms, the lights of
// the day) plus still lifes (a desk, a key, coins), interiors and an abstract city plan, so that the
// blog grid stays varied. Deterministic: every random choice comes from prng(hash(slug)), so the same
// article always gives the same bytes; no text, fonts or downloads. The article list is TypeScript,
// so run it with tsx:
//
//   npx tsx scripts/art/articles.mjs                every cover
//   npx tsx scripts/art/articles.mjs <slug> ...     only these articles
//
// Writes assets/images/articles/{slug}.svg; fails when an article has no scene or a cover is over
// its 60 KB budget. Each scene's picture matches the cover's alt text in articles.ts.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { articles } from '../../seed/content/articles.ts'
import { burjKhalifa, podium, tower, towerDesign, towers } from './buildings.mjs'
import {
  hash,
  hedge,
  LIGHTS,
  linear,
  mix,
  n,
  palm,
  palmSymbol,
  poly,
  prng,
  radial,
  rect,
  rrect,
  Strokes,
  sky,
  skyline,
  smooth,
  svg,
  tree,
  vignette,
} from './lib.mjs'

const W = 1600
const H = 900
const BUDGET_KB = 60
/** The brand greens (uno.config.ts primary 500 and 300). */
const GREEN = '#1f7a52'
const MINT = '#82d2ab'

// ---------------------------------------------------------------------------------------------
// Canvas, sky and shared scenery

/** A new picture: the seeded PRNG, the light (its sun placed for this canvas) and the sky. */
function start(slug, light, horizon, { sunX } = {}) {
  const base = LIGHTS[light]
  // Night keeps its identity (lib's sky() draws stars for LIGHTS.night only).
  const L =
    light === 'night'
      ? base
      : { ...base, sun: [sunX ?? Math.round((base.sun[0] * W) / 1200), Math.round((base.sun[1] / 800) * horizon), base.sun[2], base.sun[3]] }
  const R = prng(hash(slug))
  const s = sky(L, W, H, horizon, R)
  return { L, R, horizon, palms: false, defs: [s.defs], body: [s.body] }
}

function finish(p, strength = 0.28) {
  const { L } = p
  if (p.palms) p.defs.push(palmSymbol(L.dark ? '#3a302c' : '#7a6552', L.plant[0], L.plant[1]))
  const v = vignette(W, H, 'vg', strength)
  return svg(W, H, p.defs.join('') + v.defs, p.body.join('') + v.body)
}

/** A palm from the shared symbol (added to the defs on first use). */
function palmAt(p, x, y, h, flip = false) {
  p.palms = true
  return palm(x, y, h, flip)
}

/** Water from `y` down, mirroring the group `#city` (defined in the defs) with ripples. */
function water(p, y, { mirror = true, tint, opacity = 0.28, marks = 110, bottom = H } = {}) {
  const { L, R } = p
  p.defs.push(
    linear(
      'wt',
      [
        [0, tint ?? mix(L.water[0], L.sky[2], 0.35)],
        [1, L.water[1]],
      ],
      0,
      y,
      0,
      bottom,
    ),
    `<clipPath id="wc"><path d="${rect(0, y, W, bottom - y)}"/></clipPath>`,
  )
  p.body.push(`<path d="${rect(0, y, W, bottom - y)}" fill="url(#wt)"/>`)
  if (mirror) p.body.push(`<g clip-path="url(#wc)"><use href="#city" transform="matrix(1 0 0 -1 0 ${2 * y})" opacity="${n(opacity, 2)}"/></g>`)
  const rip = new Strokes()
  const list = []
  for (let i = 0; i < marks; i++) {
    const t = R() ** 1.4
    list.push([R.range(-20, W), y + 4 + t * (bottom - y - 4), 8 + t * R.range(10, 70)])
  }
  for (const [x, yy, w] of list.sort((a, b) => a[1] - b[1])) rip.add(x, yy, w)
  p.body.push(rip.path(`stroke="${L.dark ? L.win[0] : '#fff'}" stroke-width="1.3" opacity="${L.dark ? 0.3 : 0.35}"`))
}

function yacht(x, y, s, L) {
  const hull = L.dark ? '#d8d2cc' : '#fbfaf7'
  const glow = L.dark ? `<path d="M${n(x + 34 * s)} ${n(y - 5 * s)}h${n(70 * s)}" stroke="${L.win[0]}" stroke-width="${n(3 * s, 1)}" opacity=".8"/>` : ''
  return `<path d="M${n(x)} ${n(y)}h${n(150 * s)}l${n(-14 * s)} ${n(16 * s)}h${n(-128 * s)}Z" fill="${hull}"/><path d="M${n(x + 30 * s)} ${n(y)}l${n(16 * s)} ${n(-16 * s)}h${n(60 * s)}l${n(14 * s)} ${n(16 * s)}Z" fill="${mix(hull, '#000000', 0.12)}"/><path d="M${n(x + 52 * s)} ${n(y - 10 * s)}h${n(50 * s)}" stroke="#2c3440" stroke-width="${n(4 * s, 1)}"/>${glow}`
}

/** A row of modern villas along `y`: walls, shaded sides, roof terraces and glazing. */
function villaRow(p, y, { count = 8, scale = 1, x0 = -20 } = {}) {
  const { L, R } = p
  const wall = L.dark ? '#b9aea4' : mix('#f4eee4', L.lit, 0.3)
  let walls = ''
  let shade = ''
  let roofs = ''
  let glass = ''
  let x = x0
  for (let i = 0; i < count; i++) {
    const w = R.int(110, 150) * scale
    const h = R.int(46, 60) * scale
    walls += rect(x, y - h, w, h) + rect(x + w * 0.15, y - h - 34 * scale, w * 0.6, 34 * scale)
    shade += rect(x + w * 0.62, y - h, w * 0.38, h)
    roofs += rect(x + w * 0.1, y - h - 40 * scale, w * 0.7, 6 * scale)
    glass += rect(x + w * 0.12, y - h * 0.7, w * 0.36, h * 0.45) + rect(x + w * 0.25, y - h - 26 * scale, w * 0.3, 16 * scale)
    x += w + R.int(30, 70) * scale
  }
  return `<path d="${walls}" fill="${wall}"/><path d="${shade}" fill="${mix(wall, L.shade, 0.5)}"/><path d="${roofs}" fill="${wall}"/><path d="${glass}" fill="${L.dark ? '#ffd9a0' : mix(L.glass[0], '#22303c', 0.3)}"/>`
}

/** Night-time stars over the upper sky (lib's sky() draws them only for the night light). */
function stars(R, count, yMax, opacity = 0.5) {
  const s = new Strokes()
  const pts = []
  for (let i = 0; i < count; i++) pts.push([R.int(0, W), R.int(0, yMax)])
  for (const [x, y] of pts.sort((a, b) => a[1] - b[1])) s.add(x, y, 2)
  return s.path(`stroke="#fff" stroke-width="1.6" stroke-linecap="round" opacity="${n(opacity, 2)}"`)
}

/** A rolling ridge line from x0 to x1 around y (mountains, dunes), closed down to `bottom`. */
function ridge(R, y, amp, bottom, step = 120) {
  const pts = []
  for (let x = -40; x <= W + 40 + step; x += step) pts.push([x, y + R.range(-amp, amp)])
  return `${smooth(pts)}V${bottom}H-40Z`
}

/** A lying object seen from above at an angle: drawn in plan, turned, then foreshortened. */
function flat(x, y, rot, content, k = 0.56, s = 1) {
  return `<g transform="translate(${n(x)} ${n(y)})scale(${n(s, 2)} ${n(k * s, 2)})rotate(${n(rot)})">${content}</g>`
}

// ---------------------------------------------------------------------------------------------
// Objects for the still lifes (drawn in plan, centred on the origin)

const BRASS =
  '<linearGradient id="br" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3dc97"/><stop offset=".45" stop-color="#c9a04a"/><stop offset="1" stop-color="#7a5a22"/></linearGradient>'

function keysObject(tag = '#8a5a36') {
  const key = (rot) =>
    `<g transform="rotate(${rot})"><path d="M22 -7h110v14h-12v10h-10v-10h-8v14h-12v-14h-68Z" fill="url(#br)"/><circle cx="0" cy="0" r="26" fill="url(#br)"/><circle cx="-8" cy="0" r="8" fill="#000" opacity=".55"/></g>`
  return `<circle r="40" fill="none" stroke="#cfc8bc" stroke-width="6"/><g transform="translate(34 20)">${key(18)}</g><g transform="translate(20 -30)">${key(-38)}</g><g transform="translate(-40 30)rotate(150)"><path d="${rrect(-30, 10, 60, 110, 14)}" fill="${tag}"/><path d="${rrect(-24, 16, 48, 98, 10)}" fill="none" stroke="#f3e6d2" stroke-width="1.6" stroke-dasharray="5 4" opacity=".7"/><circle cy="28" r="7" fill="#2a1c12"/></g>`
}

function passportObject(cover = '#24493b') {
  return `<path d="${rrect(-90, -125, 180, 250, 12)}" fill="${cover}"/><path d="${rrect(-90, -125, 14, 250, 6)}" fill="#000" opacity=".18"/><circle cy="-8" r="40" fill="none" stroke="#d9b45a" stroke-width="4"/><path d="M-22 -8h44M0 -30v44M-15 -23l30 30M15 -23l-30 30" stroke="#d9b45a" stroke-width="3"/><path d="M-46 -90h92M-30 -74h60M-40 70h80M-24 88h48" stroke="#d9b45a" stroke-width="6" stroke-linecap="round"/>`
}

function cardObject() {
  return `<path d="${rrect(-135, -85, 270, 170, 16)}" fill="url(#cd)"/><path d="M-135 30q70 -40 135 -5t135 -20" fill="none" stroke="#fff" stroke-width="10" opacity=".35"/><path d="${rrect(-112, -58, 70, 86, 8)}" fill="#b9c3c8"/><circle cx="-77" cy="-28" r="16" fill="#8e9aa2"/><path d="M-102 22q25 -26 50 0" fill="#8e9aa2"/><path d="${rrect(52, -58, 48, 38, 6)}" fill="#d8b45e"/><path d="M52 -39h48M76 -58v38" stroke="#9a7a30" stroke-width="2"/><path d="M-26 -44h66M-26 -22h90M-26 0h70M-26 22h96M-112 54h210" stroke="#41525c" stroke-width="8" stroke-linecap="round" opacity=".45"/>`
}

function papersObject() {
  let lines = ''
  for (let y = -130; y < 110; y += 22) lines += `M-112 ${y}h${y % 3 ? 224 : 170}`
  return `<path d="${rect(-150, -200, 300, 400)}" fill="#e7e2d8" transform="rotate(-7)"/><path d="${rect(-150, -200, 300, 400)}" fill="#efebe3" transform="rotate(4)"/><path d="${rect(-150, -200, 300, 400)}" fill="#faf8f4"/><path d="M-112 -170h150" stroke="#2f3b44" stroke-width="12" opacity=".7"/><path d="${lines}" stroke="#8a9096" stroke-width="5" opacity=".45"/><path d="M-110 150c20 -24 30 10 48 -8s22 -14 34 4" fill="none" stroke="#1d3b6b" stroke-width="3"/><circle cx="82" cy="146" r="30" fill="none" stroke="${GREEN}" stroke-width="5" opacity=".75"/><circle cx="82" cy="146" r="20" fill="none" stroke="${GREEN}" stroke-width="2" opacity=".6"/>`
}

function calculatorObject() {
  let keys = ''
  for (let r = 0; r < 5; r++) for (let c = 0; c < 4; c++) keys += rrect(-78 + c * 41, -40 + r * 36, 32, 26, 6)
  return `<path d="${rrect(-100, -150, 200, 300, 20)}" fill="#2d3136"/><path d="${rrect(-80, -128, 160, 66, 8)}" fill="#b9c9b4"/><path d="M-60 -96h80" stroke="#2d3a30" stroke-width="14" opacity=".5"/><path d="${keys}" fill="#4a5058"/><path d="${rrect(45, 104, 32, 26, 6)}" fill="${GREEN}"/>`
}

function penObject() {
  return `<path d="${rrect(-150, -9, 250, 18, 9)}" fill="#1e2226"/><path d="M100 -8l46 8l-46 8Z" fill="#d9b45a"/><path d="${rect(-120, -13, 90, 4)}" fill="#d9b45a"/><path d="${rect(60, -9, 10, 18)}" fill="#d9b45a"/>`
}

function coinTop(r = 30) {
  return `<circle r="${r}" fill="url(#cf)"/><circle r="${r * 0.76}" fill="none" stroke="#8a6422" stroke-width="2" opacity=".5"/>`
}

function cupObject() {
  return `<circle r="78" fill="#f4f1ec"/><circle r="70" fill="none" stroke="#000" opacity=".06" stroke-width="4"/><circle r="48" fill="#fbfaf7"/><circle r="40" fill="#5a3a26"/><circle cx="-10" cy="-10" r="12" fill="#fff" opacity=".15"/><path d="${rrect(44, -12, 46, 24, 12)}" fill="#fbfaf7"/>`
}

function phoneObject() {
  return `<path d="${rrect(-50, -100, 100, 200, 16)}" fill="#1b1e22"/><path d="${rrect(-44, -92, 88, 184, 11)}" fill="#eef1f2"/><path d="${rrect(-36, -80, 72, 54, 6)}" fill="${MINT}"/><path d="M-30 -40l16 -22l12 12l10 -20l22 30Z" fill="${GREEN}" opacity=".6"/><path d="M-36 -10h60M-36 6h44M-36 30h72M-36 46h50M-36 70h64" stroke="#8a9096" stroke-width="7" stroke-linecap="round" opacity=".6"/>`
}

function notebookObject() {
  return `<path d="${rrect(-110, -150, 220, 300, 10)}" fill="#27323a"/><path d="${rect(60, -150, 10, 300)}" fill="#c77d4f"/><path d="${rrect(-104, -146, 6, 292, 3)}" fill="#000" opacity=".2"/>`
}

function plantUpright(x, y, s, L) {
  const leaf = L.plant[0]
  const dark = L.plant[1]
  let leaves = ''
  let leavesDark = ''
  const R = prng(hash(`plant${x}`))
  for (let i = 0; i < 9; i++) {
    const a = -150 + i * 15 + R.range(-6, 6)
    const len = R.range(70, 120)
    const rad = (a * Math.PI) / 180
    const ex = Math.cos(rad) * len
    const ey = Math.sin(rad) * len
    const d = `M0 0Q${n(ex * 0.3 - ey * 0.25)} ${n(ey * 0.3 + ex * 0.25)} ${n(ex)} ${n(ey)}Q${n(ex * 0.7 + ey * 0.25)} ${n(ey * 0.7 - ex * 0.25)} 0 0Z`
    if (i % 2) leaves += d
    else leavesDark += d
  }
  return `<g transform="translate(${n(x)} ${n(y)})scale(${n(s, 2)})"><path d="${leavesDark}" fill="${dark}" transform="translate(0 -80)"/><path d="${leaves}" fill="${leaf}" transform="translate(0 -80)"/><path d="M-40 -84h80l-10 84h-60Z" fill="#d9d2c6"/><path d="M-40 -84h80v8h-80Z" fill="#c7bfb2"/></g>`
}

// ---------------------------------------------------------------------------------------------
// Scenes

/** A tower being built on `base`: the open concrete frame of `floors` storeys with its core, the
 * lowest `built` storeys already glazed, and a climbing screen around the top floors. */
function site(p, { x, base, d, floors, built, screen = true, id }) {
  const { L, R } = p
  const w = d.width
  const sw = d.side
  const fh = d.floor
  const glassTop = base - built * fh
  const frameTop = base - floors * fh
  const concrete = L.dark ? '#8d8780' : mix('#d9d3c8', L.lit, 0.3)
  const cshade = mix(concrete, L.shade, 0.6)
  const out = []
  if (floors > built) {
    out.push(
      `<path d="${rect(x, frameTop, w + sw, glassTop - frameTop)}" fill="${mix(L.shade, '#000000', 0.35)}" opacity=".35"/>`,
      `<path d="${rect(x + w * 0.42, frameTop - fh * 2, w * 0.16, glassTop - frameTop + fh * 2)}" fill="${cshade}"/>`,
    )
    let slabs = ''
    let sideSlabs = ''
    for (let y = glassTop; y >= frameTop - 1; y -= fh) {
      slabs += rect(x - 3, y - 5, w + 6, 5)
      sideSlabs += rect(x + w + 3, y - 5, sw, 5)
    }
    let cols = ''
    for (let k = 0; k <= 6; k++) cols += rect(x + (k * (w - 6)) / 6, frameTop, 6, glassTop - frameTop)
    cols += rect(x + w + sw / 2, frameTop, 5, glassTop - frameTop) + rect(x + w + sw - 5, frameTop, 5, glassTop - frameTop)
    out.push(`<path d="${sideSlabs}" fill="${cshade}"/><path d="${cols}" fill="${mix(concrete, L.shade, 0.3)}"/><path d="${slabs}" fill="${concrete}"/>`)
  }
  if (built > 0) {
    const t = tower(R, L, { ...d, crown: floors > built ? 'flat' : d.crown, height: built * fh }, { x, base, id, scale: 1, sideRight: true })
    p.defs.push(t.defs)
    out.push(t.body)
  }
  if (screen && floors > built)
    out.push(
      `<path d="${rect(x - 8, frameTop - fh * 2, w + 16, fh * 3)}" fill="${GREEN}"/><path d="${rect(x + w + 8, frameTop - fh * 2, sw, fh * 3)}" fill="${mix(GREEN, '#000000', 0.35)}"/><path d="M${x - 8} ${frameTop - fh * 2 + 8}h${w + 16}" stroke="#fff" stroke-width="3" opacity=".7"/>`,
    )
  return { body: out.join(''), top: frameTop }
}

/** Site hoarding along `ground` (with an optional payment-plan bar), the road and two palms. */
function hoarding(p, ground, bar) {
  const { L } = p
  const out = []
  const board = L.dark ? '#c9c2b8' : '#f4f1ea'
  out.push(`<path d="${rect(0, ground, W, 70)}" fill="${board}"/><path d="${rect(0, ground, W, 12)}" fill="${GREEN}"/>`)
  let joints = ''
  for (let jx = 0; jx < W; jx += 160) joints += `M${jx} ${ground + 12}v58`
  out.push(`<path d="${joints}" stroke="#000" opacity=".08" stroke-width="2"/>`)
  if (bar) {
    let bx = bar.x0
    for (const [share, colour] of bar.parts) {
      const bw = share * (bar.x1 - bar.x0) - 8
      out.push(`<path d="${rrect(bx, ground + 32, bw, 18, 9)}" fill="${colour}"/>`)
      bx += bw + 8
    }
    for (const [mx, done] of bar.marks)
      out.push(`<circle cx="${n(mx)}" cy="${ground + 41}" r="12" fill="${done ? GREEN : '#fff'}" stroke="${GREEN}" stroke-width="5"/>`)
  }
  p.defs.push(
    linear(
      'rd',
      [
        [0, mix(L.ground, '#000000', 0.25)],
        [1, mix(L.ground, '#000000', 0.5)],
      ],
      0,
      ground + 70,
      0,
      H,
    ),
  )
  out.push(
    `<path d="${rect(0, ground + 70, W, H - ground - 70)}" fill="url(#rd)"/><path d="M0 ${ground + 112}H${W}" stroke="#fff" stroke-width="3" stroke-dasharray="40 30" opacity=".5"/>`,
  )
  out.push(palmAt(p, 70, ground + 80, 330), palmAt(p, 1540, ground + 90, 360, true))
  return out.join('')
}

/** A residential tower rising above its podium, its top floors open, with two tower cranes. */
function construction(slug, light) {
  const horizon = 690
  const p = start(slug, light, horizon, { sunX: 300 })
  const { L, R } = p
  p.body.push(skyline(R, L, { base: horizon, hmin: 50, hmax: 240, opacity: 0.5 }))
  const ground = 770
  const podH = 90
  const d = towerDesign(R, 'residential')
  Object.assign(d, { width: 300, side: 90, floor: 17, fins: true })
  const x = 640
  const craneColour = L.dark ? '#c99a3a' : '#e3a92b'
  const s = site(p, { x, base: ground - podH, d, floors: 28, built: 17, id: 'b' })
  // The cranes stand beside the tower, their jibs swinging over it.
  p.body.push(crane(x - 70, ground, s.top - 110, { left: 150, right: 520, colour: craneColour, hook: 170 }))
  p.body.push(s.body, podium(L, { x: x - 50, w: d.width + d.side + 100, base: ground, h: podH, tint: d.tint }).body)
  p.body.push(`<g transform="matrix(-1 0 0 1 ${2 * 1330 + 16} 0)">${crane(1330, ground, 230, { left: 130, right: 400, colour: craneColour, hook: 260 })}</g>`)
  p.body.push(hoarding(p, ground))
  return finish(p)
}

/** Four towers in a row at the stages a payment plan follows: core, frame, glazing, handover. */
function stages(slug, light) {
  const horizon = 690
  const p = start(slug, light, horizon, { sunX: 1350 })
  const { L, R } = p
  p.body.push(skyline(R, L, { base: horizon, hmin: 40, hmax: 200, opacity: 0.45 }))
  const ground = 770
  const podH = 60
  const base = ground - podH
  const d = towerDesign(R, 'residential')
  Object.assign(d, { width: 220, side: 60, floor: 16, fins: true, crown: 'stepped' })
  const craneColour = '#e3a92b'
  const plan = [
    [4, 0],
    [16, 0],
    [27, 14],
    [27, 27],
  ]
  const marks = []
  plan.forEach(([floors, built], i) => {
    const x = 180 + i * 345
    const s = site(p, { x, base, d, floors, built, screen: i < 3, id: `s${i}` })
    if (i < 2) p.body.push(crane(x - 60, ground, s.top - 120 - i * 40, { left: 110, right: 300, colour: craneColour, hook: 90 + i * 40 }))
    p.body.push(s.body, podium(L, { x: x - 30, w: d.width + d.side + 60, base: ground, h: podH, tint: d.tint }).body)
    marks.push([x + (d.width + d.side) / 2, i < 3])
  })
  p.body.push(
    hoarding(p, ground, {
      x0: 170,
      x1: 1500,
      parts: [
        [0.2, GREEN],
        [0.5, mix(GREEN, MINT, 0.5)],
        [0.3, '#d3cdc3'],
      ],
      marks,
    }),
  )
  return finish(p)
}

/** A tower crane: lattice mast, jib and counter-jib trusses, cab, ties, hook and a slung load. */
function crane(x, base, top, { left = 130, right = 460, colour, hook = 200 }) {
  const m = 16
  const jh = 16
  let lattice = `M${x} ${base}V${top}M${x + m} ${base}V${top}`
  for (let y = base; y > top + m; y -= m) lattice += `M${x} ${n(y)}L${x + m} ${n(y - m)}`
  const jy = top
  let truss = ''
  for (let gx = x + m; gx < x + m + right - jh; gx += jh) truss += `M${gx} ${jy + jh}L${gx + jh / 2} ${jy}L${gx + jh} ${jy + jh}`
  for (let gx = x - left; gx < x - jh; gx += jh) truss += `M${gx} ${jy + jh}L${gx + jh / 2} ${jy}L${gx + jh} ${jy + jh}`
  const apex = jy - 70
  const ties = `M${x} ${jy}L${x + m / 2} ${apex}L${x + m} ${jy}M${x + m / 2} ${apex}L${n(x + m + right * 0.62)} ${jy}M${x + m / 2} ${apex}L${x - left + 10} ${jy}`
  const tx = x + m + right * 0.55
  const ly = jy + jh + hook
  return [
    `<path d="${lattice}${truss}" stroke="${colour}" stroke-width="2.5" fill="none"/>`,
    `<path d="M${x - left} ${jy}H${x + m + right}M${x - left} ${jy + jh}H${x + m + right}" stroke="${colour}" stroke-width="4"/>`,
    `<path d="${ties}" stroke="${colour}" stroke-width="2" fill="none"/>`,
    `<path d="${rect(x - left + 6, jy + jh, 56, 30)}" fill="#8f8c88"/>`,
    `<path d="${rect(x + m, jy + jh, 26, 22)}" fill="${colour}"/><path d="${rect(x + m + 5, jy + jh + 5, 16, 10)}" fill="#2a3440" opacity=".7"/>`,
    `<path d="M${n(tx)} ${jy + jh}V${ly}M${n(tx)} ${ly + 10}l-40 24M${n(tx)} ${ly + 10}l40 24" stroke="#333" stroke-width="1.5"/><path d="${rect(tx - 9, jy + jh - 3, 18, 6)}${rect(tx - 5, ly, 10, 10)}" fill="#333"/><path d="${rect(tx - 70, ly + 34, 140, 12)}" fill="#9a6b3f"/>`,
  ].join('')
}

/** A desk by a tall window onto the city, with a still life for the article. */
function desk(slug, light, variant) {
  const p = start(slug, light, 560, { sunX: variant === 'costs' ? 400 : 1100 })
  const { L, R } = p
  const sill = 600
  p.body.push(skyline(R, L, { base: 610, hmin: 60, hmax: 240, opacity: 0.6, spire: 0.2 }))
  if (variant !== 'costs') p.body.push(burjKhalifa(980, 640, 560, mix(L.haze, '#000000', 0.12)))
  p.body.push(towers(p, 150, 1450, 650, { scale: 0.5, hmin: 0.5, hmax: 0.95 }))
  // The wall around the window, curtains and the frame.
  const wall = mix('#e8e0d3', L.shade, L.dark ? 0.5 : 0.15)
  p.defs.push(
    linear(
      'wl',
      [
        [0, mix(wall, '#000000', 0.12)],
        [1, wall],
      ],
      0,
      0,
      0,
      sill,
    ),
  )
  const wx0 = 170
  const wx1 = 1430
  const wy0 = 60
  p.body.push(`<path d="M0 0H${W}V${H}H0ZM${wx0} ${wy0}V${sill}H${wx1}V${wy0}Z" fill="url(#wl)" fill-rule="evenodd"/>`)
  p.body.push(
    `<path d="M${wx0} ${wy0}H${wx1}V${sill}H${wx0}Z" fill="none" stroke="#3b3631" stroke-width="14"/><path d="M590 ${wy0}V${sill}M1010 ${wy0}V${sill}" stroke="#3b3631" stroke-width="10"/>`,
  )
  let folds = ''
  for (let fx = 0; fx < 170; fx += 18) folds += `M${60 + fx} 20V640M${1370 + fx} 20V640`
  p.body.push(
    `<path d="${rect(60, 20, 180, 620)}${rect(1360, 20, 180, 620)}" fill="#fbf8f2" opacity=".55"/><path d="${folds}" stroke="#d8d0c2" stroke-width="6" opacity=".5"/>`,
  )
  // The desk: a wooden top running out of the picture, with window light across it.
  const wood = variant === 'laptop' ? ['#b58a60', '#7a5636'] : ['#8a5a3b', '#4a2f20']
  p.defs.push(
    linear(
      'dk',
      [
        [0, wood[0]],
        [1, wood[1]],
      ],
      0,
      sill,
      0,
      H,
    ),
    `<linearGradient id="cd" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9f1ee"/><stop offset="1" stop-color="#a9c9c0"/></linearGradient>`,
    `<radialGradient id="cf" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#f6e3a6"/><stop offset="1" stop-color="#b48a36"/></radialGradient>`,
    BRASS,
  )
  p.body.push(`<path d="${rect(0, sill, W, 14)}" fill="${mix(wall, '#ffffff', 0.3)}"/><path d="${rect(0, sill + 14, W, H - sill - 14)}" fill="url(#dk)"/>`)
  let grain = ''
  for (let i = 0; i < 14; i++)
    grain += `M0 ${n(sill + 30 + i * 20 + R.range(-4, 4))}Q800 ${n(sill + 26 + i * 21 + R.range(-8, 8))} ${W} ${n(sill + 30 + i * 20)}`
  p.body.push(`<path d="${grain}" fill="none" stroke="#000" stroke-width="1.5" opacity=".08"/>`)
  const glow = L.dark ? '#ffcf8a' : L.sun[2]
  p.body.push(
    `<path d="${poly([
      [230, sill + 14],
      [580, sill + 14],
      [700, H],
      [260, H],
    ])}${poly([
      [1020, sill + 14],
      [1420, sill + 14],
      [1620, H],
      [1120, H],
    ])}" fill="${glow}" opacity=".13"/>`,
  )
  const shadow = (x, y, rot, shape) => flat(x + 10, y + 12, rot, `<path d="${shape}" fill="#000" opacity=".22"/>`)
  const out = []
  if (variant === 'visa') {
    const shadowS = (x, y, rot, shape) => flat(x + 12, y + 14, rot, `<path d="${shape}" fill="#000" opacity=".22"/>`, 0.56, 1.3)
    out.push(shadowS(560, 770, -12, rrect(-90, -125, 180, 250, 12)), flat(560, 770, -12, passportObject('#5e2330'), 0.56, 1.3))
    out.push(shadowS(900, 800, 8, rrect(-135, -85, 270, 170, 16)), flat(900, 800, 8, cardObject(), 0.56, 1.3))
    out.push(flat(1250, 770, 20, keysObject(), 0.56, 1.3))
    out.push(plantUpright(280, 700, 1.2, L))
  } else if (variant === 'costs') {
    out.push(shadow(560, 770, -6, rect(-150, -200, 300, 400)), flat(560, 770, -6, papersObject()))
    out.push(shadow(930, 760, 12, rrect(-100, -150, 200, 300, 20)), flat(930, 760, 12, calculatorObject()))
    out.push(flat(700, 850, -18, penObject()))
    out.push(flat(1190, 800, -10, keysObject('#37584c')))
    for (const [cx, cy] of [
      [1160, 690],
      [1215, 700],
      [1188, 678],
    ])
      out.push(flat(cx, cy, 0, coinTop(30)))
    out.push(flat(300, 700, 0, cupObject(), 0.5))
  } else {
    // Laptop facing the viewer, its screen showing a listing; a phone, a notebook and a cup.
    const lx = 760
    const ly = 760
    out.push(
      flat(
        lx,
        ly,
        0,
        `<path d="${rrect(-230, -150, 460, 300, 14)}" fill="#000" opacity=".2" transform="translate(12 16)"/><path d="${rrect(-230, -150, 460, 300, 14)}" fill="#c9ccd0"/><path d="${rrect(-200, -120, 400, 170, 8)}" fill="#3a3e44"/><path d="${rrect(-70, 80, 140, 60, 8)}" fill="#b9bcc1"/>`,
      ),
    )
    const sy = ly - 150 * 0.56
    p.defs.push(
      linear(
        'sc',
        [
          [0, L.sky[0]],
          [1, L.sky[2]],
        ],
        0,
        sy - 270,
        0,
        sy,
      ),
    )
    out.push(
      `<path d="${rrect(lx - 230, sy - 290, 460, 296, 14)}" fill="#2a2d31"/><path d="${rect(lx - 212, sy - 272, 424, 250)}" fill="url(#sc)"/>`,
      `<path d="${poly([
        [lx - 120, sy - 22],
        [lx - 120, sy - 200],
        [lx - 40, sy - 226],
        [lx - 40, sy - 22],
      ])}" fill="${mix(L.glass[0], '#ffffff', 0.2)}"/><path d="${rect(lx - 40, sy - 226, 30, 204)}" fill="${mix(L.shade, '#000000', 0.1)}"/>`,
      `<path d="${rect(lx + 10, sy - 272, 202, 250)}" fill="#fbfaf7"/><path d="M${lx + 30} ${sy - 240}h140M${lx + 30} ${sy - 214}h100M${lx + 30} ${sy - 170}h160M${lx + 30} ${sy - 148}h120M${lx + 30} ${sy - 126}h150" stroke="#8a9096" stroke-width="9" stroke-linecap="round" opacity=".55"/><path d="${rrect(lx + 30, sy - 80, 110, 34, 17)}" fill="${GREEN}"/>`,
    )
    out.push(flat(1180, 790, 16, `<path d="${rrect(-50, -100, 100, 200, 16)}" fill="#000" opacity=".2" transform="translate(8 10)"/>${phoneObject()}`))
    out.push(flat(330, 800, -14, notebookObject()), flat(400, 820, 30, penObject()))
    out.push(flat(1380, 700, 0, cupObject(), 0.5))
  }
  p.body.push(out.join(''))
  return finish(p, 0.32)
}

/** A room with a floor-to-ceiling window onto the city: furnished by day or evening, or empty at
 * handover with a snagging checklist, tape and a step ladder. */
function interior(slug, light, variant) {
  const p = start(slug, light, 560, { sunX: 1000 })
  const { L, R } = p
  p.body.push(skyline(R, L, { base: 610, hmin: 60, hmax: 260, opacity: 0.6, spire: 0.2 }))
  p.body.push(towers(p, 290, 1330, 660, { scale: 0.55, hmin: 0.55, hmax: 1, lit: !L.dark }))
  const vx = 800
  const vy = 420
  const bx0 = 280
  const bx1 = 1320
  const by0 = 110
  const by1 = 640
  const evening = L.dark
  const wall = evening ? '#6e6372' : variant === 'empty' ? '#f1ede6' : '#ebe4d9'
  const ceiling = mix(wall, '#ffffff', evening ? 0.05 : 0.35)
  p.body.push(
    `<path d="M${bx0} ${by0}H${bx1}V${by1}H${bx0}ZM320 130V${by1}H1280V130Z" fill="${mix(wall, '#ffffff', 0.1)}" fill-rule="evenodd"/>`,
    `<path d="${poly([
      [0, 0],
      [W, 0],
      [bx1, by0],
      [bx0, by0],
    ])}" fill="${ceiling}"/>`,
    `<path d="${poly([
      [0, 0],
      [bx0, by0],
      [bx0, by1],
      [0, H],
    ])}" fill="${mix(wall, L.shade, 0.22)}"/>`,
    `<path d="${poly([
      [W, 0],
      [bx1, by0],
      [bx1, by1],
      [W, H],
    ])}" fill="${mix(wall, L.shade, 0.34)}"/>`,
  )
  // Window frame and mullions.
  p.body.push(
    `<path d="M320 130H1280V${by1}H320Z" fill="none" stroke="#3b3631" stroke-width="10"/><path d="M640 130V${by1}M960 130V${by1}" stroke="#3b3631" stroke-width="8"/><path d="M320 ${by1 - 6}H1280" stroke="#2a2622" stroke-width="6"/>`,
  )
  // Floor: oak boards converging on the vanishing point.
  const floor = variant === 'empty' ? ['#e3d6c2', '#c9b79d'] : evening ? ['#7d6352', '#4a3a30'] : ['#d2b48f', '#a68360']
  p.defs.push(
    linear(
      'fl',
      [
        [0, floor[0]],
        [1, floor[1]],
      ],
      0,
      by1,
      0,
      H,
    ),
  )
  p.body.push(
    `<path d="${poly([
      [bx0, by1],
      [bx1, by1],
      [W, H],
      [0, H],
    ])}" fill="url(#fl)"/>`,
  )
  let boards = ''
  for (let x = bx0 - 400; x <= bx1 + 400; x += 44) {
    const fx = vx + ((x - vx) * (H - vy)) / (by1 - vy)
    const sx = Math.max(bx0, Math.min(bx1, x))
    if (x < bx0 || x > bx1) continue
    boards += `M${n(sx)} ${by1}L${n(fx)} ${H}`
  }
  p.body.push(`<path d="${boards}" stroke="#000" stroke-width="1.5" opacity=".09"/>`)
  // Window light on the floor by day; recessed lights by night.
  if (!evening)
    p.body.push(
      `<path d="${poly([
        [330, by1],
        [630, by1],
        [560, H],
        [60, H],
      ])}${poly([
        [650, by1],
        [950, by1],
        [1080, H],
        [620, H],
      ])}${poly([
        [970, by1],
        [1270, by1],
        [1560, H],
        [1120, H],
      ])}" fill="#fff" opacity="${variant === 'empty' ? 0.22 : 0.14}"/>`,
    )
  else {
    p.defs.push(
      radial('dl', 0, 0, 1, [
        [0, '#ffe2b0', 0.9],
        [1, '#ffe2b0', 0],
      ]),
    )
    for (const x of [500, 800, 1100]) p.body.push(`<ellipse cx="${x}" cy="${n(50 + Math.abs(x - 800) * 0.05)}" rx="26" ry="7" fill="#fff3d6"/>`)
  }
  const fabric = evening ? '#b9aca2' : '#e9e2d6'
  const frame = evening ? '#2c2521' : '#4d4037'
  if (variant === 'empty') {
    // Masking-tape marks on walls and glass, a clipboard and a roll of tape on the floor, a ladder.
    const marks = [
      [200, 300, -8],
      [240, 520, 12],
      [470, 560, -4],
      [1130, 610, 8],
      [1400, 360, -14],
      [1450, 560, 6],
      [760, 620, 0],
    ]
    for (const [mx, my, mr] of marks)
      p.body.push(`<path d="${rect(-16, -5, 32, 10)}" fill="#3f7fd1" opacity=".9" transform="translate(${mx} ${my})rotate(${mr})"/>`)
    let ticks = ''
    let lines = ''
    for (let i = 0; i < 7; i++) {
      lines += `M-40 ${-90 + i * 30}h${i % 2 ? 110 : 130}`
      if (i < 5) ticks += `M-84 ${-92 + i * 30}l8 8l14 -16`
    }
    const board = `<path d="${rrect(-110, -160, 220, 300, 12)}" fill="#7a5a3c"/><path d="${rect(-96, -130, 192, 258)}" fill="#fbfaf7"/><path d="${rrect(-40, -172, 80, 34, 8)}" fill="#a9adb2"/><path d="${lines}" stroke="#8a9096" stroke-width="8" stroke-linecap="round" opacity=".55"/><path d="${ticks}" fill="none" stroke="${GREEN}" stroke-width="5"/>`
    p.body.push(flat(700, 800, -10, `<path d="${rrect(-110, -160, 220, 300, 12)}" fill="#000" opacity=".18" transform="translate(10 14)"/>${board}`, 0.5))
    p.body.push(
      `<ellipse cx="970" cy="830" rx="56" ry="24" fill="#000" opacity=".12"/><path d="M914 812v10a56 24 0 0 0 112 0v-10" fill="#2f6fbf"/><ellipse cx="970" cy="812" rx="56" ry="24" fill="#3f7fd1"/><ellipse cx="970" cy="812" rx="30" ry="12" fill="${floor[0]}"/>`,
    )
    // Step ladder, open, on the right.
    p.body.push(
      `<path d="M1240 860L1320 520M1400 860L1320 520M1330 560L1420 860" fill="none" stroke="#b9bec4" stroke-width="12" stroke-linecap="round"/><path d="M1260 780h124M1280 700h88M1300 620h50" stroke="#9aa0a6" stroke-width="10"/><path d="${rect(1290, 508, 60, 16)}" fill="#8a9096"/>`,
    )
    return finish(p, 0.24)
  }
  // Rug, arc lamp, sofa (seen from behind, facing the view), plant, artwork, side table.
  p.body.push(
    `<path d="${poly([
      [430, 690],
      [1170, 690],
      [1310, 860],
      [290, 860],
    ])}" fill="${evening ? '#5d5a6e' : '#c9c2b4'}"/><path d="${poly([
      [460, 702],
      [1140, 702],
      [1262, 846],
      [338, 846],
    ])}" fill="none" stroke="#fff" stroke-width="3" opacity=".35"/>`,
  )
  p.body.push(
    `<path d="${poly([
      [96, 220],
      [230, 250],
      [230, 430],
      [96, 452],
    ])}" fill="${frame}"/><path d="${poly([
      [108, 236],
      [218, 260],
      [218, 420],
      [108, 438],
    ])}" fill="${evening ? '#c7a98a' : '#e9d2b4'}"/><circle cx="165" cy="320" r="30" fill="#c8734f" opacity=".85"/><path d="M108 380L218 360V420L108 438Z" fill="#3d6a5a" opacity=".8"/>`,
  )
  const lamp = evening ? '#ffe2b0' : '#d8d0c4'
  if (evening)
    p.defs.push(
      radial('lg', 560, 520, 330, [
        [0, '#ffd596', 0.55],
        [1, '#ffd596', 0],
      ]),
    )
  p.body.push(
    `<ellipse cx="330" cy="840" rx="60" ry="16" fill="#2a2622"/><path d="M330 840V380Q330 300 430 310Q520 320 560 440" fill="none" stroke="#2a2622" stroke-width="8"/><path d="M500 470Q560 380 620 470Z" fill="${lamp}"/>`,
  )
  if (evening) p.body.push(`<rect width="${W}" height="${H}" fill="url(#lg)"/>`)
  p.body.push(plantUpright(1240, 690, 1.3, L))
  // Sofa.
  const pillow = R.pick(['#c9a46b', '#7f8f84', '#b07a5a', '#8d9aa6'])
  p.body.push(
    `<ellipse cx="800" cy="800" rx="360" ry="26" fill="#000" opacity=".18"/>`,
    `<path d="M560 640q40 -46 84 -10q-10 20 -84 10Z" fill="${pillow}"/><path d="M980 642q30 -40 70 -8q-10 16 -70 8Z" fill="${mix(pillow, '#ffffff', 0.35)}"/>`,
    `<path d="${rrect(470, 640, 660, 120, 28)}" fill="${fabric}"/><path d="${rrect(440, 672, 80, 124, 22)}${rrect(1080, 672, 80, 124, 22)}" fill="${mix(fabric, '#000000', 0.1)}"/><path d="${rrect(470, 752, 660, 40, 10)}" fill="${mix(fabric, '#000000', 0.18)}"/><path d="M800 648V752" stroke="#000" opacity=".08" stroke-width="3"/><path d="M500 796v14M1100 796v14" stroke="${frame}" stroke-width="8"/>`,
  )
  // A round side table in the foreground: keys and a book by day, a candle by night.
  p.body.push(
    `<path d="M1360 800v80" stroke="${frame}" stroke-width="12"/><ellipse cx="1360" cy="884" rx="60" ry="12" fill="${frame}"/><ellipse cx="1360" cy="796" rx="130" ry="34" fill="${evening ? '#d9d2cc' : '#f3f0eb'}"/><ellipse cx="1360" cy="802" rx="130" ry="34" fill="none" stroke="#000" opacity=".08" stroke-width="4"/>`,
  )
  if (evening)
    p.body.push(
      `<path d="${rect(1300, 770, 30, 26)}" fill="#f4efe6"/><ellipse cx="1315" cy="764" rx="4" ry="8" fill="#ffd596"/><circle cx="1315" cy="764" r="30" fill="#ffd596" opacity=".18"/><path d="${rect(1350, 776, 110, 16)}" fill="#2f4a5a"/>`,
    )
  else {
    p.defs.push(BRASS)
    p.body.push(`<path d="${rect(1290, 770, 120, 16)}${rect(1300, 756, 100, 14)}" fill="#2f4a5a"/><path d="${rect(1300, 756, 100, 5)}" fill="#c8734f"/>`)
    p.body.push(flat(1430, 792, 30, `<g transform="scale(.55)">${keysObject()}</g>`, 0.45))
  }
  return finish(p, evening ? 0.36 : 0.24)
}

/** A skyline as a bar chart: towers (or mid-rise blocks) of rising height under a trend line. */
function chart(slug, light, kind) {
  const horizon = kind === 'towers' ? 650 : 690
  const p = start(slug, light, horizon, { sunX: kind === 'towers' ? 1200 : 1300 })
  const { L, R } = p
  p.body.push(skyline(R, L, { base: horizon, hmin: 30, hmax: 160, opacity: 0.35 }))
  const count = 11
  const x0 = 150
  const step = 124
  const bw = kind === 'towers' ? 84 : 96
  const tops = []
  const city = []
  for (let i = 0; i < count; i++) {
    const x = x0 + i * step
    const h = kind === 'towers' ? 130 + i * 34 + R.int(-26, 26) : 110 + i * 30 + R.int(-22, 22)
    tops.push([x + bw / 2, horizon - h])
    if (kind === 'towers') {
      const d = towerDesign(R, 'residential')
      Object.assign(d, { width: bw, side: 16, height: h, floor: 12, bay: 14, crown: R.pick(['flat', 'stepped', 'slant', 'flat']) })
      const t = tower(R, L, d, { x, base: horizon, id: `c${i}`, scale: 1, sideRight: true, windows: 0.8 })
      p.defs.push(t.defs)
      city.push(t.body)
    } else {
      const c = mix(R.pick(['#efe6d8', '#e7dccb', '#f3eee6', '#dcd3c6']), L.lit, 0.3)
      let bands = ''
      for (let y = horizon - h + 16; y < horizon - 10; y += 17) bands += `M${x + 8} ${y}h${bw - 16}`
      city.push(
        `<path d="${rect(x, horizon - h, bw, h)}" fill="${c}"/><path d="${rect(x + bw * 0.68, horizon - h, bw * 0.32, h)}" fill="${mix(c, L.shade, 0.5)}"/><path d="${bands}" stroke="${mix(L.glass[0], '#22303c', 0.3)}" stroke-width="8" opacity=".75"/><path d="${bands}" stroke="#fff" stroke-width="2" opacity=".6" transform="translate(0 5)"/><path d="${rect(x - 3, horizon - h - 6, bw + 6, 6)}" fill="${mix(c, '#000000', 0.12)}"/>`,
      )
    }
  }
  // Grid lines and ticks, like a chart's axes.
  const ink = L.dark ? '#ffffff' : '#1c2f5f'
  let grid = ''
  let ticks = ''
  for (let k = 1; k <= 6; k++) {
    grid += `M110 ${horizon - k * 90}H1500`
    ticks += `M92 ${horizon - k * 90}h14`
  }
  p.body.push(
    `<path d="${grid}" stroke="${ink}" stroke-width="1.5" stroke-dasharray="3 9" opacity=".22"/><path d="${ticks}M106 ${horizon}V${horizon - 560}" stroke="${ink}" stroke-width="2" opacity=".35"/>`,
  )
  if (kind === 'towers') {
    p.defs.push(`<g id="city">${city.join('')}</g>`)
    p.body.push('<use href="#city"/>')
    water(p, horizon, { opacity: 0.32 })
  } else {
    p.body.push(city.join(''))
    p.defs.push(
      linear(
        'gr',
        [
          [0, mix(L.ground, '#ffffff', 0.2)],
          [1, mix(L.ground, '#000000', 0.2)],
        ],
        0,
        horizon,
        0,
        H,
      ),
    )
    p.body.push(`<path d="${rect(0, horizon, W, H - horizon)}" fill="url(#gr)"/><path d="${rect(0, horizon, W, 26)}" fill="${L.plant[1]}"/>`)
    for (let i = 0; i < 14; i++) p.body.push(tree(R, 40 + i * 118 + R.int(-20, 20), horizon + 24, R.range(46, 70), L))
    p.body.push(palmAt(p, 60, H + 10, 420), palmAt(p, 1560, H + 20, 440, true))
  }
  // Trend line through the roofs, the area under it, and markers.
  const line = tops.map(([x, y]) => [x, y - 44])
  const accent = L.dark ? '#ffd596' : GREEN
  p.defs.push(
    linear(
      'ar',
      [
        [0, accent, 0.28],
        [1, accent, 0],
      ],
      0,
      line[line.length - 1][1],
      0,
      horizon,
    ),
  )
  p.body.push(`<path d="${smooth(line)}L${n(line[line.length - 1][0])} ${horizon}L${n(line[0][0])} ${horizon}Z" fill="url(#ar)"/>`)
  p.body.push(`<path d="${smooth(line)}" fill="none" stroke="${accent}" stroke-width="4"/>`)
  p.body.push(
    line.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="7" fill="${accent}" stroke="${L.dark ? '#1f2a4d' : '#fff'}" stroke-width="3"/>`).join(''),
  )
  return finish(p)
}

/** A brass key and a leather tag hanging in front of the night city, out of focus. */
function keyNight(slug) {
  const p = start(slug, 'night', 640)
  const { L, R } = p
  p.defs.push('<filter id="bl" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="7"/></filter>', BRASS)
  const city = [
    skyline(R, L, { base: 700, hmin: 80, hmax: 320, opacity: 0.8 }),
    burjKhalifa(430, 720, 600, '#2a3360'),
    towers(p, -40, W + 40, 740, { scale: 0.8, hmin: 0.6, hmax: 1.1, windows: 0.9 }),
  ]
  p.body.push(`<g filter="url(#bl)">${city.join('')}<path d="${rect(0, 738, W, H - 738)}" fill="#0b1028"/></g>`)
  // Bokeh: soft discs of window light.
  const colours = [L.win[0], '#ff9f6b', '#9fc3ff', '#ffffff']
  let discs = ''
  for (let i = 0; i < 48; i++) {
    const r = R.range(10, 64)
    discs += `<circle cx="${R.int(0, W)}" cy="${R.int(260, 860)}" r="${n(r)}" fill="${R.pick(colours)}" opacity="${n(R.range(0.06, 0.26), 2)}"/>`
  }
  p.body.push(discs)
  // The key on its ring, slightly turned, with the tag beside it.
  const cx = 1030
  const cy = 300
  p.body.push(
    `<path d="M${cx} -10V${cy - 46}" stroke="#6b4a2f" stroke-width="6"/><path d="M${cx - 4} -10V${cy - 46}" stroke="#fff" stroke-width="1.5" opacity=".2"/>`,
  )
  p.body.push(
    `<g transform="rotate(-16 ${cx} ${cy})"><path d="${rrect(cx - 62, cy + 30, 124, 230, 24)}" fill="#8a5a36"/><path d="${rrect(cx - 52, cy + 40, 104, 210, 18)}" fill="none" stroke="#e9d3b4" stroke-width="2" stroke-dasharray="7 5" opacity=".6"/><circle cx="${cx}" cy="${cy + 62}" r="13" fill="#1a120c" stroke="url(#br)" stroke-width="5"/><path d="M${cx - 26} ${cy + 190}V${cy + 140}L${cx} ${cy + 168}L${cx + 26} ${cy + 140}V${cy + 190}" fill="none" stroke="#5a3a22" stroke-width="6" stroke-linejoin="round"/></g>`,
  )
  const kx = cx + 20
  p.body.push(
    `<g transform="rotate(7 ${cx} ${cy})"><circle cx="${kx}" cy="${cy + 118}" r="62" fill="url(#br)"/><circle cx="${kx}" cy="${cy + 100}" r="20" fill="#0d1230"/><path d="M${kx - 17} ${cy + 170}h34v330h-34Z" fill="url(#br)"/><path d="M${kx + 17} ${cy + 420}h40v20h-16v18h18v22h-42Z" fill="url(#br)"/><path d="M${kx - 8} ${cy + 180}v300" stroke="#fff" stroke-width="3" opacity=".35"/><path d="M${kx - 44} ${cy + 90}a50 50 0 0 1 40 -34" fill="none" stroke="#fff" stroke-width="4" opacity=".4"/></g>`,
  )
  p.body.push(
    `<circle cx="${cx}" cy="${cy}" r="46" fill="none" stroke="url(#br)" stroke-width="10"/><path d="M${cx - 38} ${cy - 22}a44 44 0 0 1 30 -22" fill="none" stroke="#fff" stroke-width="3" opacity=".45"/>`,
  )
  return finish(p, 0.42)
}

/** A modern villa's entrance with a path, lawn, palms and an agent's sale board. */
function villaFront(slug, light) {
  const p = start(slug, light, 560, { sunX: 1350 })
  const { L, R } = p
  const ground = 690
  p.body.push(skyline(R, L, { base: 600, hmin: 20, hmax: 110, opacity: 0.35 }))
  for (let i = 0; i < 9; i++) p.body.push(palmAt(p, R.range(0, W), 610, R.range(120, 170), R() < 0.5))
  p.body.push(`<path d="${rect(0, 600, W, 100)}" fill="${L.plant[1]}"/>`)
  const wall = mix('#f4eee4', L.lit, 0.35)
  const wallShade = mix(wall, L.shade, 0.45)
  p.defs.push(
    linear(
      'gl',
      [
        [0, mix(L.glass[0], '#1d2a38', 0.2)],
        [1, mix(L.glass[1], '#1d2a38', 0.1)],
      ],
      0,
      280,
      0,
      ground,
    ),
    linear('dr', [
      [0, '#9a6a44'],
      [1, '#6a4630'],
    ]),
  )
  const out = []
  out.push(`<path d="${rect(240, 360, 1180, ground - 360)}" fill="${wall}"/><path d="${rect(1160, 360, 260, ground - 360)}" fill="${wallShade}"/>`)
  out.push(
    `<path d="${rect(500, 240, 860, 160)}" fill="${mix(wall, '#ffffff', 0.3)}"/><path d="${rect(500, 400, 860, 14)}" fill="#000" opacity=".16"/><path d="${rect(490, 232, 880, 10)}" fill="${mix(wall, '#000000', 0.1)}"/>`,
  )
  // Glazing: the living room on the left, the upper floor band, a stair window.
  out.push(`<path d="${rect(290, 450, 420, ground - 450)}${rect(560, 278, 560, 96)}${rect(1190, 420, 60, 200)}" fill="url(#gl)"/>`)
  let mull = ''
  for (let mx = 290; mx <= 710; mx += 105) mull += `M${mx} 450V${ground}`
  for (let mx = 560; mx <= 1120; mx += 112) mull += `M${mx} 278V374`
  out.push(
    `<path d="${mull}" stroke="#2d2a27" stroke-width="5"/><path d="M300 470L420 ${ground}M560 300L640 374" stroke="#fff" stroke-width="20" opacity=".12"/>`,
  )
  // Timber screen on the upper volume.
  let slats = ''
  for (let sx = 1140; sx < 1350; sx += 14) slats += rect(sx, 256, 8, 132)
  out.push(`<path d="${slats}" fill="#a87a52"/>`)
  // Entrance: a tall pivot door, side light and canopy; garage to the right.
  out.push(
    `<path d="${rect(790, 470, 120, ground - 470)}" fill="url(#dr)"/><path d="M810 470V${ground}M830 470V${ground}M850 470V${ground}M870 470V${ground}M890 470V${ground}" stroke="#000" opacity=".12" stroke-width="2"/><path d="${rect(888, 560, 6, 60)}" fill="#d9b45a"/><path d="${rect(918, 470, 44, ground - 470)}" fill="url(#gl)"/><path d="${rect(750, 452, 260, 14)}" fill="${mix(wall, '#000000', 0.2)}"/>`,
  )
  if (L.dark || light === 'golden-hour') out.push(`<path d="${rect(790, 466, 172, 6)}" fill="#ffe2b0" opacity=".8"/>`)
  let garage = ''
  for (let gy = 500; gy < ground; gy += 18) garage += `M1290 ${gy}h240`
  out.push(
    `<path d="${rect(1280, 470, 260, ground - 470)}" fill="${mix(wall, '#000000', 0.06)}"/><path d="${rect(1290, 490, 240, ground - 490)}" fill="#6f6a66"/><path d="${garage}" stroke="#000" opacity=".15" stroke-width="2"/>`,
  )
  p.body.push(out.join(''))
  // Boundary wall and hedge with a gap for the path; the lawn and the path to the door.
  p.defs.push(
    linear(
      'ln',
      [
        [0, L.plant[0]],
        [1, mix(L.plant[1], '#000000', 0.1)],
      ],
      0,
      ground,
      0,
      H,
    ),
  )
  p.body.push(`<path d="${rect(0, ground, W, H - ground)}" fill="url(#ln)"/>`)
  p.body.push(hedge(-10, 720, ground + 10, 34, L), hedge(990, W + 10, ground + 10, 34, L))
  p.body.push(
    `<path d="${poly([
      [780, ground],
      [930, ground],
      [1130, H],
      [600, H],
    ])}" fill="${mix('#e8dfd0', L.lit, 0.3)}"/>`,
  )
  let pavers = ''
  for (let k = 1; k < 8; k++) {
    const y = ground + (H - ground) * (k / 8) ** 1.4
    const t = (y - ground) / (H - ground)
    pavers += `M${n(780 - 180 * t)} ${n(y)}H${n(930 + 200 * t)}`
  }
  p.body.push(`<path d="${pavers}" stroke="#000" opacity=".1" stroke-width="2"/>`)
  // The sale board on the lawn: white panel, green header band, lines of text, a rider.
  p.body.push(
    `<path d="${rect(1286, 640, 12, 200)}" fill="#3a3430"/><ellipse cx="1292" cy="840" rx="40" ry="8" fill="#000" opacity=".15"/><path d="${rrect(1180, 580, 224, 150, 8)}" fill="#fbfaf7"/><path d="M1180 588q0 -8 8 -8h208q8 0 8 8v34h-224Z" fill="${GREEN}"/><circle cx="1210" cy="601" r="11" fill="#fff"/><path d="M1232 601h80M1206 654h150M1206 680h110M1206 704h130" stroke="#8a9096" stroke-width="9" stroke-linecap="round" opacity=".55"/><path d="${rect(1200, 742, 184, 34)}" fill="${GREEN}"/><path d="M1220 759h90" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".85"/>`,
  )
  p.body.push(palmAt(p, 140, H + 10, 520), palmAt(p, 1560, H + 20, 470, true), palmAt(p, 1040, ground + 30, 280, true))
  return finish(p)
}

/** A row of modern townhouses along a pavement with young trees, one with a board on its lawn. */
function townhouses(slug, light) {
  const p = start(slug, light, 540, { sunX: 300 })
  const { L, R } = p
  const base = 660
  p.body.push(skyline(R, L, { base: 560, hmin: 20, hmax: 140, opacity: 0.35 }))
  p.body.push(`<path d="${rect(0, 560, W, 110)}" fill="${L.plant[1]}"/>`)
  for (let i = 0; i < 12; i++) p.body.push(tree(R, R.range(0, W), 572, R.range(50, 80), L))
  const tones = ['#f3eee6', '#e9dfd0', '#efe8dc']
  const out = []
  const unit = 300
  for (let i = 0; i < 6; i++) {
    const x = -60 + i * unit
    const c = mix(tones[i % 3], L.lit, 0.3)
    const tall = i % 2 === 0
    const top = tall ? 330 : 360
    out.push(
      `<path d="${rect(x, top, unit - 8, base - top)}" fill="${c}"/><path d="${rect(x + unit - 70, top, 62, base - top)}" fill="${mix(c, L.shade, 0.45)}"/>`,
    )
    out.push(`<path d="${rect(x - 6, top - 10, unit + 4, 12)}" fill="${mix(c, '#000000', 0.12)}"/>`)
    // Upper glazing with a balcony rail, a ground-floor window, the door and a wood accent panel.
    out.push(`<path d="${rect(x + 30, top + 40, 160, 110)}${rect(x + 30, top + 200, 120, base - top - 240)}" fill="${mix(L.glass[0], '#22303c', 0.25)}"/>`)
    out.push(`<path d="M${x + 20} ${top + 150}h180M${x + 20} ${top + 122}h180" stroke="#2d2a27" stroke-width="4"/>`)
    let rails = ''
    for (let bx = x + 28; bx < x + 200; bx += 16) rails += `M${bx} ${top + 122}v28`
    out.push(`<path d="${rails}" stroke="#2d2a27" stroke-width="2"/>`)
    out.push(
      `<path d="${rect(x + 170, base - 130, 60, 130)}" fill="${R.pick(['#6a4630', '#2f3b44', '#7a5a3c'])}"/><path d="${rect(x + 160, base - 142, 84, 10)}" fill="${mix(c, '#000000', 0.25)}"/>`,
    )
    out.push(`<path d="${rect(x + unit - 60, top + 30, 40, base - top - 60)}" fill="#a87a52" opacity=".85"/>`)
  }
  p.body.push(out.join(''))
  // Front gardens and hedges, the pavement and the road.
  p.body.push(`<path d="${rect(0, base, W, 44)}" fill="${L.plant[0]}"/>`)
  for (let i = 0; i < 6; i++) p.body.push(hedge(-50 + i * 300, 90 + i * 300, base + 44, 20, L))
  p.body.push(
    `<path d="${rect(0, base + 44, W, 60)}" fill="${mix('#dcd6cc', L.lit, 0.3)}"/><path d="M0 ${base + 104}H${W}" stroke="#b9b2a6" stroke-width="6"/>`,
  )
  let slabs = ''
  for (let x = 0; x < W; x += 80) slabs += `M${x} ${base + 44}v60`
  p.body.push(`<path d="${slabs}" stroke="#000" opacity=".07" stroke-width="2"/>`)
  p.body.push(
    `<path d="${rect(0, base + 107, W, H - base - 107)}" fill="#7e7c80"/><path d="M0 ${base + 180}H${W}" stroke="#fff" stroke-width="4" stroke-dasharray="44 30" opacity=".6"/>`,
  )
  for (let i = 0; i < 6; i++) {
    const tx = 90 + i * 290
    p.body.push(
      tree(R, tx, base + 86, 190, L),
      `<path d="M${tx - 14} ${base + 86}v-30M${tx + 14} ${base + 86}v-30M${tx - 14} ${base + 66}h28" stroke="#3a3430" stroke-width="3"/>`,
    )
  }
  // A plain board on the fourth garden.
  const bx = 1060
  p.body.push(
    `<path d="${rect(bx - 4, base - 80, 8, 120)}" fill="#3a3430"/><path d="${rrect(bx - 70, base - 150, 140, 86, 6)}" fill="#fbfaf7"/><path d="M${bx - 70} ${base - 144}q0 -6 6 -6h128q6 0 6 6v20h-140Z" fill="${GREEN}"/><path d="M${bx - 50} ${base - 104}h100M${bx - 50} ${base - 84}h70" stroke="#8a9096" stroke-width="7" stroke-linecap="round" opacity=".6"/>`,
  )
  return finish(p, 0.22)
}

/** A dotted flight path over the curve of the earth at dusk to the lights of Dubai. */
function flight(slug) {
  const p = start(slug, 'dusk', 640, { sunX: 1300 })
  const { L, R } = p
  p.body.push(stars(R, 70, 380, 0.55))
  const cx = 800
  const cy = 2040
  const r = 1400
  const rim = (x) => cy - Math.sqrt(r * r - (x - cx) ** 2)
  p.defs.push(
    radial('at', cx, cy, r + 90, [
      [0.93, '#ffb27a', 0.7],
      [0.955, '#f0a372', 0.35],
      [1, '#f0a372', 0],
    ]),
    radial('pl', 1250, 700, 1500, [
      [0, '#2b3a6c'],
      [0.5, '#141d40'],
      [1, '#0a1028'],
    ]),
    radial('cg', 1230, 700, 220, [
      [0, '#ffd596', 0.55],
      [1, '#ffd596', 0],
    ]),
  )
  p.body.push(`<circle cx="${cx}" cy="${cy}" r="${r + 90}" fill="url(#at)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#pl)"/>`)
  p.body.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#ffcf9a" stroke-width="3" opacity=".55"/>`)
  // City lights scattered over the night side, densest around Dubai.
  const lights = new Strokes()
  const pts = []
  for (let i = 0; i < 260; i++) {
    const near = i < 120
    const x = near ? 1230 + R.gauss() * 160 : R.range(40, W - 40)
    const y = rim(x) + (near ? Math.abs(R.gauss()) * 90 + 8 : R.range(20, 240))
    if (y < H) pts.push([x, y])
  }
  for (const [x, y] of pts.sort((a, b) => a[1] - b[1])) lights.add(x, y, R.int(1, 4))
  p.body.push(lights.path(`stroke="${L.win[0]}" stroke-width="2" opacity=".6"`))
  // Dubai on the horizon: towers and Burj Khalifa standing on the curve.
  const dx = 1230
  const dy = rim(dx)
  const tilt = (Math.asin((dx - cx) / r) * 180) / Math.PI
  p.body.push(`<rect width="${W}" height="${H}" fill="url(#cg)"/>`)
  let block = ''
  const win = new Strokes()
  for (let i = -6; i <= 6; i++) {
    if (i === 0) continue
    const h = 30 + R.int(0, 70) * (1 - Math.abs(i) / 8)
    block += rect(dx + i * 13 - 5, dy - h, 10, h + 4)
    for (let y = dy - h + 4; y < dy - 2; y += 6) if (R() < 0.35) win.add(dx + i * 13 - 3, y, 5)
  }
  p.body.push(
    `<g transform="rotate(${n(tilt, 1)} ${dx} ${n(dy)})"><path d="${block}" fill="#1b2348"/>${burjKhalifa(dx, dy + 2, 170, '#1b2348')}${win.path(`stroke="${L.win[0]}" stroke-width="2" opacity=".85"`)}</g>`,
  )
  // The route: a dotted arc from a far city to Dubai, with the aircraft on it.
  const a = [250, rim(250)]
  const c = [700, 90]
  const b = [dx - 8, dy - 40]
  p.body.push(
    `<path d="M${n(a[0])} ${n(a[1])}Q${c[0]} ${c[1]} ${n(b[0])} ${n(b[1])}" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-dasharray="1 16" opacity=".9"/>`,
    `<circle cx="${n(a[0])}" cy="${n(a[1])}" r="9" fill="none" stroke="#fff" stroke-width="3"/><circle cx="${n(a[0])}" cy="${n(a[1])}" r="3" fill="#fff"/>`,
    `<circle cx="${dx}" cy="${n(dy - 40)}" r="16" fill="none" stroke="${MINT}" stroke-width="3"/><circle cx="${dx}" cy="${n(dy - 40)}" r="34" fill="none" stroke="${MINT}" stroke-width="2" opacity=".5"/><circle cx="${dx}" cy="${n(dy - 40)}" r="5" fill="${MINT}"/>`,
  )
  const t = 0.62
  const px = (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0]
  const py = (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1]
  const ang = (Math.atan2(2 * (1 - t) * (c[1] - a[1]) + 2 * t * (b[1] - c[1]), 2 * (1 - t) * (c[0] - a[0]) + 2 * t * (b[0] - c[0])) * 180) / Math.PI
  p.body.push(
    `<g transform="translate(${n(px)} ${n(py)})rotate(${n(ang, 1)})scale(1.3)"><path d="M-30 0q0 -5 8 -5h40q12 0 16 5q-4 5 -16 5h-40q-8 0 -8 -5Z" fill="#fff"/><path d="M-2 -4l-14 -30h8l22 30ZM-2 4l-14 30h8l22 -30ZM-26 -3l-8 -12h6l10 12ZM-26 3l-8 12h6l10 -12Z" fill="#e9edf2"/></g>`,
  )
  return finish(p, 0.35)
}

/** Stacks of gold coins on a dark table, echoing the skyline behind them at golden hour. */
function coins(slug) {
  const p = start(slug, 'golden-hour', 600, { sunX: 1150 })
  const { L, R } = p
  p.body.push(skyline(R, L, { base: 615, hmin: 60, hmax: 260, opacity: 0.5, spire: 0.2 }))
  p.body.push(burjKhalifa(1150, 625, 520, mix(L.haze, '#000000', 0.1)))
  p.body.push(towers(p, -20, W + 20, 640, { scale: 0.42, hmin: 0.5, hmax: 0.9 }))
  p.defs.push(
    linear(
      'tb',
      [
        [0, '#4a362a'],
        [1, '#120d0a'],
      ],
      0,
      630,
      0,
      H,
    ),
    '<linearGradient id="cs"><stop offset="0" stop-color="#7a5820"/><stop offset=".35" stop-color="#f0d27e"/><stop offset=".6" stop-color="#c99c3e"/><stop offset="1" stop-color="#6e4e1c"/></linearGradient>',
    '<radialGradient id="cf" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#fbe9b0"/><stop offset="1" stop-color="#c4963c"/></radialGradient>',
    `<clipPath id="rc"><path d="${rect(0, 780, W, H - 780)}"/></clipPath>`,
  )
  p.body.push(`<path d="${rect(0, 630, W, H - 630)}" fill="url(#tb)"/><path d="M0 631H${W}" stroke="#ffd9a0" stroke-width="2" opacity=".5"/>`)
  const counts = [6, 9, 8, 13, 11, 17, 15, 22]
  const base = 780
  const rx = 62
  const ry = 16
  const th = 11
  let group = ''
  counts.forEach((count, i) => {
    const x = 190 + i * 175 + R.int(-10, 10)
    const top = base - count * th
    let edges = ''
    for (let k = 1; k < count; k++) edges += `M${x - rx} ${top + k * th}a${rx} ${ry} 0 0 0 ${2 * rx} 0`
    group += `<path d="M${x - rx} ${top}V${base}a${rx} ${ry} 0 0 0 ${2 * rx} 0V${top}Z" fill="url(#cs)"/><path d="${edges}" fill="none" stroke="#4a3412" stroke-width="1.4" opacity=".45"/><ellipse cx="${x}" cy="${top}" rx="${rx}" ry="${ry}" fill="url(#cf)"/><ellipse cx="${x}" cy="${top}" rx="${rx * 0.76}" ry="${ry * 0.76}" fill="none" stroke="#8a6422" stroke-width="2" opacity=".5"/>`
  })
  p.defs.push(`<g id="stacks">${group}</g>`)
  p.body.push(`<g clip-path="url(#rc)"><use href="#stacks" transform="matrix(1 0 0 -1 0 ${2 * base + 2 * ry})" opacity=".22"/></g>`, '<use href="#stacks"/>')
  // A few loose coins lying in front.
  for (const [x, y] of [
    [420, 850],
    [500, 868],
    [1120, 858],
  ])
    p.body.push(`<ellipse cx="${x}" cy="${y + 4}" rx="${rx}" ry="${ry}" fill="#6e4e1c"/><ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="url(#cf)"/>`)
  return finish(p, 0.34)
}

/** Al Marjan Island at dusk: mountains, the curved resort tower, low resort buildings, the sea. */
function island(slug) {
  const horizon = 560
  const p = start(slug, 'dusk', horizon, { sunX: 380 })
  const { L, R } = p
  p.body.push(`<path d="${ridge(R, 300, 40, horizon, 140)}" fill="${mix(L.haze, L.sky[1], 0.35)}"/>`)
  p.body.push(`<path d="${ridge(R, 380, 34, horizon, 110)}" fill="${mix(L.haze, L.shade, 0.45)}"/>`)
  p.body.push(`<path d="${ridge(R, 460, 22, horizon, 90)}" fill="${mix(L.shade, '#1a1d33', 0.35)}"/>`)
  const city = []
  city.push(`<path d="M260 ${horizon}Q300 538 420 536H1440Q1500 538 1530 ${horizon}Z" fill="${mix('#c9b79d', L.shade, 0.35)}"/>`)
  // Low resort buildings with lit windows.
  const lights = new Strokes()
  let blocks = ''
  for (let x = 330; x < 1440; ) {
    const w = R.int(60, 130)
    const h = R.int(24, 70)
    if (x > 900 && x < 1240) {
      x += w
      continue
    }
    blocks += rect(x, 538 - h, w, h)
    for (let y = 538 - h + 8; y < 534; y += 9) for (let wx = x + 6; wx < x + w - 8; wx += 12) if (R() < 0.45) lights.add(wx, y, 6)
    x += w + R.int(10, 30)
  }
  city.push(`<path d="${blocks}" fill="${mix(L.shade, '#000000', 0.15)}"/>`, lights.path(`stroke="${L.win[0]}" stroke-width="3" opacity=".8"`))
  // The resort tower: a tapering, gently curved bronze-glass blade with a lower wing.
  p.defs.push(
    '<linearGradient id="wy" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7d5a3e"/><stop offset=".45" stop-color="#e3b77c"/><stop offset=".7" stop-color="#b98a55"/><stop offset="1" stop-color="#6a4a34"/></linearGradient>',
  )
  const shape = 'M990 538C984 400 1000 250 1036 96L1126 108C1150 250 1170 400 1168 538Z'
  const wing = 'M1160 538C1164 470 1180 420 1210 396L1260 404C1262 450 1262 500 1258 538Z'
  p.defs.push(`<clipPath id="wc2"><path d="${shape}${wing}"/></clipPath>`)
  let floors = ''
  for (let y = 110; y < 538; y += 9) floors += `M960 ${y}h320`
  const lit = new Strokes()
  for (let y = 118; y < 534; y += 9) for (let wx = 996; wx < 1258; wx += 14) if (R() < 0.32) lit.add(wx, y, 9)
  city.push(
    `<path d="${wing}" fill="url(#wy)" opacity=".85"/><path d="${shape}" fill="url(#wy)"/><g clip-path="url(#wc2)"><path d="${floors}" stroke="#2a1c14" stroke-width="1.5" opacity=".35"/>${lit.path('stroke="#ffe3b0" stroke-width="4" opacity=".75"')}</g><path d="M1080 102C1074 250 1082 400 1078 538" fill="none" stroke="#ffe9c2" stroke-width="3" opacity=".6"/>`,
  )
  for (let i = 0; i < 10; i++) city.push(palmAt(p, 300 + i * 120 + R.int(-20, 20), 540, R.range(40, 64), R() < 0.5))
  p.defs.push(`<g id="city">${city.join('')}</g>`)
  p.body.push('<use href="#city"/>')
  water(p, horizon, { opacity: 0.34 })
  p.body.push(yacht(300, 760, 1.5, L), yacht(1320, 690, 0.9, L))
  return finish(p)
}

/** A residential pool deck beside a tower: loungers and parasols across the pool, palms. */
function poolDeck(slug) {
  const horizon = 560
  const p = start(slug, 'midday', horizon, { sunX: 400 })
  const { L, R } = p
  p.body.push(skyline(R, L, { base: 600, hmin: 40, hmax: 220, opacity: 0.45 }))
  p.body.push(towers(p, 40, 700, 600, { scale: 0.45, hmin: 0.6, hmax: 1 }))
  const d = towerDesign(R, 'residential')
  d.height = 680
  d.crown = 'frame'
  const t = tower(R, L, d, { x: 1080, base: 560, id: 'pt', scale: 1.05, sideRight: false })
  p.defs.push(t.defs)
  p.body.push(t.body, podium(L, { x: 960, w: 700, base: 610, h: 70, tint: d.tint }).body)
  p.defs.push(
    linear(
      'dk',
      [
        [0, '#efe7da'],
        [1, '#cdbfa9'],
      ],
      0,
      600,
      0,
      H,
    ),
    linear(
      'pw',
      [
        [0, '#8fe0e6'],
        [1, '#1c8aa8'],
      ],
      0,
      650,
      0,
      H,
    ),
  )
  p.body.push(`<path d="${rect(0, 600, W, H - 600)}" fill="url(#dk)"/>`)
  // Loungers and parasols along the far side of the pool.
  for (let i = 0; i < 7; i++) {
    const x = 120 + i * 130
    p.body.push(
      `<path d="M${x} 628h70l22 -24" fill="none" stroke="#fbfaf7" stroke-width="7" stroke-linecap="round"/><path d="M${x + 4} 628v10M${x + 64} 628v10" stroke="#9a9188" stroke-width="4"/>`,
    )
    if (i % 2 === 0)
      p.body.push(
        `<path d="M${x + 80} 640V500" stroke="#8a7a68" stroke-width="4"/><path d="M${x + 10} 520Q${x + 80} 470 ${x + 150} 520Z" fill="${i % 4 ? '#f4efe6' : '#d8cbb4'}"/>`,
      )
  }
  p.body.push(
    `<path d="${poly([
      [170, 652],
      [1330, 652],
      [1560, 900],
      [-60, 900],
    ])}" fill="url(#pw)"/><path d="${poly([
      [170, 652],
      [1330, 652],
      [1560, 900],
      [-60, 900],
    ])}" fill="none" stroke="#fbfaf7" stroke-width="12"/>`,
  )
  let caustics = ''
  for (let i = 0; i < 26; i++) {
    const y = 670 + i * 9 + R.range(-3, 3)
    const spread = (y - 652) / 248
    const xa = 170 - 230 * spread + R.range(0, 1160 + 460 * spread - 300)
    caustics += smooth(
      [0, 1, 2, 3, 4].map((k) => [xa + k * R.range(40, 90), y + (k % 2 ? -5 : 5)]),
      true,
    )
  }
  p.body.push(`<path d="${caustics}" fill="none" stroke="#fff" stroke-width="2" opacity=".3"/>`)
  p.body.push(palmAt(p, 80, 650, 300), palmAt(p, 1040, 640, 260, true), palmAt(p, 1530, H + 20, 520, true))
  return finish(p, 0.22)
}

/** A furnished terrace at dusk over the sea and a line of lit towers, under string lights. */
function terrace(slug) {
  const horizon = 470
  const p = start(slug, 'dusk', horizon, { sunX: 500 })
  const { L, R } = p
  const city = [
    skyline(R, L, { x0: 760, base: horizon + 10, hmin: 40, hmax: 200, opacity: 0.7 }),
    towers(p, 820, W + 40, horizon + 12, { scale: 0.45, hmin: 0.6, hmax: 1, windows: 0.9 }),
  ]
  p.defs.push(`<g id="city">${city.join('')}</g>`)
  p.body.push('<use href="#city"/>')
  water(p, horizon + 12, { bottom: 600, marks: 70 })
  const deckY = 600
  p.defs.push(
    linear(
      'dk',
      [
        [0, '#7a6356'],
        [1, '#3a2d27'],
      ],
      0,
      deckY,
      0,
      H,
    ),
  )
  p.body.push(`<path d="${rect(0, deckY, W, H - deckY)}" fill="url(#dk)"/>`)
  let boards = ''
  for (let i = -24; i < 44; i++) boards += `M${n(W / 2 + i * 20)} ${deckY}L${n(W / 2 + i * 96)} ${H}`
  p.body.push(`<path d="${boards}" stroke="#000" opacity=".14"/>`)
  // Glass balustrade.
  let posts = ''
  for (let x = 80; x < W; x += 240) posts += `M${x} ${deckY - 80}v80`
  p.body.push(
    `<path d="${rect(0, deckY - 80, W, 80)}" fill="#dff0f4" opacity=".12"/><path d="M0 ${deckY - 80}h${W}" stroke="#cfc6bd" stroke-width="5"/><path d="${posts}" stroke="#cfc6bd" stroke-width="3" opacity=".5"/><path d="${rect(0, deckY - 2, W, 3)}" fill="#ffe2b0" opacity=".6"/>`,
  )
  // String lights.
  const cat = (x) => 70 + 40 * (x / W) + 150 * Math.sin((x / W) * Math.PI)
  p.body.push(`<path d="M-20 ${n(cat(-20))}Q800 ${n(cat(800) * 2 - 92)} ${W + 20} ${n(cat(W))}" fill="none" stroke="#1c1a24" stroke-width="2"/>`)
  p.defs.push(
    radial('bg', 0, 0, 22, [
      [0, '#ffe2b0', 0.7],
      [1, '#ffe2b0', 0],
    ]),
  )
  let bulbs = ''
  for (let x = 20; x < W; x += 64) bulbs += `<g transform="translate(${x} ${n(cat(x) + 8)})"><circle r="22" fill="url(#bg)"/><circle r="5" fill="#fff1cf"/></g>`
  p.body.push(bulbs)
  // Sofa, cushions and a low table; a lounger; planters; lanterns.
  const fabric = '#cfc4b8'
  const frame = '#3a322e'
  p.body.push(
    `<path d="${rrect(170, 640, 520, 70, 16)}" fill="${mix(fabric, '#000000', 0.1)}"/><path d="${rrect(180, 700, 500, 56, 14)}" fill="${fabric}"/><path d="${rrect(146, 660, 48, 110, 12)}${rrect(666, 660, 48, 110, 12)}" fill="${mix(fabric, '#000000', 0.18)}"/><path d="${rect(150, 760, 560, 12)}" fill="${frame}"/>`,
    `<path d="M220 700q12 -52 50 -56q38 4 44 56Z" fill="#c9a46b"/><path d="M560 700q10 -48 46 -52q34 4 40 52Z" fill="#8d9aa6"/>`,
    `<path d="M300 830q130 -34 260 0v14q-130 -34 -260 0Z" fill="#8f8680"/><path d="${rect(330, 816, 200, 56)}" fill="#7c736d"/>`,
    `<path d="M1020 760h260l46 -66l14 8l-42 68h-278Z" fill="${fabric}"/><path d="M1020 768h280" stroke="${frame}" stroke-width="7"/><path d="M1030 770v28M1280 770v28" stroke="${frame}" stroke-width="7"/>`,
  )
  p.defs.push(
    radial('ln', 0, 0, 120, [
      [0, '#ffd596', 0.5],
      [1, '#ffd596', 0],
    ]),
  )
  for (const [x, y] of [
    [860, 800],
    [1440, 830],
  ])
    p.body.push(
      `<g transform="translate(${x} ${y})"><circle r="120" fill="url(#ln)"/><path d="${rect(-18, -50, 36, 54)}" fill="#2a2622"/><path d="${rect(-12, -42, 24, 40)}" fill="#ffe2b0"/><path d="M-22 -50h44l-22 -14Z" fill="#2a2622"/></g>`,
    )
  p.body.push(
    `<path d="${rrect(40, 690, 90, 140, 6)}" fill="#4a4440"/>`,
    tree(R, 85, 694, 200, L),
    `<path d="${rrect(W - 130, 650, 100, 160, 6)}" fill="#4a4440"/>`,
    palmAt(p, W - 80, 652, 300, true),
  )
  return finish(p, 0.3)
}

/** Villas behind a rolling fairway in Dubai Hills, with the skyline far off and a flag on the green. */
function hills(slug) {
  const horizon = 440
  const p = start(slug, 'golden-hour', horizon, { sunX: 300 })
  const { L, R } = p
  p.body.push(skyline(R, L, { base: horizon, hmin: 30, hmax: 150, opacity: 0.5 }))
  p.body.push(burjKhalifa(1180, horizon, 340, mix(L.haze, '#000000', 0.05)))
  p.body.push(`<path d="${rect(0, horizon, W, 50)}" fill="${mix(L.plant[1], L.haze, 0.4)}"/>`)
  for (let i = 0; i < 16; i++) p.body.push(tree(R, R.range(0, W), horizon + 36, R.range(40, 70), L))
  p.body.push(villaRow(p, 540, { count: 11, scale: 1.05, x0: -40 }))
  p.defs.push(
    linear(
      'fw',
      [
        [0, mix(L.plant[0], '#d9c27a', 0.18)],
        [1, L.plant[1]],
      ],
      0,
      540,
      0,
      H,
    ),
  )
  p.body.push(`<path d="M0 540Q500 520 900 548T${W} 536V${H}H0Z" fill="url(#fw)"/>`)
  let stripes = ''
  for (let i = -4; i < 14; i++)
    stripes += poly([
      [i * 180, H],
      [i * 180 + 90, H],
      [i * 120 + 420, 560],
      [i * 120 + 380, 560],
    ])
  p.body.push(`<path d="${stripes}" fill="#fff" opacity=".05"/>`)
  p.body.push(`<path d="M-20 700Q400 610 820 650T1640 610" fill="none" stroke="#eee6d6" stroke-width="18" opacity=".55"/>`)
  p.body.push(
    `<ellipse cx="760" cy="616" rx="150" ry="26" fill="${mix(L.plant[0], '#ffffff', 0.12)}"/><path d="M1010 700q70 -30 170 -12q46 22 -22 38q-100 14 -148 -26Z" fill="#ecd9b0"/><path d="M760 612v-90" stroke="#f4f1ea" stroke-width="3"/><path d="M760 522l40 12 -40 12Z" fill="#c8463a"/><ellipse cx="760" cy="614" rx="6" ry="2" fill="#1a1a1a"/>`,
  )
  p.body.push(palmAt(p, 120, H + 20, 500), palmAt(p, 300, H + 30, 360, true), palmAt(p, 1480, H + 20, 520, true))
  return finish(p)
}

/** Mid-rise apartment buildings around a small park with a path, trees and a playground. */
function jvcPark(slug) {
  const horizon = 560
  const p = start(slug, 'morning', horizon, { sunX: 260 })
  const { L, R } = p
  p.body.push(skyline(R, L, { base: horizon, hmin: 20, hmax: 120, opacity: 0.4 }))
  const tone = ['#efe6d8', '#e7dccb', '#f3eee6', '#dcd3c6']
  for (let x = -30; x < W; ) {
    const w = R.int(170, 260)
    const h = R.int(170, 320)
    const c = mix(R.pick(tone), L.lit, 0.3)
    let bands = ''
    for (let y = horizon - h + 18; y < horizon - 10; y += 18) bands += `M${x + 10} ${y}h${w - 20}`
    p.body.push(
      `<path d="${rect(x, horizon - h, w, h)}" fill="${c}"/><path d="${rect(x + w * 0.7, horizon - h, w * 0.3, h)}" fill="${mix(c, L.shade, 0.5)}"/><path d="${bands}" stroke="${mix(L.glass[0], '#22303c', 0.3)}" stroke-width="9" opacity=".75"/><path d="${bands}" stroke="#fff" stroke-width="2" opacity=".6" transform="translate(0 6)"/><path d="${rect(x - 4, horizon - h - 8, w + 8, 8)}" fill="${mix(c, '#000000', 0.12)}"/>`,
    )
    x += w + R.int(24, 60)
  }
  p.defs.push(
    linear(
      'gs',
      [
        [0, mix(L.plant[0], '#d8e0a8', 0.15)],
        [1, L.plant[1]],
      ],
      0,
      horizon,
      0,
      H,
    ),
  )
  p.body.push(`<path d="${rect(0, horizon, W, H - horizon)}" fill="url(#gs)"/>`)
  for (let i = 0; i < 12; i++) p.body.push(tree(R, 40 + i * 136 + R.int(-20, 20), horizon + 30, R.range(70, 110), L))
  // The path sweeping through the park.
  p.body.push(
    `<path d="M-40 ${H}Q520 700 900 640T1640 600V650Q1100 660 960 700T200 ${H}Z" fill="${mix('#e9dfcf', L.lit, 0.3)}"/><path d="M-40 ${H}Q520 700 900 640T1640 600" fill="none" stroke="#000" stroke-width="2" opacity=".08"/>`,
  )
  // Playground: soft surface, a slide and a swing frame.
  p.body.push(
    `<ellipse cx="1180" cy="780" rx="250" ry="60" fill="#d9825b" opacity=".85"/><path d="M1040 790V660M1080 790V660M1040 690h40M1040 720h40M1040 750h40" stroke="#f4efe6" stroke-width="6"/><path d="${rect(1030, 650, 60, 12)}" fill="${GREEN}"/><path d="M1090 656Q1150 660 1170 740T1240 790" fill="none" stroke="#f2c14e" stroke-width="18" stroke-linecap="round"/><path d="M1260 800L1300 660L1340 800M1380 800L1420 660L1460 800M1300 662H1420" fill="none" stroke="${mix(GREEN, '#000000', 0.1)}" stroke-width="7"/><path d="M1330 662v80M1350 662v80M1380 662v74M1400 662v74" stroke="#8a9096" stroke-width="2"/><path d="${rect(1324, 740, 32, 8)}${rect(1374, 734, 32, 8)}" fill="#2f3b44"/>`,
  )
  // Benches and lamps along the path.
  p.body.push(
    `<path d="${rect(420, 706, 90, 10)}${rect(700, 660, 80, 9)}" fill="#8a6a4a"/><path d="M428 716v16M502 716v16M706 669v14M774 669v14" stroke="#3a3430" stroke-width="4"/><path d="M600 700V570M860 640V540" stroke="#3a3430" stroke-width="5"/><circle cx="600" cy="566" r="10" fill="#f4efe6"/><circle cx="860" cy="536" r="9" fill="#f4efe6"/>`,
  )
  p.body.push(tree(R, 140, H + 30, 330, L), palmAt(p, 1540, H + 20, 470, true))
  return finish(p, 0.22)
}

/** A beach at midday: parasols and loungers on pale sand, palms, the arch of a resort far off. */
function beach(slug) {
  const horizon = 440
  const p = start(slug, 'midday', horizon, { sunX: 1100 })
  const { L, R } = p
  p.body.push(skyline(R, L, { x0: -20, x1: 520, base: horizon, hmin: 20, hmax: 110, opacity: 0.35 }))
  // A resort on the horizon: two wings joined by a great arch.
  const hz = mix(L.haze, '#e8b8a0', 0.35)
  p.body.push(
    `<path d="M1020 ${horizon}V356h40v-20h30v20h26V300h30v-16h24v16h30V356h26v-20h30v20h40V${horizon}H1210V370Q1185 326 1160 370V${horizon}Z" fill="${hz}" opacity=".9"/>`,
  )
  p.defs.push(
    linear(
      'se',
      [
        [0, '#1f7fa8'],
        [0.6, '#3fb3c4'],
        [1, '#7fe0d8'],
      ],
      0,
      horizon,
      0,
      640,
    ),
    linear(
      'sa',
      [
        [0, '#f3e6cb'],
        [1, '#e0caa0'],
      ],
      0,
      640,
      0,
      H,
    ),
  )
  p.body.push(`<path d="${rect(0, horizon, W, 220)}" fill="url(#se)"/>`)
  const sparkle = new Strokes()
  const pts = []
  for (let i = 0; i < 90; i++) pts.push([R.range(0, W), horizon + 6 + R() ** 1.5 * 190, R.range(8, 40)])
  for (const [x, y, w] of pts.sort((a, b) => a[1] - b[1])) sparkle.add(x, y, w)
  p.body.push(sparkle.path('stroke="#fff" stroke-width="1.5" opacity=".45"'))
  // Surf, wet sand, then the beach.
  p.body.push(
    `<path d="M0 640Q200 624 400 636T800 632T1200 640T${W} 630V${H}H0Z" fill="#d8c29a"/><path d="M0 652Q200 636 400 648T800 644T1200 652T${W} 642V${H}H0Z" fill="url(#sa)"/><path d="M0 640Q200 624 400 636T800 632T1200 640T${W} 630" fill="none" stroke="#fff" stroke-width="6" opacity=".85"/><path d="M0 628Q220 614 430 624T830 620T1230 628T${W} 618" fill="none" stroke="#fff" stroke-width="2" opacity=".5"/>`,
  )
  // Parasols and loungers.
  const cloth = ['#f4efe6', GREEN, '#f4efe6', '#d9825b']
  for (let i = 0; i < 4; i++) {
    const x = 420 + i * 300
    const y = 760 + (i % 2) * 30
    p.body.push(
      `<ellipse cx="${x + 20}" cy="${y + 16}" rx="150" ry="18" fill="#000" opacity=".1"/>`,
      `<path d="M${x - 70} ${y}h120l30 -34" fill="none" stroke="#fbfaf7" stroke-width="10" stroke-linecap="round"/><path d="M${x - 66} ${y}v22M${x + 44} ${y}v22" stroke="#a89a88" stroke-width="5"/><path d="${rect(x - 60, y - 12, 60, 10)}" fill="${i % 2 ? '#7fa6b8' : '#e8c27a'}"/>`,
      `<path d="M${x} ${y + 10}V${y - 220}" stroke="#8a7a68" stroke-width="5"/><path d="M${x - 130} ${y - 190}Q${x} ${y - 262} ${x + 130} ${y - 190}q-22 10 -43 0q-22 10 -43 0q-22 10 -44 0q-22 10 -43 0q-22 10 -43 0q-22 10 -44 0Z" fill="${cloth[i]}"/><path d="M${x} ${y - 226}L${x - 60} ${y - 190}M${x} ${y - 226}L${x + 60} ${y - 190}" stroke="#000" opacity=".08" stroke-width="3"/>`,
    )
  }
  p.body.push(palmAt(p, 110, H + 20, 600), palmAt(p, 260, H + 10, 430, true), palmAt(p, 1530, H + 30, 480, true))
  return finish(p, 0.22)
}

/** Flamingos in the shallows at sunrise, Dubai Creek Harbour's towers across the water. */
function creek(slug) {
  const horizon = 480
  const p = start(slug, 'morning', horizon, { sunX: 1250 })
  const { L, R } = p
  const city = [skyline(R, L, { base: horizon, hmin: 40, hmax: 200, opacity: 0.5 }), towers(p, 80, 1520, horizon, { scale: 0.66, hmin: 0.55, hmax: 1 })]
  city.push(`<path d="${rect(0, horizon - 12, W, 12)}" fill="${L.plant[1]}"/>`)
  for (let x = 40; x < W; x += R.int(90, 140)) city.push(palmAt(p, x, horizon - 6, R.range(40, 60), R() < 0.5))
  p.defs.push(`<g id="city">${city.join('')}</g>`)
  p.body.push('<use href="#city"/>')
  water(p, horizon)
  // Mudflats and mangroves in front.
  p.body.push(
    `<path d="M-20 ${H}V760Q300 720 640 752T1240 744T${W + 20} 770V${H}Z" fill="${mix(L.water[0], '#e8dcc4', 0.55)}" opacity=".7"/><path d="M-20 ${H}V840Q400 800 800 830T${W + 20} 820V${H}Z" fill="${mix('#cfc0a0', L.water[0], 0.25)}"/>`,
  )
  let mangrove = ''
  for (const [mx, my, mr] of [
    [40, 780, 60],
    [120, 800, 50],
    [1500, 790, 64],
    [1580, 770, 56],
    [1420, 812, 40],
  ])
    mangrove += `M${mx - mr} ${my}a${mr} ${mr * 0.6} 0 1 0 ${2 * mr} 0a${mr} ${mr * 0.6} 0 1 0 ${-2 * mr} 0Z`
  p.body.push(`<path d="${mangrove}" fill="${L.plant[1]}"/>`)
  const pink = '#ee9aa2'
  const flamingo = (x, y, s, flip, preen) => {
    const f = flip ? -1 : 1
    const v = (a) => n(a * s, 1)
    const h = (a) => n(f * a * s, 1)
    const neck = preen
      ? `M${n(x + f * 8 * s)} ${n(y - 2 * s)}c${h(-10)} ${v(-16)} ${h(-26)} ${v(-6)} ${h(-22)} ${v(14)}`
      : `M${n(x + f * 6 * s)} ${n(y - 2 * s)}c${h(-6)} ${v(-22)} ${h(16)} ${v(-24)} ${h(7)} ${v(-44)}c${h(-4)} ${v(-9)} ${h(-14)} ${v(-5)} ${h(-13)} ${v(2)}`
    const headX = preen ? x + f * -14 * s : x + f * 0 * s
    const headY = preen ? y + 12 * s : y - 44 * s
    const bird = `<path d="M${n(x)} ${n(y)}c${h(14)} ${v(-10)} ${h(38)} ${v(-8)} ${h(46)} ${v(4)}c${h(-12)} ${v(12)} ${h(-34)} ${v(12)} ${h(-46)} ${v(-4)}Z" fill="${pink}"/><path d="M${n(x + f * 22 * s)} ${n(y - 4 * s)}c${h(10)} ${v(0)} ${h(20)} ${v(2)} ${h(24)} ${v(8)}" fill="none" stroke="#2a2226" stroke-width="${n(2 * s, 1)}" opacity=".6"/><path d="${neck}" fill="none" stroke="${pink}" stroke-width="${n(3.6 * s, 1)}" stroke-linecap="round"/><circle cx="${n(headX)}" cy="${n(headY)}" r="${n(3.6 * s, 1)}" fill="${pink}"/><path d="M${n(headX - f * 2 * s)} ${n(headY)}l${h(-7)} ${v(6)}" stroke="#2a2226" stroke-width="${n(2.4 * s, 1)}" stroke-linecap="round"/><path d="M${n(x + f * 20 * s)} ${n(y + 4 * s)}v${v(44)}M${n(x + f * 26 * s)} ${n(y + 4 * s)}l${h(4)} ${v(44)}" stroke="#d4787f" stroke-width="${n(1.8 * s, 1)}"/>`
    const mirrorY = y + 48 * s
    return `${bird}<g transform="matrix(1 0 0 -1 0 ${n(2 * mirrorY)})" opacity=".22">${bird}</g>`
  }
  const birds = []
  for (let i = 0; i < 8; i++) birds.push([150 + i * 170 + R.int(-40, 40), 690 + R.int(-20, 50), R.range(1.5, 2.2), R() < 0.4, R() < 0.3])
  for (const b of birds.sort((a, c) => a[1] - c[1])) p.body.push(flamingo(...b))
  return finish(p, 0.24)
}

/** An abstract plan of the city: coast, creek, districts, parks, metro lines, five urban centres. */
function masterplan(slug) {
  const R = prng(hash(slug))
  const defs = []
  const out = []
  defs.push(
    linear(
      'sea',
      [
        [0, '#2a7fa6'],
        [1, '#8fd0dc'],
      ],
      0,
      0,
      700,
      560,
    ),
  )
  out.push(`<rect width="${W}" height="${H}" fill="#efe7d8"/>`)
  // Desert texture: soft dune strokes towards the inland corner.
  let dunes = ''
  for (let i = 0; i < 26; i++) {
    const x = R.range(700, W)
    const y = R.range(520, H)
    dunes += `M${n(x)} ${n(y)}q40 -14 80 0t80 0`
  }
  out.push(`<path d="${dunes}" fill="none" stroke="#d8c8a8" stroke-width="3" opacity=".7"/>`)
  // Coast from the south-west to the north-east, the sea to the upper left.
  const coast = [
    [-40, 640],
    [260, 520],
    [560, 400],
    [860, 290],
    [1160, 170],
    [1460, 60],
    [1700, -20],
  ]
  out.push(`<path d="${smooth(coast)}L-40 -40Z" fill="url(#sea)"/><path d="${smooth(coast)}" fill="none" stroke="#f7f1e4" stroke-width="10"/>`)
  // The palm island and its crescent off the coast.
  const pc = [430, 330]
  let fr = ''
  for (let k = 0; k < 7; k++) {
    const a = ((-150 + k * 20) * Math.PI) / 180
    fr += `M${pc[0]} ${pc[1]}l${n(Math.cos(a) * 70)} ${n(Math.sin(a) * 70)}`
  }
  out.push(
    `<g transform="rotate(-22 ${pc[0]} ${pc[1]})"><path d="M${pc[0]} ${pc[1] + 90}V${pc[1]}${fr}" fill="none" stroke="#f3e6cb" stroke-width="9" stroke-linecap="round"/><path d="M${pc[0] - 110} ${pc[1] - 20}A110 100 0 0 1 ${pc[0] + 110} ${pc[1] - 20}" fill="none" stroke="#f3e6cb" stroke-width="8"/></g>`,
  )
  // The creek winding inland from the north-east.
  out.push(`<path d="M1290 120Q1330 220 1290 300T1380 460T1460 560" fill="none" stroke="#5fb3c9" stroke-width="26" stroke-linecap="round"/>`)
  // Districts: blocks on a grid turned parallel to the coast, thinning out inland.
  const ang = -21
  const cos = Math.cos((ang * Math.PI) / 180)
  const sin = Math.sin((ang * Math.PI) / 180)
  const tones = ['#e3d4bb', '#dcc7a6', '#e8dccb', '#d7b899', '#cfd9cf']
  const blocks = tones.map(() => '')
  for (let u = -200; u < 2000; u += 54)
    for (let v = 0; v < 900; v += 54) {
      const x = 0 + u * cos - v * sin
      const y = 700 + u * sin + v * cos - 120
      if (x < -60 || x > W + 60 || y < -60 || y > H + 60) continue
      // Stay on land: the coast line at this x.
      const coastY = 640 - (x + 40) * 0.39
      if (y < coastY + 30) continue
      const inland = (y - coastY) / 700
      if (R() < inland * 0.9 + 0.12) continue
      const k = R.int(0, tones.length - 1)
      blocks[k] += `M${n(x)} ${n(y)}l${n(44 * cos)} ${n(44 * sin)}l${n(-40 * sin)} ${n(40 * cos)}l${n(-44 * cos)} ${n(-44 * sin)}Z`
    }
  blocks.forEach((d, k) => {
    if (d) out.push(`<path d="${d}" fill="${tones[k]}" stroke="#c9b48f" stroke-width="1" stroke-opacity=".4"/>`)
  })
  // Parks and golf courses, and a green corridor.
  let green = ''
  for (const [gx, gy, gr] of [
    [760, 560, 70],
    [520, 700, 56],
    [1020, 470, 48],
    [300, 800, 44],
    [1180, 700, 60],
  ])
    green += `M${gx - gr} ${gy}a${gr} ${gr * 0.7} 0 1 0 ${2 * gr} 0a${gr} ${gr * 0.7} 0 1 0 ${-2 * gr} 0Z`
  out.push(
    `<path d="${green}" fill="#a9cf98"/><path d="M180 860Q600 640 980 560T1560 400" fill="none" stroke="#a9cf98" stroke-width="22" stroke-linecap="round" opacity=".8"/>`,
  )
  // Main roads parallel to the coast and across it.
  const roads = `${smooth([
    [-40, 720],
    [400, 550],
    [800, 400],
    [1200, 250],
    [1660, 80],
  ])}${smooth([
    [-40, 860],
    [500, 650],
    [1000, 470],
    [1660, 260],
  ])}M200 ${H}L520 300M640 ${H}L900 320M1100 ${H}L1240 260`
  out.push(
    `<path d="${roads}" fill="none" stroke="#c9b48f" stroke-width="14" stroke-linecap="round"/><path d="${roads}" fill="none" stroke="#fbf8f2" stroke-width="9" stroke-linecap="round"/>`,
  )
  // Metro: the red line along the coast road, the green line by the creek, the new blue line dashed.
  const red = smooth([
    [-40, 740],
    [400, 570],
    [800, 420],
    [1200, 270],
    [1660, 100],
  ])
  out.push(
    `<path d="${red}" fill="none" stroke="#d8453b" stroke-width="7"/><path d="M1100 230Q1250 250 1330 360T1560 520" fill="none" stroke="#2e9a5b" stroke-width="7"/><path d="M1270 330Q1350 470 1480 520T1640 700" fill="none" stroke="#2456c9" stroke-width="7" stroke-dasharray="16 10"/>`,
  )
  let stations = ''
  for (const [sx, sy] of [
    [160, 672],
    [420, 562],
    [640, 480],
    [870, 393],
    [1080, 316],
    [1330, 360],
    [1450, 470],
    [1560, 590],
  ])
    stations += `<circle cx="${sx}" cy="${sy}" r="7" fill="#fff" stroke="#2b2a28" stroke-width="3"/>`
  out.push(stations)
  // The five urban centres.
  for (const [cx, cy] of [
    [1250, 230],
    [880, 430],
    [250, 610],
    [420, 840],
    [1440, 690],
  ])
    out.push(
      `<circle cx="${cx}" cy="${cy}" r="64" fill="${GREEN}" fill-opacity=".14" stroke="${GREEN}" stroke-width="5"/><circle cx="${cx}" cy="${cy}" r="96" fill="none" stroke="${GREEN}" stroke-width="2" stroke-dasharray="6 8" opacity=".7"/><circle cx="${cx}" cy="${cy}" r="9" fill="${GREEN}"/>`,
    )
  // A faint survey grid over everything.
  let grid = ''
  for (let x = 100; x < W; x += 100) grid += `M${x} 0V${H}`
  for (let y = 100; y < H; y += 100) grid += `M0 ${y}H${W}`
  out.push(`<path d="${grid}" stroke="#6b5a40" stroke-width="1" opacity=".07"/>`)
  const v = vignette(W, H, 'vg', 0.22)
  return svg(W, H, defs.join('') + v.defs, out.join('') + v.body)
}

/** An airliner climbing over new low-rise homes, the lattice dome of Expo City beyond. */
function airport(slug) {
  const horizon = 600
  const p = start(slug, 'morning', horizon, { sunX: 300 })
  const { L, R } = p
  p.body.push(`<path d="${ridge(R, horizon - 14, 10, horizon + 20, 160)}" fill="#e4c9a0"/>`)
  p.body.push(skyline(R, L, { x0: 0, x1: 700, base: horizon, hmin: 20, hmax: 110, opacity: 0.35 }))
  // The dome: a lattice hemisphere with a soft fill.
  const dx = 1180
  const rx = 290
  const ry = 215
  let lattice = `M${dx - rx} ${horizon}A${rx} ${ry} 0 0 1 ${dx + rx} ${horizon}`
  for (const k of [0.25, 0.5, 0.75]) lattice += `M${dx - rx * k} ${horizon}A${rx * k} ${ry} 0 0 1 ${dx + rx * k} ${horizon}`
  lattice += `M${dx} ${horizon - ry}V${horizon}`
  for (const f of [0.3, 0.55, 0.78]) {
    const y = horizon - ry * f
    const half = rx * Math.sqrt(1 - f * f)
    lattice += `M${n(dx - half)} ${n(y)}H${n(dx + half)}`
  }
  p.body.push(
    `<path d="M${dx - rx} ${horizon}A${rx} ${ry} 0 0 1 ${dx + rx} ${horizon}Z" fill="#f4f1ea" opacity=".45"/><path d="${lattice}" fill="none" stroke="#f4f1ea" stroke-width="5"/><path d="${lattice}" fill="none" stroke="#9aa7b4" stroke-width="1.5" opacity=".6"/>`,
  )
  p.body.push(`<path d="${rect(0, horizon, W, H - horizon)}" fill="#e7d3b0"/>`)
  p.body.push(villaRow(p, 700, { count: 12, scale: 1.05, x0: -40 }))
  p.body.push(`<path d="${rect(0, 700, W, 22)}" fill="#efe4d0"/><path d="${rect(0, 722, W, H - 722)}" fill="${L.plant[0]}"/>`)
  for (let i = 0; i < 10; i++) {
    const x = 60 + i * 165
    if (x > 840 && x < 1500) continue
    p.body.push(palmAt(p, x, 724, R.range(180, 240), i % 2 === 1))
  }
  p.body.push(palmAt(p, 1560, 740, 260, true))
  p.body.push(`<path d="${rect(0, 850, W, 50)}" fill="#8d8b8f"/><path d="M0 875H${W}" stroke="#fff" stroke-width="3" stroke-dasharray="36 26" opacity=".7"/>`)
  // The aircraft, climbing away to the upper left, with its contrail.
  p.body.push(`<path d="M1400 420Q1000 330 760 240" fill="none" stroke="#fff" stroke-width="4" opacity=".45"/>`)
  p.body.push(
    `<g transform="translate(620 200)rotate(-16)scale(1.45)"><path d="M-160 0q10 -14 40 -14h250q26 0 40 14q-14 12 -40 12h-250q-30 0 -40 -12Z" fill="#f4f3f0"/><path d="M-10 0l-70 -90h26l90 90Z" fill="#e2e1de"/><path d="M0 4l-50 80h26l74 -80Z" fill="#d5d4d1"/><path d="M140 -6l30 -56h18l-12 58Z" fill="${GREEN}"/><path d="M-30 26h44v12h-44Z" fill="#c8c7c4"/><path d="M-120 -4h230" stroke="#9fb3c4" stroke-width="3" stroke-dasharray="6 8"/></g>`,
  )
  return finish(p, 0.2)
}

/** An elevated metro train on a curving viaduct at dusk, the lit city behind, traffic below. */
function metro(slug) {
  const horizon = 640
  const p = start(slug, 'dusk', horizon, { sunX: 1300 })
  const { L, R } = p
  p.body.push(skyline(R, L, { base: horizon, hmin: 60, hmax: 300, opacity: 0.6, spire: 0.2 }))
  p.body.push(towers(p, -20, W + 20, horizon + 10, { scale: 0.7, hmin: 0.6, hmax: 1.05, windows: 0.9 }))
  p.defs.push(
    linear(
      'st',
      [
        [0, '#2a2a3e'],
        [1, '#14141f'],
      ],
      0,
      horizon,
      0,
      H,
    ),
  )
  p.body.push(`<path d="${rect(0, horizon + 10, W, H - horizon)}" fill="url(#st)"/>`)
  // Light trails on the road below.
  const trails = new Strokes()
  const reds = new Strokes()
  for (let i = 0; i < 40; i++) {
    const y = 780 + R.range(0, 80)
    const x = R.range(-100, W)
    ;(i % 2 ? trails : reds).add(x, y, R.range(80, 260))
  }
  p.body.push(trails.path('stroke="#fff1cf" stroke-width="3" opacity=".7"'), reds.path('stroke="#ff5a4a" stroke-width="3" opacity=".7"'))
  // The viaduct: deck edge points from near (left) to far (right), piers beneath.
  const top = (x) => 560 - 120 * (x / W) + 40 * Math.sin((x / W) * Math.PI)
  const thick = (x) => 46 - 26 * (x / W)
  const upper = []
  const lower = []
  for (let x = -40; x <= W + 40; x += 80) {
    upper.push([x, top(x)])
    lower.push([x, top(x) + thick(x)])
  }
  let piers = ''
  for (let x = 60; x < W; x += 200 - 70 * (x / W)) {
    const w = 40 - 22 * (x / W)
    piers += rect(x - w / 2, top(x) + thick(x) - 2, w, 900)
  }
  p.body.push(`<path d="${piers}" fill="#4a4a60"/>`)
  p.body.push(`<path d="${smooth(upper)}${smooth(lower.reverse(), false).replace(/^L/, 'L')}Z" fill="#c9c6cf"/>`)
  p.body.push(`<path d="${smooth(upper)}" fill="none" stroke="#ece9ef" stroke-width="4"/>`)
  // The train: cars following the deck, silver with a blue stripe and lit windows.
  const cars = []
  for (let i = 0; i < 5; i++) {
    const x0 = 180 + i * 236
    const x1 = x0 + 226
    const y0 = top(x0)
    const y1 = top(x1)
    const ang = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI
    const len = Math.hypot(x1 - x0, y1 - y0)
    const s = 1 - 0.35 * (x0 / W)
    const hgt = 62 * s
    const nose = i === 4 ? `q${n(40 * s)} 0 ${n(40 * s)} ${n(hgt * 0.7)}v${n(hgt * 0.3)}h${n(-40 * s)}` : ''
    let wins = ''
    for (let wx = 14; wx < len - 30; wx += 30) wins += rrect(wx, -hgt + 14 * s, 20, 18 * s, 3)
    cars.push(
      `<g transform="translate(${n(x0)} ${n(y0)})rotate(${n(ang, 2)})"><path d="M0 0V${n(-hgt + 8)}q0 -8 8 -8h${n(len - 16)}${nose || `q8 0 8 8V0`}Z" fill="#e9ecef"/><path d="${wins}" fill="${L.win[0]}" opacity=".9"/><path d="M0 ${n(-hgt * 0.28)}h${n(len + (i === 4 ? 40 * s : 0))}" stroke="#2456c9" stroke-width="${n(8 * s, 1)}"/></g>`,
    )
  }
  p.body.push(cars.join(''))
  // Street lights glowing along the road.
  p.defs.push(
    radial('sl', 0, 0, 60, [
      [0, '#ffd596', 0.6],
      [1, '#ffd596', 0],
    ]),
  )
  let poles = ''
  for (let x = 100; x < W; x += 220)
    poles += `<path d="M${x} 880V740h30" fill="none" stroke="#2a2a3e" stroke-width="5"/><circle cx="${x + 30}" cy="744" r="60" fill="url(#sl)"/>`
  p.body.push(poles)
  return finish(p, 0.34)
}

/** Looking down the Marina canal at dusk: towers on both banks shrinking into the distance,
 * palms on the promenades, lit reflections in the water and a yacht heading out. */
function marinaCanal(slug) {
  const horizon = 470
  const p = start(slug, 'dusk', horizon, { sunX: 800 })
  const { L, R } = p
  const vx = 800
  p.body.push(skyline(R, L, { x0: 500, x1: 1100, base: horizon + 4, hmin: 20, hmax: 90, opacity: 0.7 }))
  // Water: the wedge between the two banks.
  p.defs.push(
    linear(
      'wt',
      [
        [0, mix(L.sky[2], L.water[0], 0.3)],
        [0.35, L.water[0]],
        [1, L.water[1]],
      ],
      0,
      horizon,
      0,
      H,
    ),
    radial('sw', vx, horizon + 40, 420, [
      [0, L.sky[2], 0.55],
      [1, L.sky[2], 0],
    ]),
  )
  const wedge = poly([
    [0, horizon + 380 * (800 / 900)],
    [vx, horizon],
    [W, horizon + 380 * (800 / 900)],
    [W, H],
    [0, H],
  ])
  p.defs.push(`<clipPath id="wc"><path d="${wedge}"/></clipPath>`)
  p.body.push(`<path d="${wedge}" fill="url(#wt)"/><path d="${wedge}" fill="url(#sw)"/>`)
  const uses = []
  const mirrors = []
  // Towers on both banks, far to near.
  const list = []
  for (const side of [-1, 1]) for (let t = 0.12; t < 0.95; t += R.range(0.09, 0.14)) list.push([side, t])
  list.sort((a, b) => a[1] - b[1])
  const reflect = new Strokes()
  let i = 0
  for (const [side, t] of list) {
    const d = towerDesign(R, 'residential')
    const scale = 1.45 * t
    d.height = Math.round(d.height * R.range(0.75, 1.1))
    const [ex, ey] = [vx + side * 900 * t, horizon + 380 * t]
    const w = d.width * scale
    const x = side < 0 ? ex - w - d.side * scale - 10 * t : ex + d.side * scale + 10 * t
    const tw = tower(R, L, d, { x, base: ey, id: `m${i}`, scale, sideRight: side < 0, windows: 0.9 })
    p.defs.push(tw.defs, `<g id="m${i}">${tw.body}</g>`)
    uses.push(`<use href="#m${i}"/>`)
    mirrors.push(`<use href="#m${i}" transform="matrix(1 0 0 -1 0 ${n(2 * ey)})"/>`)
    // Light from the tower in the water below its bank.
    for (let k = 0; k < 14; k++) {
      const yy = ey + 8 + k * 7 * t * 1.6
      const wx = ex + side * -R.range(10, 160) * t * 1.4
      reflect.add(wx, yy, R.range(10, 40) * t)
    }
    i++
  }
  p.body.push(`<g clip-path="url(#wc)" opacity=".3">${mirrors.join('')}</g>`, uses.join(''))
  // Promenades along each bank: a paved strip, a rail and palms.
  for (const side of [-1, 1]) {
    const far = [vx + side * 4, horizon]
    const near = [side < 0 ? 0 : W, horizon + 380 * (800 / 900)]
    p.body.push(
      `<path d="${poly([far, near, [near[0], near[1] + 16], [far[0], far[1] + 1]], 1)}" fill="${mix(L.ground, '#000000', 0.25)}"/><path d="M${far[0]} ${far[1]}L${near[0]} ${n(near[1])}" stroke="${L.win[0]}" stroke-width="2" opacity=".5"/>`,
    )
    for (let t = 0.2; t < 0.9; t += 0.13) p.body.push(palmAt(p, vx + side * 900 * t, horizon + 380 * t - 2, 150 * t, side > 0))
  }
  p.body.push(`<g clip-path="url(#wc)">${reflect.path(`stroke="${L.win[0]}" stroke-width="2" opacity=".45"`)}</g>`)
  const rip = new Strokes()
  for (let k = 0; k < 60; k++) {
    const y = horizon + 20 + R() ** 1.3 * (H - horizon - 20)
    const halfW = ((y - horizon) / 380) * 900
    rip.add(vx + R.range(-halfW, halfW), y, 6 + ((y - horizon) / 400) * 50)
  }
  p.body.push(rip.path('stroke="#fff" stroke-width="1.2" opacity=".25"'))
  p.body.push(yacht(700, 760, 1.5, L))
  return finish(p, 0.3)
}

// ---------------------------------------------------------------------------------------------
// Which scene each article gets

const SCENES = {
  'dubai-off-plan-guide-2026': (s) => construction(s, 'golden-hour'),
  'golden-visa-through-property': (s) => desk(s, 'golden-hour', 'visa'),
  'dubai-marina-living': (s) => marinaCanal(s),
  'ejari-tenancy-basics': (s) => interior(s, 'morning', 'day'),
  'q3-2026-market-report': (s) => chart(s, 'dusk', 'towers'),
  'dubai-property-buying-costs': (s) => desk(s, 'morning', 'costs'),
  'mortgages-for-non-residents': (s) => keyNight(s),
  'snagging-handover-inspection': (s) => interior(s, 'morning', 'empty'),
  'selling-your-dubai-property': (s) => villaFront(s, 'golden-hour'),
  'buying-from-abroad-power-of-attorney': (s) => flight(s),
  'rental-yields-by-area-2026': (s) => chart(s, 'midday', 'blocks'),
  'dubai-payment-plans-compared': (s) => stages(s, 'morning'),
  'aed-peg-and-tax-for-investors': (s) => coins(s),
  'ras-al-khaimah-al-marjan-wynn': (s) => island(s),
  'service-charges-and-net-yield': (s) => poolDeck(s),
  'holiday-home-permit-dtcm': (s) => terrace(s),
  'landlord-guide-renewals-notices': (s) => interior(s, 'dusk', 'evening'),
  'managing-a-rental-from-abroad': (s) => desk(s, 'golden-hour', 'laptop'),
  'rent-or-buy-dubai': (s) => townhouses(s, 'midday'),
  'dubai-hills-estate-family-guide': (s) => hills(s),
  'jvc-community-guide': (s) => jvcPark(s),
  'palm-jumeirah-living': (s) => beach(s),
  'dubai-creek-harbour-guide': (s) => creek(s),
  'dubai-2040-master-plan-update': (s) => masterplan(s),
  'expo-city-dubai-south-update': (s) => airport(s),
  'metro-blue-line-communities': (s) => metro(s),
}

export function drawCover(slug) {
  const scene = SCENES[slug]
  if (!scene) throw new Error(`no cover scene for article "${slug}": add one to SCENES in scripts/art/articles.mjs`)
  return scene(slug)
}

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'assets')
const wanted = process.argv.slice(2)
const over = []
let count = 0
let total = 0
let largest = 0
for (const a of articles) {
  if (wanted.length && !wanted.includes(a.slug)) continue
  const text = drawCover(a.slug)
  const file = join(ASSETS, a.cover.src)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
  const kb = Buffer.byteLength(text) / 1024
  count++
  total += kb
  largest = Math.max(largest, kb)
  if (kb > BUDGET_KB) over.push(`${a.cover.src} ${kb.toFixed(1)} KB > ${BUDGET_KB} KB`)
}
for (const slug of Object.keys(SCENES)) if (!articles.some((a) => a.slug === slug)) console.warn(`scene without an article: ${slug}`)
console.log(`articles     ${String(count).padStart(4)} files, ${(total / 1024).toFixed(2)} MB, largest ${largest.toFixed(1)} KB`)
if (over.length) {
  console.error(`Over budget:\n- ${over.join('\n- ')}`)
  process.exitCode = 1
}

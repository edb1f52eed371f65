#!/usr/bin/env node
// Pictures for the two programme pages (1600×900, dusk, so white hero text reads on them):
//
//   assets/images/partners/referral-marina.svg   Refer & Earn: a signed agreement, keys and coffee
//                                                on a terrace table over Dubai Marina
//   assets/images/careers/office-dusk.svg        Careers: a boardroom before floor-to-ceiling
//                                                windows onto the skyline and Burj Khalifa
//
//   node scripts/art/programmes.mjs              both
//   node scripts/art/programmes.mjs careers      only the named ones (partners, careers)
//
// Built from the shared scenery of lib.mjs and buildings.mjs; deterministic (prng(hash(name))), no
// text, fonts or downloads. The still-life objects follow articles.mjs (which runs on import, so they
// are drawn again here). Fails when a picture is over its 60 KB budget.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { burjKhalifa, towers } from './buildings.mjs'
import { hash, LIGHTS, linear, mix, n, palm, palmSymbol, poly, prng, radial, rect, rrect, Strokes, sky, skyline, svg, vignette } from './lib.mjs'

const W = 1600
const H = 900
const BUDGET_KB = 60
/** The brand greens (uno.config.ts primary 500 and 300). */
const GREEN = '#1f7a52'
const MINT = '#82d2ab'

function start(name, light, horizon, sunX) {
  const base = LIGHTS[light]
  const L = { ...base, sun: [sunX, Math.round((base.sun[1] / 800) * horizon), base.sun[2], base.sun[3]] }
  const R = prng(hash(name))
  const s = sky(L, W, H, horizon, R)
  return { L, R, defs: [s.defs], body: [s.body] }
}

function finish(p, strength = 0.3) {
  const v = vignette(W, H, 'vg', strength)
  return svg(W, H, p.defs.join('') + v.defs, p.body.join('') + v.body)
}

/** Water from `y` to `bottom`, mirroring the group `#city` (in the defs), with ripples. */
function water(p, y, bottom) {
  const { L, R } = p
  p.defs.push(
    linear(
      'wt',
      [
        [0, mix(L.water[0], L.sky[2], 0.35)],
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
  p.body.push(`<g clip-path="url(#wc)"><use href="#city" transform="matrix(1 0 0 -1 0 ${2 * y})" opacity=".3"/></g>`)
  const rip = new Strokes()
  const list = []
  for (let i = 0; i < 90; i++) {
    const t = R() ** 1.4
    list.push([R.range(-20, W), y + 4 + t * (bottom - y - 4), 8 + t * R.range(10, 70)])
  }
  for (const [x, yy, w] of list.sort((a, b) => a[1] - b[1])) rip.add(x, yy, w)
  p.body.push(rip.path(`stroke="${L.win[0]}" stroke-width="1.3" opacity=".3"`))
}

function yacht(x, y, s, L) {
  const hull = '#d8d2cc'
  return `<path d="M${n(x)} ${n(y)}h${n(150 * s)}l${n(-14 * s)} ${n(16 * s)}h${n(-128 * s)}Z" fill="${hull}"/><path d="M${n(x + 30 * s)} ${n(y)}l${n(16 * s)} ${n(-16 * s)}h${n(60 * s)}l${n(14 * s)} ${n(16 * s)}Z" fill="${mix(hull, '#000000', 0.12)}"/><path d="M${n(x + 34 * s)} ${n(y - 5 * s)}h${n(70 * s)}" stroke="${L.win[0]}" stroke-width="${n(3 * s, 1)}" opacity=".8"/>`
}

/** A lying object seen from above at an angle: drawn in plan, turned, then foreshortened. */
function flat(x, y, rot, content, k = 0.56, s = 1) {
  return `<g transform="translate(${n(x)} ${n(y)})scale(${n(s, 2)} ${n(k * s, 2)})rotate(${n(rot)})">${content}</g>`
}

// ---------------------------------------------------------------------------------------------
// Still-life objects, drawn in plan and centred on the origin

const BRASS =
  '<linearGradient id="br" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3dc97"/><stop offset=".45" stop-color="#c9a04a"/><stop offset="1" stop-color="#7a5a22"/></linearGradient>'

function keys(tag) {
  const key = (rot) =>
    `<g transform="rotate(${rot})"><path d="M22 -7h110v14h-12v10h-10v-10h-8v14h-12v-14h-68Z" fill="url(#br)"/><circle r="26" fill="url(#br)"/><circle cx="-8" r="8" fill="#000" opacity=".55"/></g>`
  return `<circle r="40" fill="none" stroke="#cfc8bc" stroke-width="6"/><g transform="translate(34 20)">${key(18)}</g><g transform="translate(20 -30)">${key(-38)}</g><g transform="translate(-40 30)rotate(150)"><path d="${rrect(-30, 10, 60, 110, 14)}" fill="${tag}"/><circle cy="28" r="7" fill="#2a1c12"/></g>`
}

/** A two-page agreement, signed, with the brand's green seal. */
function agreement() {
  let lines = ''
  for (let y = -130; y < 90; y += 22) lines += `M-112 ${y}h${y % 3 ? 224 : 170}`
  return `<path d="${rect(-150, -200, 300, 400)}" fill="#d9d3c8" transform="rotate(-6)"/><path d="${rect(-150, -200, 300, 400)}" fill="#f6f3ee"/><path d="M-112 -170h150" stroke="#2f3b44" stroke-width="12" opacity=".7"/><path d="${lines}" stroke="#8a9096" stroke-width="5" opacity=".45"/><path d="M-112 140c20 -30 32 12 50 -8s24 -16 36 6" fill="none" stroke="#1d3b6b" stroke-width="4"/><path d="M-112 160h120" stroke="#8a9096" stroke-width="2" opacity=".6"/><circle cx="84" cy="140" r="32" fill="none" stroke="${GREEN}" stroke-width="5"/><circle cx="84" cy="140" r="21" fill="none" stroke="${GREEN}" stroke-width="2"/>`
}

function pen() {
  return `<path d="${rrect(-150, -9, 250, 18, 9)}" fill="#1e2226"/><path d="M100 -8l46 8l-46 8Z" fill="#d9b45a"/><path d="${rect(-120, -13, 90, 4)}" fill="#d9b45a"/>`
}

function cup(coffee = '#5a3a26') {
  return `<circle r="78" fill="#f4f1ec"/><circle r="70" fill="none" stroke="#000" opacity=".06" stroke-width="4"/><circle r="48" fill="#fbfaf7"/><circle r="40" fill="${coffee}"/><circle cx="-10" cy="-10" r="12" fill="#fff" opacity=".15"/><path d="${rrect(44, -12, 46, 24, 12)}" fill="#fbfaf7"/>`
}

/** A phone showing a referral being tracked: a listing, a progress bar, a green tick. */
function phone() {
  return `<path d="${rrect(-50, -100, 100, 200, 16)}" fill="#1b1e22"/><path d="${rrect(-44, -92, 88, 184, 11)}" fill="#eef1f2"/><path d="${rrect(-36, -80, 72, 54, 6)}" fill="${MINT}"/><path d="M-30 -40l16 -22l12 12l10 -20l22 30Z" fill="${GREEN}" opacity=".6"/><path d="M-36 -6h64M-36 10h40" stroke="#8a9096" stroke-width="7" stroke-linecap="round" opacity=".6"/><path d="${rrect(-36, 30, 72, 10, 5)}" fill="#cfd6d9"/><path d="${rrect(-36, 30, 54, 10, 5)}" fill="${GREEN}"/><circle cx="-20" cy="66" r="14" fill="${GREEN}"/><path d="M-27 66l5 5l9 -10" fill="none" stroke="#fff" stroke-width="3"/><path d="M0 60h36M0 74h24" stroke="#8a9096" stroke-width="6" stroke-linecap="round" opacity=".6"/>`
}

// ---------------------------------------------------------------------------------------------
// Scenes

/** Refer & Earn: the deal done — a terrace table over Dubai Marina at dusk. */
function partners() {
  const horizon = 470
  const p = start('partners-referral-marina', 'dusk', horizon, 760)
  const { L, R } = p
  p.defs.push(palmSymbol('#3a302c', L.plant[0], L.plant[1]))
  const city = [
    skyline(R, L, { x0: -20, x1: W + 20, base: horizon, hmin: 60, hmax: 260, opacity: 0.6, spire: 0.2 }),
    towers(p, 420, W + 40, horizon, { hmin: 0.7, hmax: 1.1, scale: 0.62, lit: true, windows: 0.5 }),
    towers(p, -40, 300, horizon, { hmin: 0.45, hmax: 0.7, scale: 0.5, id: 'l', lit: true, windows: 0.5 }),
    `<path d="${rect(0, horizon - 12, W, 12)}" fill="${mix(L.ground, '#000000', 0.3)}"/>`,
  ]
  for (let x = 40; x < W; x += R.int(120, 170)) city.push(palm(x, horizon - 6, R.range(56, 80), R() < 0.5))
  p.defs.push(`<g id="city">${city.join('')}</g>`)
  p.body.push('<use href="#city"/>')
  const deck = 640
  water(p, horizon, deck)
  p.body.push(yacht(300, 540, 1.1, L), yacht(760, 585, 1.4, L), yacht(1180, 520, 0.9, L))
  // Glass balustrade: a steel top rail and posts, the water seen through a faint tint.
  p.body.push(
    `<path d="${rect(0, 560, W, deck - 560)}" fill="#9fb3c8" opacity=".08"/><path d="M0 560H${W}" stroke="#2b2a33" stroke-width="7"/>`,
    `<path d="${Array.from({ length: 9 }, (_, i) => `M${i * 200 + 40} 560V${deck}`).join('')}" stroke="#2b2a33" stroke-width="5" opacity=".7"/>`,
  )
  // The table: dark stone, warm light from the left where the sun went down.
  p.defs.push(
    linear(
      'tb',
      [
        [0, '#4a3f44'],
        [1, '#1f1a1e'],
      ],
      0,
      deck,
      0,
      H,
    ),
    radial('tg', 700, deck + 40, 700, [
      [0, '#ffb27a', 0.28],
      [1, '#ffb27a', 0],
    ]),
    BRASS,
  )
  p.body.push(
    `<path d="${rect(0, deck, W, 10)}" fill="#6e5f66"/><path d="${rect(0, deck + 10, W, H - deck - 10)}" fill="url(#tb)"/><path d="${rect(0, deck, W, H - deck)}" fill="url(#tg)"/>`,
  )
  const shadow = (x, y, rot, shape, s = 1) => flat(x + 12, y + 14, rot, `<path d="${shape}" fill="#000" opacity=".3"/>`, 0.5, s)
  p.body.push(
    shadow(1010, 780, -8, rect(-150, -200, 300, 400), 1.15),
    flat(1010, 780, -8, agreement(), 0.5, 1.15),
    flat(1060, 830, -24, pen(), 0.5, 1.1),
    flat(1340, 730, 0, cup(), 0.5, 0.95),
    flat(720, 760, 0, cup('#4a2e1e'), 0.5, 0.85),
    shadow(1400, 820, 18, rrect(-50, -100, 100, 200, 16), 1.2),
    flat(1400, 820, 18, phone(), 0.5, 1.2),
    flat(1230, 850, 34, `<g transform="scale(.8)">${keys('#1f7a52')}</g>`, 0.5),
  )
  return finish(p, 0.34)
}

/** Careers: the boardroom at dusk, the table set for a meeting, the skyline through the glass. */
function careers() {
  const horizon = 560
  const p = start('careers-office-dusk', 'dusk', horizon, 1000)
  const { L, R } = p
  const city = [
    skyline(R, L, { base: horizon + 40, hmin: 60, hmax: 260, opacity: 0.6, spire: 0.2 }),
    burjKhalifa(1010, horizon + 40, 520, mix(L.shade, '#8a90a8', 0.3)),
    towers(p, 260, 880, horizon + 60, { scale: 0.5, hmin: 0.5, hmax: 0.95, lit: true, windows: 0.5 }),
    towers(p, 1110, 1380, horizon + 60, { scale: 0.5, hmin: 0.5, hmax: 0.9, id: 'b', lit: true, windows: 0.5 }),
  ]
  p.body.push(city.join(''))
  // The room: one-point perspective on the window wall.
  const vx = 800
  const vy = 430
  const bx0 = 250
  const bx1 = 1350
  const by0 = 90
  const by1 = 620
  const wall = '#5f5563'
  const ceiling = '#4a424f'
  p.body.push(
    `<path d="M0 0H${W}V${by1}H0ZM${bx0 + 30} ${by0 + 14}V${by1}H${bx1 - 30}V${by0 + 14}Z" fill="${mix(wall, '#ffffff', 0.06)}" fill-rule="evenodd"/>`,
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
    ])}" fill="${mix(wall, L.shade, 0.3)}"/>`,
    `<path d="${poly([
      [W, 0],
      [bx1, by0],
      [bx1, by1],
      [W, H],
    ])}" fill="${mix(wall, '#000000', 0.25)}"/>`,
  )
  // Window frame and mullions.
  const mull = [bx0 + 30, 555, 800, 1045, bx1 - 30]
  p.body.push(
    `<path d="M${bx0 + 30} ${by0 + 14}H${bx1 - 30}V${by1}H${bx0 + 30}Z" fill="none" stroke="#2a2428" stroke-width="10"/><path d="${mull
      .slice(1, -1)
      .map((x) => `M${x} ${by0 + 14}V${by1}`)
      .join('')}" stroke="#2a2428" stroke-width="7"/>`,
  )
  // Floor: dark oak converging on the vanishing point, with the city's glow on it.
  p.defs.push(
    linear(
      'fl',
      [
        [0, '#6a5548'],
        [1, '#2e241f'],
      ],
      0,
      by1,
      0,
      H,
    ),
    radial('fg', vx, by1, 620, [
      [0, '#ffb27a', 0.22],
      [1, '#ffb27a', 0],
    ]),
  )
  p.body.push(
    `<path d="${poly([
      [bx0, by1],
      [bx1, by1],
      [W, H],
      [0, H],
    ])}" fill="url(#fl)"/><path d="${rect(0, by1, W, H - by1)}" fill="url(#fg)"/>`,
  )
  let boards = ''
  for (let x = bx0; x <= bx1; x += 50) boards += `M${x} ${by1}L${n(vx + ((x - vx) * (H - vy)) / (by1 - vy))} ${H}`
  p.body.push(`<path d="${boards}" stroke="#000" stroke-width="1.5" opacity=".12"/>`)
  // Pendant lights over the table, each with a warm pool of light.
  // In each pool's own box (objectBoundingBox), so one gradient serves all three.
  p.defs.push(
    '<radialGradient id="pl"><stop offset="0" stop-color="#ffd596" stop-opacity=".4"/><stop offset="1" stop-color="#ffd596" stop-opacity="0"/></radialGradient>',
  )
  for (const [x, y, s] of [
    [640, 250, 0.8],
    [800, 262, 0.9],
    [960, 250, 0.8],
  ])
    p.body.push(
      `<path d="M${x} ${by0 + (x === 800 ? 0 : 4)}V${y - 14 * s}" stroke="#1e1a1c" stroke-width="2"/><path d="M${n(x - 36 * s)} ${y}q${n(36 * s)} ${n(-34 * s)} ${n(72 * s)} 0Z" fill="#1e1a1c"/><ellipse cx="${x}" cy="${y}" rx="${n(30 * s)}" ry="${n(5 * s)}" fill="#fff1d6"/><ellipse cx="${x}" cy="${n(y + 60)}" rx="${n(160 * s)}" ry="${n(110 * s)}" fill="url(#pl)"/>`,
    )
  // The boardroom table in perspective, chairs along both sides.
  const top = [
    [600, 520],
    [1000, 520],
    [1260, 800],
    [340, 800],
  ]
  const chair = (x, y, s, side) => {
    const back = `<path d="${rrect(-34, -110, 68, 92, 16)}" fill="#24202a"/><path d="${rrect(-30, -104, 60, 40, 12)}" fill="#332d38"/>`
    const seat = `<path d="${rrect(-40, -24, 80, 26, 10)}" fill="#2c2731"/><path d="M0 2v26M-24 30h48" stroke="#15121a" stroke-width="6"/>`
    return `<g transform="translate(${n(x)} ${n(y)})scale(${n(side * s, 2)} ${n(s, 2)})">${back}${seat}</g>`
  }
  const chairs = []
  for (let i = 0; i < 4; i++) {
    const t = i / 3.4
    const s = 0.55 + t * 0.75
    const y = 520 + t * 270
    chairs.push([600 - t * 260 - 40 * s, y + 10 * s, s, 1], [1000 + t * 260 + 40 * s, y + 10 * s, s, -1])
  }
  // Far chairs first, then the table, then the near ones overlap it.
  const far = chairs.filter(([, y]) => y < 640)
  const near = chairs.filter(([, y]) => y >= 640)
  p.body.push(far.map(([x, y, s, side]) => chair(x, y, s, side)).join(''))
  p.defs.push(
    linear(
      'tt',
      [
        [0, '#8a6a52'],
        [1, '#4a3428'],
      ],
      0,
      520,
      0,
      800,
    ),
  )
  p.body.push(
    `<path d="${poly(top)}" fill="url(#tt)"/><path d="M340 800h920v18h-920Z" fill="#2a1d16"/><path d="${poly([
      [700, 520],
      [900, 520],
      [980, 800],
      [620, 800],
    ])}" fill="#ffd596" opacity=".09"/>`,
  )
  // On the table: laptops glowing, notebooks, cups, a low plant.
  const laptop = (x, y, s) =>
    `<g transform="translate(${n(x)} ${n(y)})scale(${n(s, 2)})"><path d="M-60 0h120l10 10h-140Z" fill="#b9bcc1"/><path d="M-54 -70h108v70h-108Z" fill="#2a2d31"/><path d="M-48 -64h96v58h-96Z" fill="${MINT}" opacity=".55"/><path d="M-40 -52h50M-40 -40h70M-40 -28h40" stroke="#fff" stroke-width="5" opacity=".55"/></g>`
  p.body.push(laptop(560, 640, 0.9), laptop(1050, 610, 0.75), laptop(820, 560, 0.5))
  p.body.push(
    flat(700, 720, -10, `<path d="${rrect(-110, -150, 220, 300, 10)}" fill="#27323a"/><path d="${rect(60, -150, 10, 300)}" fill="${GREEN}"/>`, 0.45, 0.45),
    flat(960, 700, 0, cup(), 0.45, 0.4),
    flat(420, 760, 0, cup(), 0.45, 0.45),
    `<g transform="translate(800 600)"><ellipse rx="54" ry="10" fill="#2a2226"/><path d="M-40 0q-10 -50 -40 -60q40 0 50 40q-4 -60 30 -80q-14 50 0 90q10 -44 50 -50q-30 20 -24 60Z" fill="${L.plant[0]}"/></g>`,
  )
  p.body.push(near.map(([x, y, s, side]) => chair(x, y, s, side)).join(''))
  return finish(p, 0.34)
}

const PICTURES = {
  partners: { file: 'images/partners/referral-marina.svg', draw: partners },
  careers: { file: 'images/careers/office-dusk.svg', draw: careers },
}

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'assets')
const wanted = process.argv.slice(2)
const over = []
for (const [name, { file, draw }] of Object.entries(PICTURES)) {
  if (wanted.length && !wanted.includes(name)) continue
  const text = draw()
  const path = join(ASSETS, file)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
  const kb = Buffer.byteLength(text) / 1024
  console.log(`${file.padEnd(40)} ${kb.toFixed(1)} KB`)
  if (kb > BUDGET_KB) over.push(`${file} ${kb.toFixed(1)} KB > ${BUDGET_KB} KB`)
}
if (over.length) {
  console.error(`Over budget:\n- ${over.join('\n- ')}`)
  process.exitCode = 1
}

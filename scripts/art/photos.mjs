// Project "photos" (1200×800): one drawing per scene of seed/content/media.ts. The building design is
// seeded by the project's slug (the same tower in every photo of a project); the composition by the
// photo number; the light comes from media.ts, so each picture matches its alt text.
import { podium, tower } from './buildings.mjs'
import {
  hedge,
  LIGHTS,
  linear,
  mix,
  n,
  palm,
  palmSymbol,
  perspective,
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

const W = 1200
const H = 800

function finish(parts) {
  const v = vignette(W, H)
  return svg(W, H, parts.defs.join('') + v.defs, parts.body.join('') + v.body)
}

function scene(L, R, horizon) {
  const s = sky(L, W, H, horizon, R)
  return { defs: [s.defs, palmSymbol(L.dark ? '#3a302c' : '#7a6552', L.plant[0], L.plant[1])], body: [s.body] }
}

/** Paved forecourt and planting in front of a building: ground from `y` down. */
function forecourt(R, L, parts, y, { palms = 4, water = false } = {}) {
  parts.defs.push(
    linear(
      'gd',
      [
        [0, mix(L.ground, '#ffffff', L.dark ? 0 : 0.15)],
        [1, mix(L.ground, '#000000', 0.25)],
      ],
      0,
      y,
      0,
      H,
    ),
  )
  parts.body.push(`<path d="${rect(0, y, W, H - y)}" fill="url(#gd)"/>`)
  // Paving joints converging towards the building, rows closer together in the distance.
  let j = ''
  for (let i = -6; i <= 18; i++) j += `M${n(i * 70)} ${H}L${n(W / 2 + (i * 70 - W / 2) * 0.55)} ${y}`
  for (let k = 1; k < 6; k++) j += `M0 ${n(y + (H - y) * (k / 6) ** 1.7)}h${W}`
  parts.body.push(`<path d="${j}" stroke="#000" stroke-width="1" opacity=".07"/>`)
  // Drop-off kerb and a reflecting pool or lawn strip.
  parts.body.push(`<path d="${rect(0, y + 44, W, 5)}" fill="#fff" opacity=".35"/>`)
  if (water) {
    parts.body.push(
      `<path d="${rect(W * 0.2, y + 6, W * 0.6, 26)}" fill="${L.water[0]}"/><path d="${rect(W * 0.2, y + 6, W * 0.6, 3)}" fill="#fff" opacity=".5"/>`,
    )
    if (L.win) parts.body.push(`<path d="${rect(W * 0.2, y + 16, W * 0.6, 6)}" fill="${L.win[0]}" opacity=".25"/>`)
  }
  // Planting beds: clipped hedges with rounded shrubs in front.
  parts.body.push(hedge(-10, W * 0.3, y + 30, 20, L), hedge(W * 0.7, W + 10, y + 30, 20, L))
  let shrubs = ''
  let shrubsLit = ''
  for (let x = -10; x < W + 20; x += R.int(26, 40)) {
    if (x > W * 0.3 && x < W * 0.7) continue
    const r = R.int(10, 16)
    shrubs += `M${x - r} ${y + 40}a${r} ${n(r * 0.8)} 0 0 1 ${2 * r} 0Z`
    shrubsLit += `M${n(x - r * 0.6)} ${y + 36}a${n(r * 0.6)} ${n(r * 0.45)} 0 0 1 ${n(r * 1.2)} 0Z`
  }
  parts.body.push(`<path d="${shrubs}" fill="${mix(L.plant[1], '#000000', 0.1)}"/><path d="${shrubsLit}" fill="${L.plant[0]}" opacity=".8"/>`)
  const spots = []
  for (let i = 0; i < palms; i++) spots.push(i < palms / 2 ? R.range(30, W * 0.28) : R.range(W * 0.72, W - 30))
  for (const px of spots) {
    const py = y + R.range(70, 150)
    const ph = R.range(260, 360)
    // Long soft shadow across the paving, away from the sun.
    const dir = L.sun[0] < W / 2 ? 1 : -1
    if (!L.dark)
      parts.body.push(`<path d="M${n(px)} ${n(py)}l${n(dir * ph * 0.5)} ${n(ph * 0.05)}l${n(dir * 40)} -4l${n(-dir * 20)} -8Z" fill="#000" opacity=".12"/>`)
    parts.body.push(palm(px, py, ph, R() < 0.5))
  }
}

/** Residential or office tower on its podium, seen from the street. */
export function towerScene({ light, design, n: shot, seed }) {
  const L = LIGHTS[light]
  const R = prng(seed * 31 + shot)
  const base = 640
  const parts = scene(L, R, base)
  parts.body.push(skyline(R, L, { base, hmin: 60, hmax: 260, opacity: L.dark ? 0.8 : 0.5 }))
  // Neighbouring towers frame the picture, a shade darker.
  const nb = { ...design, crown: 'flat', tint: mix(design.tint, '#667788', 0.4), width: 170, side: 50, height: 420 }
  const left = tower(R, L, nb, { x: -40, base, id: 'na', scale: 0.9, lit: false, windows: 0.5 })
  const right = tower(R, L, { ...nb, height: 360 }, { x: W - 150, base, id: 'nb', sideRight: false, scale: 0.85, lit: false, windows: 0.5 })
  parts.defs.push(left.defs, right.defs)
  parts.body.push(`<g opacity=".85">${left.body}${right.body}</g>`)
  const sideRight = L.sun[0] < W / 2
  const x = (shot === 2 ? 0.52 : 0.42) * W - design.width / 2 + R.int(-40, 40)
  const t = tower(R, L, design, { x, base: base - design.podium * 0.4, id: 'tw', sideRight })
  parts.defs.push(t.defs)
  parts.body.push(t.body)
  const p = podium(L, { x: x - 60, w: design.width + design.side + 120, base, h: design.podium, tint: design.tint })
  parts.body.push(p.body)
  forecourt(R, L, parts, base, { palms: 4, water: design.kind !== 'office' && R.chance(0.4) })
  return finish(parts)
}

/** A resort pool deck seen along the pool (or a rooftop infinity pool), with loungers and parasols. */
export function poolScene({ light, design, n: shot, seed, rooftop = false }) {
  const L = LIGHTS[light]
  const R = prng(seed * 17 + shot)
  const horizon = rooftop ? 470 : 380
  const parts = scene(L, R, horizon)
  const deck = L.dark ? mix('#cdbfae', '#000000', 0.45) : mix('#eadfcd', L.ground, 0.3)
  const cushion = L.dark ? '#cfc5b8' : '#faf6ef'
  const wood = L.dark ? '#4d3e34' : '#8b6a4e'
  /** A sun lounger in side view, `s` = scale, facing right (or left when flip). */
  const lounger = (x, y, s, flip = false) => {
    const f = flip ? -1 : 1
    return `<path d="M${n(x)} ${n(y)}h${n(f * 120 * s)}l${n(f * 34 * s)} ${n(-40 * s)}l${n(f * 10 * s)} ${n(5 * s)}l${n(-f * 30 * s)} ${n(43 * s)}l${n(-f * 4 * s)} ${n(8 * s)}h${n(-f * 126 * s)}Z" fill="${cushion}"/><path d="M${n(x + f * 8 * s)} ${n(y + 8 * s)}v${n(16 * s)}M${n(x + f * 116 * s)} ${n(y + 8 * s)}v${n(16 * s)}M${n(x)} ${n(y + 9 * s)}h${n(f * 126 * s)}" stroke="${wood}" stroke-width="${n(4 * s, 1)}"/>`
  }
  const parasol = (x, y, s) =>
    `<path d="M${n(x)} ${n(y)}v${n(-150 * s)}" stroke="${wood}" stroke-width="${n(4 * s, 1)}"/><path d="M${n(x - 85 * s)} ${n(y - 132 * s)}Q${n(x - 40 * s)} ${n(y - 150 * s)} ${n(x)} ${n(y - 172 * s)}Q${n(x + 40 * s)} ${n(y - 150 * s)} ${n(x + 85 * s)} ${n(y - 132 * s)}Z" fill="${L.dark ? '#d9cfc2' : '#f3ece0'}"/><path d="M${n(x - 85 * s)} ${n(y - 132 * s)}h${n(170 * s)}" stroke="#000" stroke-width="2" opacity=".12"/>`
  if (rooftop) {
    // The city beyond the infinity edge, the pool mirroring the sky, the deck in front.
    parts.body.push(skyline(R, L, { base: horizon, hmin: 40, hmax: 260, opacity: 0.7, spire: 0.25 }))
    parts.body.push(skyline(R, L, { base: horizon, hmin: 20, hmax: 140, opacity: 0.95, fill: mix(L.haze, '#000000', 0.3) }))
    parts.defs.push(
      linear(
        'pw',
        [
          [0, mix(L.sky[2], L.water[0], 0.4)],
          [1, mix(L.water[1], '#0a3a4a', 0.2)],
        ],
        0,
        horizon,
        0,
        610,
      ),
    )
    parts.body.push(`<path d="${rect(0, horizon, W, 140)}" fill="url(#pw)"/><path d="M0 ${horizon + 1}h${W}" stroke="#fff" stroke-width="2" opacity=".6"/>`)
    const rip = new Strokes()
    for (let i = 0; i < 60; i++) rip.add(R.range(-20, W), horizon + 6 + R() ** 1.3 * 126, R.range(12, 60))
    parts.body.push(rip.path(`stroke="#fff" stroke-width="1.4" opacity="${L.dark ? 0.22 : 0.4}"`))
    if (L.win) parts.body.push(`<path d="M${n(L.sun[0] - 30)} ${horizon + 8}h60m-40 14h30m-44 16h56" stroke="${L.win[0]}" stroke-width="3" opacity=".5"/>`)
    parts.defs.push(
      linear(
        'dk',
        [
          [0, mix(deck, '#ffffff', 0.1)],
          [1, mix(deck, '#000000', 0.25)],
        ],
        0,
        610,
        0,
        H,
      ),
    )
    parts.body.push(`<path d="${rect(0, 610, W, H - 610)}" fill="url(#dk)"/><path d="${rect(0, 606, W, 8)}" fill="${mix(deck, '#ffffff', 0.4)}"/>`)
    let boards = ''
    for (let x = -400; x < W + 400; x += 40) boards += `M${n(W / 2 + (x - W / 2) * 0.4)} 614L${n(x)} ${H}`
    parts.body.push(`<path d="${boards}" stroke="#000" opacity=".08"/>`)
    const x0 = shot === 3 ? 120 : 180
    parts.body.push(lounger(x0, 700, 1.2), parasol(x0 + 250, 730, 1.15), lounger(x0 + 320, 700, 1.2), lounger(x0 + 640, 700, 1.2), parasol(x0 + 890, 730, 1.15))
    if (L.dark) parts.body.push(`<path d="${rect(0, 610, W, 3)}" fill="#ffe2b0" opacity=".7"/>`)
    parts.body.push(`<path d="${rrect(W - 150, 600, 110, 120, 8)}" fill="#4a4440"/>`, palm(W - 95, 604, 300, true))
    return finish(parts)
  }
  parts.body.push(skyline(R, L, { base: horizon, hmin: 40, hmax: 160, opacity: 0.45 }))
  const t = tower(R, L, { ...design, height: 700 }, { x: W - 330, base: horizon + 40, id: 'tw', sideRight: false, scale: 1.1 })
  parts.defs.push(t.defs)
  parts.body.push(t.body)
  parts.body.push(tree(R, 120, horizon + 40, 110, L), tree(R, 260, horizon + 40, 90, L), tree(R, 40, horizon + 40, 130, L))
  const y0 = horizon + 40
  parts.defs.push(
    linear(
      'dk',
      [
        [0, mix(deck, '#ffffff', 0.1)],
        [1, mix(deck, '#000000', 0.2)],
      ],
      0,
      y0,
      0,
      H,
    ),
  )
  parts.body.push(`<path d="${rect(0, y0, W, H - y0)}" fill="url(#dk)"/>`)
  // The pool: a trapezoid vanishing towards the tower, water in two tones with ripple lines.
  const vx = W * 0.46
  const pool = poly([
    [vx - 70, y0 + 6],
    [vx + 110, y0 + 6],
    [W * 0.8, H],
    [W * 0.12, H],
  ])
  parts.defs.push(
    linear(
      'pw',
      [
        [0, mix(L.water[0], '#ffffff', 0.25)],
        [1, L.water[1]],
      ],
      0,
      y0,
      0,
      H,
    ),
  )
  parts.body.push(`<path d="${pool}" fill="url(#pw)"/>`)
  const ripples = new Strokes()
  for (let i = 0; i < 70; i++) {
    const t = R() ** 1.4
    const left = vx - 70 + (W * 0.12 - vx + 70) * t
    const right = vx + 110 + (W * 0.8 - vx - 110) * t
    ripples.add(R.range(left, right - 30), y0 + 10 + t * (H - y0 - 10), 6 + t * R.range(10, 50))
  }
  parts.body.push(ripples.path(`stroke="#fff" stroke-width="1.5" opacity="${L.dark ? 0.25 : 0.45}"`))
  parts.body.push(`<path d="M${vx - 70} ${y0 + 6}L${W * 0.12} ${H}M${vx + 110} ${y0 + 6}L${W * 0.8} ${H}" stroke="#fff" stroke-width="5" opacity=".7"/>`)
  // Loungers: small in the distance, larger near the camera.
  for (let i = 0; i < 3; i++) {
    const s = 0.35 + i * 0.28
    const y = y0 + 40 + i * i * 45 + i * 30
    parts.body.push(lounger(W * 0.1 - i * 90 + 60, y, s))
    parts.body.push(lounger(W * 0.82 + i * 40, y + 10, s, true))
    if (i !== 1) parts.body.push(parasol(W * 0.1 - i * 90 + 60 + 150 * s, y + 20 * s, s))
  }
  parts.body.push(palm(W * 0.96, H - 10, 440, true), palm(W * 0.02, y0 + 40, 260))
  return finish(parts)
}

/** Contemporary villa: stacked white volumes, big glazing, a garden and (evening) a lit pool. */
export function villaScene({ light, seed, n: shot }) {
  const L = LIGHTS[light]
  const R = prng(seed * 13 + shot)
  const D = prng(seed) // the villa itself: the same in every shot
  const ground = 560
  const parts = scene(L, R, ground)
  parts.body.push(skyline(R, L, { base: ground - 40, hmin: 10, hmax: 90, opacity: 0.35 }))
  // Lawn.
  parts.defs.push(
    linear(
      'lw',
      [
        [0, L.plant[0]],
        [1, mix(L.plant[1], '#000000', 0.2)],
      ],
      0,
      ground,
      0,
      H,
    ),
  )
  parts.body.push(`<path d="${rect(0, ground - 40, W, H - ground + 40)}" fill="url(#lw)"/>`)
  // Background trees behind the house.
  for (let i = 0; i < 7; i++) parts.body.push(tree(R, R.range(0, W), ground - 38, R.range(90, 160), L))
  const render = L.dark ? mix('#efe9e0', '#000000', 0.35) : mix('#f6f2ea', L.lit, 0.3)
  const renderShade = mix(render, L.shade, 0.55)
  const wood = D.pick(['#a77b56', '#8c6a4c', '#b89472'])
  const stone = D.pick(['#d9cbb4', '#cbbfae', '#bfb3a0'])
  const glass = L.dark ? '#ffd9a2' : mix(L.glass[0], '#243443', 0.35)
  const cx = W / 2 + (shot === 2 ? 60 : -40)
  const gw = D.int(520, 620)
  const gh = 150
  const uw = D.int(380, 480)
  const uh = 130
  const gx = cx - gw / 2
  const ux = gx + D.int(-60, gw - uw + 60)
  const gy = ground - gh
  const uy = gy - uh
  const out = []
  const form = D.pick(['stack', 'pavilion', 'arched'])
  if (form === 'pavilion') {
    // Single-storey pavilion: a long glass box under a thin, deep roof plane, a stone fin wall.
    const pw = gw + 160
    const px = cx - pw / 2
    const ph = 170
    out.push(`<path d="${rect(px + 30, ground - ph, pw - 60, ph)}" fill="${glass}"/>`)
    let m = ''
    for (let mx = px + 30; mx < px + pw - 30; mx += 64) m += `M${n(mx)} ${n(ground - ph)}V${ground}`
    out.push(`<path d="${m}" stroke="${mix(render, '#000000', 0.5)}" stroke-width="3"/>`)
    out.push(
      `<path d="${rect(px + pw * 0.62, ground - ph - 4, 70, ph + 4)}" fill="${stone}"/><path d="${rect(px + pw * 0.62 + 70, ground - ph, 8, ph)}" fill="#000" opacity=".12"/>`,
    )
    out.push(
      `<path d="${rect(px - 50, ground - ph - 22, pw + 100, 22)}" fill="${render}"/><path d="${rect(px - 50, ground - ph, pw + 100, 7)}" fill="${wood}"/><path d="${rect(px - 50, ground - ph + 7, pw + 100, 6)}" fill="#000" opacity=".12"/>`,
    )
    out.push(`<path d="${rect(px + 40, ground - ph + 40, pw - 80, 10)}" fill="#fff" opacity=".12"/>`)
    if (L.dark) out.push(`<path d="${rect(px + 30, ground - 8, pw - 60, 8)}" fill="#fff1cf" opacity=".5"/>`)
  } else if (form === 'arched') {
    // Contemporary Arabian: a white two-storey volume with tall arches and a screened upper floor.
    const aw = gw + 40
    const ax = cx - aw / 2
    const ah = 300
    out.push(
      `<path d="${rect(ax, ground - ah, aw, ah)}" fill="${render}"/><path d="${rect(ax + aw * 0.78, ground - ah, aw * 0.22, ah)}" fill="${renderShade}"/>`,
    )
    let arches = ''
    const count = 5
    const bw = (aw * 0.72) / count
    for (let i = 0; i < count; i++) {
      const x = ax + 26 + i * bw
      arches += `M${n(x + 8)} ${ground}V${n(ground - 110)}a${n(bw / 2 - 8)} ${n(bw / 2 - 8)} 0 0 1 ${n(bw - 16)} 0V${ground}Z`
    }
    out.push(`<path d="${arches}" fill="${glass}"/>`)
    let screen = ''
    for (let x = ax + 30; x < ax + aw * 0.74; x += 14) screen += `M${n(x)} ${n(ground - ah + 40)}v90`
    out.push(
      `<path d="${rect(ax + 24, ground - ah + 36, aw * 0.72, 98)}" fill="${mix(glass, '#000000', 0.1)}"/><path d="${screen}" stroke="${wood}" stroke-width="7"/>`,
    )
    out.push(
      `<path d="${rect(ax - 16, ground - ah - 14, aw + 32, 14)}" fill="${render}"/><path d="${rect(ax - 16, ground - 160, aw + 32, 10)}" fill="${render}"/><path d="${rect(ax - 16, ground - 150, aw + 32, 5)}" fill="#000" opacity=".14"/>`,
    )
  } else {
    // Two stacked volumes: stone ground floor with long glazing and a timber screen; a white box above.
    out.push(`<path d="${rect(gx, gy, gw, gh)}" fill="${stone}"/>`)
    out.push(`<path d="${rect(gx + 40, gy + 24, gw * 0.62, gh - 24)}" fill="${glass}"/>`)
    let mull = ''
    for (let mx = gx + 40; mx < gx + 40 + gw * 0.62; mx += 58) mull += `M${n(mx)} ${n(gy + 24)}V${ground}`
    out.push(`<path d="${mull}" stroke="${mix(stone, '#000000', 0.45)}" stroke-width="3"/>`)
    let slats = ''
    for (let sx = gx + gw * 0.72; sx < gx + gw - 20; sx += 9) slats += `M${n(sx)} ${n(gy + 20)}V${ground}`
    out.push(`<path d="${slats}" stroke="${wood}" stroke-width="5"/>`)
    out.push(`<path d="${rect(ux, uy, uw, uh)}" fill="${render}"/>`)
    out.push(`<path d="${rect(ux + 24, uy + 22, uw - 48, uh - 44)}" fill="${renderShade}"/>`)
    out.push(`<path d="${rect(ux + 36, uy + 30, uw - 72, uh - 52)}" fill="${glass}"/>`)
    out.push(`<path d="${rect(ux + 36, uy + uh - 40, uw - 72, 18)}" fill="#fff" opacity=".25"/>`)
    out.push(`<path d="${rect(ux - 20, uy - 12, uw + 40, 12)}" fill="${render}"/><path d="${rect(ux - 20, uy, uw + 40, 4)}" fill="#000" opacity=".15"/>`)
    out.push(`<path d="${rect(gx - 30, gy - 10, gw + 60, 10)}" fill="${render}"/><path d="${rect(gx - 30, gy, gw + 60, 5)}" fill="#000" opacity=".18"/>`)
    if (L.dark) out.push(`<path d="${rect(gx + 40, ground - 6, gw * 0.62, 6)}" fill="#fff1cf" opacity=".5"/>`)
  }
  parts.body.push(out.join(''))
  // Pool terrace in front (evening shot) or a low garden wall and hedges.
  const py = ground + 30
  if (shot === 2) {
    parts.body.push(`<path d="${rect(0, ground, W, 40)}" fill="${mix(stone, '#ffffff', 0.2)}"/>`)
    parts.defs.push(
      linear(
        'pl',
        [
          [0, L.dark ? '#7fe0e6' : mix(L.water[0], '#ffffff', 0.3)],
          [1, L.dark ? '#1f7b98' : L.water[1]],
        ],
        0,
        py,
        0,
        py + 140,
      ),
    )
    parts.body.push(
      `<path d="${poly([
        [80, py],
        [W - 80, py],
        [W + 60, py + 150],
        [-60, py + 150],
      ])}" fill="url(#pl)"/>`,
    )
    const rip = new Strokes()
    for (let i = 0; i < 40; i++) rip.add(R.range(40, W - 80), py + R.range(8, 140), R.range(10, 46))
    parts.body.push(rip.path(`stroke="#fff" stroke-width="1.5" opacity="${L.dark ? 0.3 : 0.45}"`))
    parts.body.push(`<path d="${rect(-60, py + 150, W + 120, H - py - 150)}" fill="${mix(stone, '#000000', 0.05)}"/>`)
  } else {
    parts.body.push(`<path d="${rect(0, ground, W, 16)}" fill="${mix(stone, '#ffffff', 0.15)}"/>`)
    parts.body.push(hedge(-10, W * 0.38, ground + 70, 34, L), hedge(W * 0.62, W + 10, ground + 70, 34, L))
    parts.body.push(
      `<path d="${smooth([
        [W * 0.5, ground + 16],
        [W * 0.46, ground + 120],
        [W * 0.4, H],
      ])}L${W * 0.6} ${H}${smooth(
        [
          [W * 0.6, H],
          [W * 0.56, ground + 120],
          [W * 0.52, ground + 16],
        ],
        false,
      )}Z" fill="${mix(stone, '#ffffff', 0.25)}"/>`,
    )
  }
  parts.body.push(palm(gx - 60, ground + 10, 330), palm(gx + gw + 70, ground + 20, 360, true), palm(W * 0.94, H + 20, 520, true))
  return finish(parts)
}

/** A terrace of identical townhouses (one <symbol> used per unit) with front gardens. */
export function townhouseScene({ light, seed, n: shot }) {
  const L = LIGHTS[light]
  const R = prng(seed * 7 + shot)
  const D = prng(seed)
  const ground = 600
  const parts = scene(L, R, ground)
  parts.body.push(skyline(R, L, { base: ground - 120, hmin: 10, hmax: 90, opacity: 0.3 }))
  for (let i = 0; i < 8; i++) parts.body.push(tree(R, R.range(0, W), ground - 150, R.range(80, 140), L))
  const render = L.dark ? mix('#efe6da', '#000000', 0.35) : mix(D.pick(['#f4efe6', '#efe4d4', '#e9e2d8']), L.lit, 0.25)
  const accent = D.pick(['#8a6a4c', '#5f6b70', '#a98a66', '#6f5a4b'])
  const glass = L.dark ? '#ffd9a2' : mix(L.glass[0], '#203040', 0.35)
  const uw = D.int(180, 220)
  const uh = 270
  // One unit, origin at its bottom-left corner.
  const unit = [
    `<path d="${rect(0, -uh, uw, uh)}" fill="${render}"/>`,
    `<path d="${rect(0, -uh - 10, uw * 0.62, 10)}" fill="${render}"/><path d="${rect(uw * 0.62, -uh + 30, uw * 0.38, 8)}" fill="${mix(render, '#000000', 0.1)}"/>`,
    `<path d="${rect(uw * 0.62, -uh + 38, uw * 0.38, uh - 38)}" fill="${mix(render, L.shade, 0.35)}"/>`,
    `<path d="${rect(uw * 0.08, -uh + 28, uw * 0.46, 92)}" fill="${glass}"/><path d="${rect(uw * 0.08, -uh + 104, uw * 0.46, 16)}" fill="#fff" opacity=".35"/>`,
    `<path d="${rect(uw * 0.7, -uh + 60, uw * 0.22, 70)}" fill="${glass}"/>`,
    `<path d="${rect(uw * 0.08, -126, uw * 0.46, 126)}" fill="${glass}"/>`,
    `<path d="${rect(uw * 0.68, -110, uw * 0.2, 110)}" fill="${accent}"/>`,
    `<path d="${rect(-2, -140, uw + 4, 8)}" fill="${mix(render, '#000000', 0.12)}"/>`,
    `<path d="M${n(uw * 0.6)} 0v${-uh}" stroke="#000" opacity=".1" stroke-width="3"/>`,
  ]
  parts.defs.push(`<symbol id="th" overflow="visible">${unit.join('')}</symbol>`)
  const count = Math.ceil(W / uw) + 2
  const start = -R.int(20, uw - 20)
  for (let i = 0; i < count; i++) parts.body.push(`<use href="#th" x="${n(start + i * (uw + 4))}" y="${ground}"/>`)
  // Front gardens, low walls and a pavement.
  parts.body.push(`<path d="${rect(0, ground, W, 70)}" fill="${L.plant[0]}"/>`)
  let walls = ''
  for (let i = 0; i < count; i++) walls += rect(start + i * (uw + 4) + uw * 0.66, ground, 14, 70)
  parts.body.push(`<path d="${walls}" fill="${mix(render, '#000000', 0.1)}"/>`)
  parts.body.push(`<path d="${rect(0, ground + 54, W, 16)}" fill="${mix(render, '#000000', 0.08)}"/>`)
  parts.defs.push(
    linear(
      'rd',
      [
        [0, mix(L.ground, '#555555', 0.4)],
        [1, mix(L.ground, '#000000', 0.55)],
      ],
      0,
      ground + 70,
      0,
      H,
    ),
  )
  parts.body.push(`<path d="${rect(0, ground + 70, W, H - ground - 70)}" fill="url(#rd)"/>`)
  parts.body.push(`<path d="M0 ${ground + 150}h${W}" stroke="#fff" stroke-width="3" stroke-dasharray="40 30" opacity=".5"/>`)
  for (let i = 0; i < count; i += 2) parts.body.push(tree(R, start + i * (uw + 4) + uw * 0.3, ground + 64, R.range(150, 200), L))
  if (L.dark) {
    let lamps = ''
    for (let x = 80; x < W; x += 260) lamps += `M${x} ${ground + 68}v-110`
    parts.body.push(`<path d="${lamps}" stroke="#2a2a33" stroke-width="4"/>`)
    for (let x = 80; x < W; x += 260)
      parts.body.push(`<circle cx="${x}" cy="${ground - 44}" r="6" fill="#ffe6b8"/><circle cx="${x}" cy="${ground - 44}" r="40" fill="#ffd9a0" opacity=".15"/>`)
  }
  return finish(parts)
}

/** A community park: lawns, a curving path, trees and palms, houses beyond. */
export function parkScene({ light, seed, n: shot }) {
  const L = LIGHTS[light]
  const R = prng(seed * 5 + shot)
  const horizon = 430
  const parts = scene(L, R, horizon)
  parts.body.push(skyline(R, L, { base: horizon, hmin: 20, hmax: 140, opacity: 0.35 }))
  // Rooflines of the neighbourhood beyond the trees.
  let roofs = ''
  for (let x = -20; x < W; x += R.int(70, 110)) roofs += rect(x, horizon - R.int(30, 60), R.int(60, 90), 70)
  parts.body.push(`<path d="${roofs}" fill="${mix(L.lit, L.haze, 0.5)}"/>`)
  for (let i = 0; i < 14; i++) parts.body.push(tree(R, R.range(-20, W + 20), horizon + 14, R.range(70, 130), L))
  parts.defs.push(
    linear(
      'lw',
      [
        [0, mix(L.plant[0], '#ffffff', 0.08)],
        [1, mix(L.plant[1], '#000000', 0.1)],
      ],
      0,
      horizon,
      0,
      H,
    ),
  )
  parts.body.push(`<path d="${rect(0, horizon + 8, W, H - horizon)}" fill="url(#lw)"/>`)
  // Mowing stripes.
  let stripes = ''
  for (let i = -8; i < 20; i += 2)
    stripes += poly([
      [W / 2 + i * 12, horizon + 8],
      [W / 2 + (i + 1) * 12, horizon + 8],
      [W / 2 + (i + 1) * 160, H],
      [W / 2 + i * 160, H],
    ])
  parts.body.push(`<path d="${stripes}" fill="#fff" opacity=".04"/>`)
  const pathC = L.dark ? '#8d8490' : mix('#efe4d2', L.ground, 0.3)
  const mid = R.range(0.35, 0.65) * W
  const left = [
    [mid - 8, horizon + 10],
    [mid - 90, horizon + 120],
    [mid + 60, horizon + 230],
    [W * 0.3, H + 10],
  ]
  const right = [
    [W * 0.52, H + 10],
    [mid + 170, horizon + 230],
    [mid - 40, horizon + 120],
    [mid + 8, horizon + 10],
  ]
  parts.body.push(`<path d="${smooth(left)}L${W * 0.52} ${H + 10}${smooth(right, false).slice(0)}Z" fill="${pathC}"/>`)
  // Benches and lamp posts along the path.
  parts.body.push(
    `<path d="${rect(mid + 140, horizon + 150, 60, 8)}${rect(mid + 144, horizon + 158, 4, 12)}${rect(mid + 192, horizon + 158, 4, 12)}" fill="#5b4a3d"/>`,
  )
  parts.body.push(palm(W * 0.08, H - 30, 420), palm(W * 0.92, H - 10, 460, true), palm(mid - 200, horizon + 160, 240))
  parts.body.push(tree(R, W * 0.75, horizon + 190, 230, L), tree(R, W * 0.22, horizon + 240, 260, L))
  if (L.dark) parts.body.push(`<circle cx="${n(mid + 100)}" cy="${horizon + 60}" r="5" fill="#ffe6b8"/>`)
  return finish(parts)
}

/** A penthouse terrace: timber deck, outdoor sofa and loungers, glass balustrade, the skyline beyond. */
export function terraceScene({ light, seed, n: shot }) {
  const L = LIGHTS[light]
  const R = prng(seed * 3 + shot)
  const horizon = 470
  const parts = scene(L, R, horizon)
  parts.body.push(skyline(R, L, { base: horizon + 20, hmin: 40, hmax: 280, opacity: 0.7, spire: 0.25 }))
  parts.body.push(skyline(R, L, { base: horizon + 40, hmin: 20, hmax: 160, opacity: 0.95, fill: mix(L.haze, '#000000', 0.3) }))
  parts.body.push(`<path d="${rect(0, horizon + 40, W, 40)}" fill="${L.water[1]}" opacity=".8"/>`)
  const deckY = horizon + 70
  const deck = L.dark ? '#6b5a50' : '#b99a7a'
  parts.defs.push(
    linear(
      'dk',
      [
        [0, mix(deck, '#ffffff', 0.1)],
        [1, mix(deck, '#000000', 0.35)],
      ],
      0,
      deckY,
      0,
      H,
    ),
  )
  parts.body.push(`<path d="${rect(0, deckY, W, H - deckY)}" fill="url(#dk)"/>`)
  let boards = ''
  for (let i = -20; i < 40; i++) boards += `M${n(W / 2 + i * 18)} ${deckY}L${n(W / 2 + i * 90)} ${H}`
  parts.body.push(`<path d="${boards}" stroke="#000" opacity=".12"/>`)
  // Glass balustrade: a faint tint, a slim rail and posts, the city seen through it.
  parts.body.push(
    `<path d="${rect(0, deckY - 74, W, 74)}" fill="#dff0f4" opacity=".14"/><path d="M0 ${deckY - 74}h${W}" stroke="${L.dark ? '#cfc6bd' : '#f4efe8'}" stroke-width="4"/>`,
  )
  let posts = ''
  for (let x = 60; x < W; x += 200) posts += `M${x} ${deckY - 74}v74`
  parts.body.push(`<path d="${posts}" stroke="#d8d0c6" stroke-width="3" opacity=".5"/>`)
  if (L.dark) parts.body.push(`<path d="${rect(0, deckY - 2, W, 3)}" fill="#ffe2b0" opacity=".6"/>`)
  // Low outdoor sofa with cushions, a stone coffee table, a lounger and planters.
  const fabric = L.dark ? '#cfc4b8' : '#efe7db'
  const frame = L.dark ? '#3a322e' : '#5a4a3e'
  const pillow = R.pick(['#c9a46b', '#7f8f84', '#b07a5a', '#8d9aa6'])
  const sx = shot === 1 ? 130 : 600
  const sy = deckY + 200
  parts.body.push(
    `<path d="${rrect(sx - 10, sy - 118, 460, 60, 14)}" fill="${mix(fabric, '#000000', 0.08)}"/>`,
    `<path d="${rrect(sx, sy - 66, 440, 44, 12)}" fill="${fabric}"/><path d="${rect(sx + 220, sy - 62, 2, 38)}" fill="#000" opacity=".1"/>`,
    `<path d="${rrect(sx - 26, sy - 96, 40, 84, 10)}${rrect(sx + 426, sy - 96, 40, 84, 10)}" fill="${mix(fabric, '#000000', 0.16)}"/>`,
    `<path d="${rect(sx - 20, sy - 22, 480, 10)}" fill="${frame}"/><path d="${rect(sx - 10, sy - 12, 8, 14)}${rect(sx + 442, sy - 12, 8, 14)}" fill="${frame}"/>`,
    `<path d="M${sx + 40} ${sy - 66}q10 -46 44 -50q34 4 40 50Z" fill="${pillow}"/><path d="M${sx + 320} ${sy - 66}q8 -42 40 -46q30 4 36 46Z" fill="${mix(pillow, '#ffffff', 0.4)}"/>`,
    `<path d="M${sx + 120} ${sy + 66}q100 -30 200 0v12q-100 -30 -200 0Z" fill="${L.dark ? '#8f8680' : '#d8d0c4'}"/><path d="${rect(sx + 150, sy + 54, 140, 44)}" fill="${L.dark ? '#7c736d' : '#cbc2b5'}"/>`,
  )
  const lx = shot === 1 ? 780 : 110
  parts.body.push(
    `<path d="M${lx} ${sy - 10}h230l40 -58l12 6l-36 60h-246Z" fill="${fabric}"/><path d="M${lx} ${sy - 2}h246" stroke="${frame}" stroke-width="6"/><path d="M${lx + 10} ${sy}v22M${lx + 230} ${sy}v22" stroke="${frame}" stroke-width="6"/>`,
  )
  // Tall planters with an olive tree and a palm at the edges.
  parts.body.push(`<path d="${rrect(W - 140, deckY + 30, 100, 130, 6)}" fill="#4a4440"/>`, palm(W - 90, deckY + 32, 280, true))
  parts.body.push(`<path d="${rrect(30, deckY + 60, 90, 110, 6)}" fill="#4a4440"/>`, tree(R, 75, deckY + 62, 190, L))
  return finish(parts)
}

/** A cleared plot marked with surveyor pegs and string lines, the community on the horizon. */
export function plotScene({ light, seed, n: shot }) {
  const L = LIGHTS[light]
  const R = prng(seed * 11 + shot)
  const horizon = 440
  const P = perspective(W * R.range(0.45, 0.55), horizon, 360)
  const parts = scene(L, R, horizon)
  parts.body.push(skyline(R, L, { base: horizon - 6, hmin: 20, hmax: shot === 3 ? 220 : 140, opacity: 0.45 }))
  // The neighbourhood on the horizon: villas behind a boundary wall, palms between them.
  const villaC = mix(L.lit, L.haze, 0.3)
  let homes = ''
  let homeShade = ''
  for (let x = -30; x < W; x += R.int(80, 130)) {
    const w = R.int(54, 90)
    const h = R.int(24, 40)
    homes += rect(x, horizon - h, w, h)
    homes += rect(x + w * 0.2, horizon - h - 14, w * 0.55, 15)
    homeShade += rect(x + w * 0.7, horizon - h, w * 0.3, h)
  }
  parts.body.push(`<path d="${homes}" fill="${villaC}"/><path d="${homeShade}" fill="${mix(villaC, L.shade, 0.6)}"/>`)
  for (let i = 0; i < 10; i++) parts.body.push(palm(R.range(0, W), horizon + 2, R.range(50, 90), R() < 0.5))
  parts.body.push(`<path d="${rect(0, horizon - 8, W, 10)}" fill="${mix(villaC, '#000000', 0.08)}"/>`)
  const sand = L.dark ? '#8a7466' : '#dcc3a0'
  parts.defs.push(
    linear(
      'sd',
      [
        [0, mix(sand, '#ffffff', 0.12)],
        [1, mix(sand, '#000000', 0.18)],
      ],
      0,
      horizon,
      0,
      H,
    ),
  )
  parts.body.push(`<path d="${rect(0, horizon, W, H - horizon)}" fill="url(#sd)"/>`)
  const rip = new Strokes()
  for (let i = 0; i < 90; i++) {
    const t = R() ** 1.5
    rip.add(R.range(-40, W), horizon + 6 + t * (H - horizon), 10 + t * R.range(20, 70))
  }
  parts.body.push(rip.path(`stroke="${L.dark ? '#b9a08e' : '#fff'}" stroke-width="1.2" opacity=".2"`))
  // Access road across the front.
  const road = [P(-4000, 1.05), P(4000, 1.05), P(4000, 1.6), P(-4000, 1.6)]
  parts.body.push(`<path d="${poly(road)}" fill="${L.dark ? '#3f3b44' : '#6d6b70'}"/>`)
  parts.body.push(`<path d="M${P(-4000, 1.6).join(' ')}L${P(4000, 1.6).join(' ')}" stroke="#ece6da" stroke-width="5"/>`)
  parts.body.push(`<path d="M${P(-4000, 1.3).join(' ')}L${P(4000, 1.3).join(' ')}" stroke="#f2efe8" stroke-width="3" stroke-dasharray="40 34" opacity=".7"/>`)
  // The plot: a rectangle on the ground, pegs along its edges, string at peg height.
  const X0 = R.range(-560, -420)
  const X1 = X0 + R.range(820, 940)
  const Z0 = 1.75
  const Z1 = R.range(3.2, 3.8)
  const corners = [
    [X0, Z0],
    [X1, Z0],
    [X1, Z1],
    [X0, Z1],
  ]
  parts.body.push(`<path d="${poly(corners.map(([x, z]) => P(x, z)))}" fill="#fff" opacity=".07"/>`)
  const pegs = []
  for (let i = 0; i < 4; i++) {
    const [ax, az] = corners[i]
    const [bx, bz] = corners[(i + 1) % 4]
    const k = i % 2 ? 3 : 4
    for (let j = 0; j < k; j++) pegs.push([ax + ((bx - ax) * j) / k, az + ((bz - az) * j) / k])
  }
  const string = `${poly(corners.map(([x, z]) => P(x, z, 26)))}`
  let stakes = ''
  let tops = ''
  let shadows = ''
  for (const [x, z] of pegs) {
    const [bx, by] = P(x, z)
    const [, ty] = P(x, z, 40)
    const w = 9 / z
    stakes += rect(bx - w / 2, ty, w, by - ty)
    tops += rect(bx - w * 0.6, ty - 1, w * 1.2, (by - ty) * 0.28)
    if (!L.dark) shadows += `M${n(bx)} ${n(by)}l${n(40 / z)} ${n(3 / z)}l${n(4 / z)} ${n(-4 / z)}Z`
  }
  parts.body.push(`<path d="${shadows}" fill="#000" opacity=".2"/><path d="${string}" fill="none" stroke="#fdfaf2" stroke-width="1.4" opacity=".9"/>`)
  parts.body.push(`<path d="${stakes}" fill="#b48a5c"/><path d="${tops}" fill="#e0532f"/>`)
  // A surveyor's tripod with its total station, and a blank plot sign.
  const [tx, ty] = P(X1 + 180, 1.9)
  parts.body.push(
    `<path d="M${n(tx)} ${n(ty - 150)}l-48 150M${n(tx)} ${n(ty - 150)}l52 156M${n(tx)} ${n(ty - 150)}l8 166" stroke="#c8a062" stroke-width="6"/><path d="${rect(tx - 20, ty - 184, 40, 34)}" fill="#f0c232"/><path d="${rect(tx - 12, ty - 176, 24, 14)}" fill="#3b3f46"/><path d="${rect(tx - 26, ty - 150, 52, 6)}" fill="#3b3f46"/>`,
  )
  const [gx, gy] = P(X0 - 120, 2.4)
  parts.body.push(
    `<path d="M${n(gx - 40)} ${n(gy)}v-120M${n(gx + 40)} ${n(gy)}v-120" stroke="#5b5550" stroke-width="5"/><path d="${rect(gx - 60, gy - 190, 120, 80)}" fill="#f4f1ea"/><path d="${rect(gx - 44, gy - 172, 60, 8)}${rect(gx - 44, gy - 156, 88, 5)}${rect(gx - 44, gy - 144, 70, 5)}" fill="#2f4a3f" opacity=".8"/>`,
  )
  return finish(parts)
}

/** Aerial view of serviced plots: roads, a roundabout, parks and the first villas built. */
export function plotAerialScene({ seed, n: shot }) {
  const L = LIGHTS.midday
  const R = prng(seed * 19 + shot)
  const defs = []
  const out = []
  const sand = '#e3cfae'
  out.push(`<rect width="${W}" height="${H}" fill="${sand}"/>`)
  // Desert texture.
  const speck = new Strokes()
  for (let i = 0; i < 60; i++) speck.add(R.range(0, W), R.range(0, H), R.range(8, 40))
  out.push(speck.path('stroke="#c9b08a" stroke-width="2" opacity=".4"'))
  const road = '#8a8a90'
  // Street grid: avenues, lanes and a roundabout.
  const cols = [0, 260, 520, 780, 1040, 1300].map((x) => x + R.int(-30, 30) - 60)
  const rows = [0, 230, 460, 690, 920].map((y) => y + R.int(-20, 20) - 40)
  let roads = ''
  for (const x of cols) roads += rect(x - 14, -10, 28, H + 20)
  for (const y of rows) roads += rect(-10, y - 14, W + 20, 28)
  out.push(`<path d="${roads}" fill="${road}"/>`)
  let kerbs = ''
  for (const x of cols) kerbs += `M${x - 14} -10V${H + 10}M${x + 14} -10V${H + 10}`
  for (const y of rows) kerbs += `M-10 ${y - 14}H${W + 10}M-10 ${y + 14}H${W + 10}`
  out.push(`<path d="${kerbs}" stroke="#f2ede4" stroke-width="2"/>`)
  const rx = cols[2]
  const ry = rows[2]
  out.push(`<circle cx="${rx}" cy="${ry}" r="56" fill="${road}"/><circle cx="${rx}" cy="${ry}" r="30" fill="${L.plant[0]}" stroke="#f2ede4" stroke-width="3"/>`)
  // Plots: subdivided blocks, some built (villa roofs with pools), some parks, the rest pegged sand.
  let plots = ''
  let parks = ''
  let roofs = ''
  let roofShade = ''
  let pools = ''
  const trees = []
  for (let i = 0; i < cols.length - 1; i++)
    for (let j = 0; j < rows.length - 1; j++) {
      const bx = cols[i] + 22
      const by = rows[j] + 22
      const bw = cols[i + 1] - cols[i] - 44
      const bh = rows[j + 1] - rows[j] - 44
      if (R() < 0.15) {
        parks += rect(bx, by, bw, bh)
        for (let k = 0; k < 9; k++) trees.push([bx + R.range(10, bw - 10), by + R.range(10, bh - 10), R.range(7, 13)])
        continue
      }
      const pw = bw / 3
      const ph = bh / 2
      for (let a = 0; a < 3; a++)
        for (let b = 0; b < 2; b++) {
          const x = bx + a * pw
          const y = by + b * ph
          plots += rect(x + 2, y + 2, pw - 4, ph - 4)
          if (R() < 0.35) {
            const vw = pw * 0.55
            const vh = ph * 0.45
            const vx = x + (pw - vw) / 2
            const vy = y + (b ? ph * 0.12 : ph * 0.4)
            roofs += rect(vx, vy, vw, vh)
            roofShade += rect(vx + vw * 0.55, vy, vw * 0.45, vh)
            pools += rect(vx + vw * 0.1, b ? vy + vh + 8 : vy - 20, vw * 0.4, 12)
            trees.push([x + 10, y + 10, 6], [x + pw - 12, y + ph - 12, 7])
          }
        }
    }
  out.push(`<path d="${plots}" fill="#ecdcc0" stroke="#fffaf0" stroke-width="1.5" stroke-dasharray="6 5"/>`)
  out.push(`<path d="${parks}" fill="${L.plant[0]}"/>`)
  out.push(`<path d="${roofs}" fill="#f7f4ee"/><path d="${roofShade}" fill="#dcd6cc"/><path d="${pools}" fill="#5fc3d3"/>`)
  let tr = ''
  for (const [x, y, r] of trees) {
    tr += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`
  }
  defs.push(`<path id="tr" d="${tr}"/>`)
  out.push(`<use href="#tr" x="2" y="4" fill="#000" opacity=".15"/><use href="#tr" fill="${L.plant[1]}"/>`)
  // Soft light falloff.
  defs.push(
    radial('sun', 300, 150, 1200, [
      [0, '#fff8e8', 0.25],
      [1, '#3a3020', 0.25],
    ]),
  )
  out.push(`<rect width="${W}" height="${H}" fill="url(#sun)"/>`)
  return svg(W, H, defs.join(''), out.join(''))
}

/** A retail podium: double-height shopfronts, awnings, signage bands, café tables and palms. */
export function retailScene({ light, seed, n: shot, design }) {
  const L = LIGHTS[light]
  const R = prng(seed * 23 + shot)
  const base = 640
  const parts = scene(L, R, base)
  parts.body.push(skyline(R, L, { base: 400, hmin: 40, hmax: 200, opacity: 0.45 }))
  // The tower above the podium, cropped by the frame.
  const t = tower(R, L, { ...design, height: 900 }, { x: W * 0.2, base: 400, id: 'tw', sideRight: true, scale: 1.4 })
  parts.defs.push(t.defs)
  parts.body.push(t.body)
  const stone = L.dark ? '#7a6e70' : mix('#e9e0d2', L.lit, 0.3)
  parts.body.push(`<path d="${rect(0, 360, W, base - 360)}" fill="${stone}"/><path d="${rect(0, 360, W, 10)}" fill="#000" opacity=".12"/>`)
  const bays = 5
  const bw = W / bays
  const awnings = ['#2f4a3f', '#6b3e33', '#2d3b55', '#4a4037', '#7a6a4a']
  for (let i = 0; i < bays; i++) {
    const x = i * bw + 16
    const w = bw - 32
    const glass = L.dark ? R.pick(['#ffd9a0', '#ffe6c2', '#f8cf96']) : mix(L.glass[0], '#1e2a33', 0.3)
    parts.body.push(`<path d="${rect(x, 450, w, base - 450)}" fill="${glass}"/>`)
    // Displays inside: soft shapes on shelves.
    if (L.dark)
      parts.body.push(`<path d="${rect(x + 20, 560, w - 40, 8)}${rect(x + 30, 520, 30, 40)}${rect(x + w - 70, 510, 40, 50)}" fill="#8a6a4a" opacity=".5"/>`)
    else
      parts.body.push(
        `<path d="${poly([
          [x, 450],
          [x + w * 0.4, 450],
          [x + w * 0.1, base],
          [x, base],
        ])}" fill="#fff" opacity=".12"/>`,
      )
    parts.body.push(`<path d="M${n(x + w / 2)} 450V${base}" stroke="${stone}" stroke-width="4"/>`)
    // Signage band (no lettering: a slim bar) and a fabric awning.
    parts.body.push(`<path d="${rect(x + w * 0.25, 392, w * 0.5, 12)}" fill="${L.dark ? '#fff3d8' : mix(stone, '#000000', 0.5)}" opacity=".8"/>`)
    parts.body.push(`<path d="M${n(x - 6)} 440h${n(w + 12)}l18 40h${n(-w - 48)}Z" fill="${awnings[(i + R.int(0, 4)) % awnings.length]}"/>`)
  }
  forecourt(R, L, parts, base, { palms: 0 })
  // Café tables with parasols.
  for (let i = 0; i < 4; i++) {
    const x = 150 + i * 280 + R.int(-30, 30)
    const y = base + 80 + (i % 2) * 30
    parts.body.push(
      `<path d="M${x} ${y}v-70" stroke="#4a3d33" stroke-width="3"/><path d="M${x - 60} ${y - 62}Q${x} ${y - 96} ${x + 60} ${y - 62}Z" fill="#f3ede2"/><path d="${rect(x - 22, y - 12, 44, 5)}" fill="#4a3d33"/><path d="M${x} ${y - 7}v7M${x - 30} ${y}v-20M${x + 30} ${y}v-20" stroke="#4a3d33" stroke-width="3"/>`,
    )
  }
  parts.body.push(palm(40, H - 10, 420), palm(W - 40, H, 440, true))
  return finish(parts)
}

/** A shaded promenade in one-point perspective: colonnade and shopfronts, paving, palms in planters. */
export function promenadeScene({ light, seed, n: shot, design }) {
  const L = LIGHTS[light]
  const R = prng(seed * 29 + shot)
  const horizon = 430
  const P = perspective(W * R.range(0.5, 0.6), horizon, 370)
  const parts = scene(L, R, horizon)
  parts.body.push(skyline(R, L, { base: horizon, hmin: 40, hmax: 220, opacity: 0.5 }))
  const FAR = 14
  const XF = -430
  const top = 900
  // Water (or lawn) beyond the palms on the right, and the paving.
  parts.body.push(`<path d="${poly([P(380, 1), P(380, FAR), P(9000, FAR), P(9000, 1)])}" fill="${L.water[0]}"/>`)
  const pave = L.dark ? '#7c7174' : mix('#ece2d0', L.ground, 0.3)
  parts.defs.push(
    linear(
      'pv',
      [
        [0, mix(pave, '#ffffff', 0.1)],
        [1, mix(pave, '#000000', 0.12)],
      ],
      0,
      horizon,
      0,
      H,
    ),
  )
  parts.body.push(`<path d="${poly([P(XF, 1), P(XF, FAR), P(400, FAR), P(400, 1)])}" fill="url(#pv)"/>`)
  let joints = ''
  for (let X = XF; X <= 400; X += 83)
    joints += `M${P(X, 1)
      .map((v) => n(v))
      .join(' ')}L${P(X, FAR)
      .map((v) => n(v))
      .join(' ')}`
  for (let Z = 1.2; Z < FAR; Z *= 1.25)
    joints += `M${P(XF, Z)
      .map((v) => n(v))
      .join(' ')}L${P(400, Z)
      .map((v) => n(v))
      .join(' ')}`
  parts.body.push(`<path d="${joints}" stroke="#000" opacity=".07"/>`)
  // Building face on the left: shopfront glazing between piers, a fascia, upper floors with strip windows.
  const stone = L.dark ? '#8a7e7a' : mix('#f1e7d8', design.tint, 0.35)
  parts.body.push(`<path d="${poly([P(XF, 0.6), P(XF, FAR), P(XF, FAR, top), P(XF, 0.6, top)])}" fill="${stone}"/>`)
  const glass = L.dark ? '#ffd9a0' : mix(L.glass[0], '#1e2a33', 0.3)
  let bays = ''
  for (let Z = 0.7; Z < FAR; Z *= 1.32) bays += poly([P(XF, Z * 1.05), P(XF, Z * 1.32 * 0.96), P(XF, Z * 1.32 * 0.96, 320), P(XF, Z * 1.05, 320)])
  let strips = ''
  for (let Y = 500; Y < top; Y += 120) strips += poly([P(XF, 0.6, Y), P(XF, FAR, Y), P(XF, FAR, Y + 60), P(XF, 0.6, Y + 60)])
  parts.body.push(
    `<path d="${bays}" fill="${glass}"/><path d="${strips}" fill="${L.dark ? '#e8c58e' : mix(L.glass[0], '#1e2a33', 0.15)}" opacity="${L.dark ? 0.7 : 0.9}"/>`,
  )
  let fins = ''
  for (let Z = 0.7; Z < FAR; Z *= 1.18)
    fins += `M${P(XF, Z, 480)
      .map((v) => n(v))
      .join(' ')}L${P(XF, Z, top)
      .map((v) => n(v))
      .join(' ')}`
  parts.body.push(`<path d="${fins}" stroke="${stone}" stroke-width="3"/>`)
  parts.body.push(`<path d="${poly([P(XF, 0.6, 320), P(XF, FAR, 320), P(XF, FAR, 420), P(XF, 0.6, 420)])}" fill="${mix(stone, '#000000', 0.1)}"/>`)
  // Canopy: a thin slab reaching over the walk, its underside in shade.
  parts.body.push(
    `<path d="${poly([P(XF, 0.6, 440), P(XF, FAR, 440), P(-120, FAR, 440), P(-120, 0.6, 440)])}" fill="${L.dark ? '#4b4448' : mix(stone, '#000000', 0.25)}"/>`,
  )
  parts.body.push(
    `<path d="M${P(-120, 0.6, 440)
      .map((v) => n(v))
      .join(' ')}L${P(-120, FAR, 440)
      .map((v) => n(v))
      .join(' ')}" stroke="${stone}" stroke-width="8"/>`,
  )
  if (!L.dark) parts.body.push(`<path d="${poly([P(XF, 1), P(XF, FAR), P(-150, FAR), P(-150, 1)])}" fill="#000" opacity=".1"/>`)
  if (L.dark) {
    let spots = ''
    for (let Z = 1; Z < FAR; Z *= 1.32)
      spots += `M${P(-280, Z, 438)
        .map((v) => n(v))
        .join(' ')}h${n(24 / Z)}`
    parts.body.push(`<path d="${spots}" stroke="#ffe6b8" stroke-width="4"/>`)
  }
  // Palms in square planters, receding along the water's edge.
  for (let Z = 1.15; Z < FAR; Z *= 1.55) {
    const [x, y] = P(320, Z)
    const s = 1 / Z
    parts.body.push(`<path d="${rect(x - 46 * s, y - 60 * s, 92 * s, 60 * s)}" fill="${L.dark ? '#5c5455' : '#cdbda6'}"/>`, palm(x, y - 58 * s, 520 * s, Z > 2))
  }
  // A bench and a bollard line.
  const [bx, by] = P(200, 1.6)
  parts.body.push(
    `<path d="${rect(bx - 90, by - 40, 180, 14)}${rect(bx - 80, by - 26, 10, 26)}${rect(bx + 70, by - 26, 10, 26)}" fill="${L.dark ? '#3a322e' : '#6b5644'}"/>`,
  )
  return finish(parts)
}

/** Dispatches a scene of media.ts to its drawing function. */
export function drawPhoto(spec) {
  switch (spec.scene) {
    case 'tower':
    case 'office-tower':
      return towerScene(spec)
    case 'pool-deck':
      return poolScene(spec)
    case 'rooftop-pool':
      return poolScene({ ...spec, rooftop: true })
    case 'villa':
      return villaScene(spec)
    case 'townhouses':
      return townhouseScene(spec)
    case 'park':
      return parkScene(spec)
    case 'terrace':
      return terraceScene(spec)
    case 'plot':
      return plotScene(spec)
    case 'plot-aerial':
      return plotAerialScene(spec)
    case 'retail':
      return retailScene(spec)
    case 'promenade':
      return promenadeScene(spec)
    default:
      throw new Error(`no drawing for scene "${spec.scene}"`)
  }
}

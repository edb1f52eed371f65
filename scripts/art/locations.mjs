// Area scenes (1200×800) for the locations of seed/content/locations.ts: one composition per area,
// built from the shared scenery (towers, palms, water with mirrored reflections, villas).
import { burjKhalifa, towers } from './buildings.mjs'
import { hash, LIGHTS, linear, mix, n, palm, palmSymbol, poly, prng, radial, rect, Strokes, sky, skyline, smooth, svg, tree, vignette } from './lib.mjs'

const W = 1200
const H = 800

function start(slug, light, horizon) {
  const L = LIGHTS[light]
  const R = prng(hash(slug))
  const s = sky(L, W, H, horizon, R)
  return { L, R, defs: [s.defs, palmSymbol(L.dark ? '#3a302c' : '#7a6552', L.plant[0], L.plant[1])], body: [s.body] }
}

function finish(p) {
  const v = vignette(W, H)
  return svg(W, H, p.defs.join('') + v.defs, p.body.join('') + v.body)
}

/** Water from `y` down, mirroring the group `#city` (drawn above it) with ripples. */
function water(p, y, { mirror = true, tint } = {}) {
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
      H,
    ),
    `<clipPath id="wc"><path d="${rect(0, y, W, H - y)}"/></clipPath>`,
  )
  p.body.push(`<path d="${rect(0, y, W, H - y)}" fill="url(#wt)"/>`)
  if (mirror) p.body.push(`<g clip-path="url(#wc)"><use href="#city" transform="matrix(1 0 0 -1 0 ${2 * y})" opacity=".28"/></g>`)
  const rip = new Strokes()
  const marks = []
  for (let i = 0; i < 80; i++) {
    const t = R() ** 1.4
    marks.push([R.range(-20, W), y + 4 + t * (H - y - 4), 8 + t * R.range(10, 60)])
  }
  for (const [x, yy, w] of marks.sort((a, b) => a[1] - b[1])) rip.add(x, yy, w)
  p.body.push(rip.path(`stroke="${L.dark ? L.win[0] : '#fff'}" stroke-width="1.3" opacity="${L.dark ? 0.3 : 0.35}"`))
}

function yacht(x, y, s, L) {
  const hull = L.dark ? '#d8d2cc' : '#fbfaf7'
  return `<path d="M${n(x)} ${n(y)}h${n(150 * s)}l${n(-14 * s)} ${n(16 * s)}h${n(-128 * s)}Z" fill="${hull}"/><path d="M${n(x + 30 * s)} ${n(y)}l${n(16 * s)} ${n(-16 * s)}h${n(60 * s)}l${n(14 * s)} ${n(16 * s)}Z" fill="${mix(hull, '#000000', 0.12)}"/><path d="M${n(x + 52 * s)} ${n(y - 10 * s)}h${n(50 * s)}" stroke="#2c3440" stroke-width="${n(4 * s, 1)}"/>`
}

function villaRow(p, y, { count = 8, roof = 'flat', scale = 1, x0 = -20 } = {}) {
  const { L, R } = p
  const wall = L.dark ? '#b9aea4' : mix('#f4eee4', L.lit, 0.3)
  const terracotta = '#b5643f'
  let walls = ''
  let shade = ''
  let roofs = ''
  let glass = ''
  let x = x0
  for (let i = 0; i < count; i++) {
    const w = R.int(110, 150) * scale
    const h = R.int(46, 60) * scale
    walls += rect(x, y - h, w, h)
    shade += rect(x + w * 0.62, y - h, w * 0.38, h)
    if (roof === 'pitched')
      roofs += poly([
        [x - 8 * scale, y - h],
        [x + w / 2, y - h - 34 * scale],
        [x + w + 8 * scale, y - h],
      ])
    else {
      walls += rect(x + w * 0.15, y - h - 34 * scale, w * 0.6, 34 * scale)
      roofs += rect(x + w * 0.1, y - h - 40 * scale, w * 0.7, 6 * scale)
    }
    glass += rect(x + w * 0.12, y - h * 0.7, w * 0.36, h * 0.45)
    x += w + R.int(30, 70) * scale
  }
  return `<path d="${walls}" fill="${wall}"/><path d="${shade}" fill="${mix(wall, L.shade, 0.5)}"/><path d="${roofs}" fill="${roof === 'pitched' ? terracotta : wall}"/><path d="${glass}" fill="${L.dark ? '#ffd9a0' : mix(L.glass[0], '#22303c', 0.3)}"/>`
}

const SCENES = {
  'dubai-marina'() {
    const p = start('dubai-marina', 'dusk', 520)
    const { L, R } = p
    const city = [
      skyline(R, L, { base: 520, hmin: 80, hmax: 300, opacity: 0.6, spire: 0.2 }),
      towers(p, -30, W + 30, 520, { hmin: 0.7, hmax: 1.05, scale: 0.82 }),
    ]
    // The promenade edge and palms along the canal.
    city.push(`<path d="${rect(0, 506, W, 14)}" fill="${mix(L.ground, '#000000', 0.2)}"/>`)
    for (let x = 30; x < W; x += R.int(110, 160)) city.push(palm(x, 512, R.range(70, 100), R() < 0.5))
    p.defs.push(`<g id="city">${city.join('')}</g>`)
    p.body.push('<use href="#city"/>')
    water(p, 520)
    p.body.push(yacht(140, 600, 1.3, L), yacht(520, 640, 1.6, L), yacht(880, 585, 1.1, L))
    return finish(p)
  },
  'downtown-dubai'() {
    const p = start('downtown-dubai', 'dusk', 560)
    const { L, R } = p
    const city = [skyline(R, L, { base: 560, hmin: 60, hmax: 220, opacity: 0.6 })]
    city.push(towers(p, -30, 420, 560, { hmin: 0.5, hmax: 0.9, scale: 0.7, id: 'a' }))
    city.push(towers(p, 720, W + 30, 560, { hmin: 0.5, hmax: 0.95, scale: 0.7, id: 'b' }))
    city.push(burjKhalifa(585, 560, 540, mix(L.shade, '#8a90a8', 0.35)))
    city.push(`<path d="M585 20V560" stroke="#fff" stroke-width="1.5" opacity=".25"/>`)
    p.defs.push(`<g id="city">${city.join('')}</g>`)
    p.body.push('<use href="#city"/>')
    water(p, 560)
    // Fountain jets: soft white plumes with a glow.
    p.defs.push(
      linear(
        'jet',
        [
          [0, '#ffffff', 0],
          [0.3, '#ffffff', 0.85],
          [1, '#ffffff', 0.35],
        ],
        0,
        420,
        0,
        600,
      ),
    )
    let jets = ''
    for (let i = 0; i < 15; i++) {
      const x = 220 + i * 55
      const h = 90 + Math.sin(i * 0.7) * 50 + 60
      jets += `M${x - 5} 600Q${x} ${600 - h * 1.2} ${x + 5} 600Z`
    }
    p.body.push(`<path d="${jets}" fill="url(#jet)"/><path d="M200 600h800" stroke="#fff" stroke-width="3" opacity=".5"/>`)
    return finish(p)
  },
  'business-bay'() {
    const p = start('business-bay', 'midday', 540)
    const { L, R } = p
    const city = [
      skyline(R, L, { base: 540, hmin: 60, hmax: 260, opacity: 0.5 }),
      towers(p, -40, W + 40, 540, { hmin: 0.7, hmax: 1.05, scale: 0.62, office: 0.6 }),
    ]
    // A glass cube with a free-form void, the district's signature.
    p.defs.push(
      linear(
        'cb',
        [
          [0, mix(L.glass[0], '#1d2a38', 0.15)],
          [1, mix(L.glass[1], '#1d2a38', 0.2)],
        ],
        0,
        300,
        0,
        540,
      ),
      `<pattern id="cg" width="16" height="16" patternUnits="userSpaceOnUse"><path d="M0 .5h16M.5 0v16" stroke="#fff" opacity=".18"/></pattern>`,
    )
    const voidPath = 'M530 370c40 -24 80 8 110 -6c34 34 22 80 36 108c-36 26 -92 -6 -120 8c-36 -26 -12 -74 -26 -110Z'
    city.push(
      `<path d="${rect(470, 300, 250, 240)}" fill="url(#cb)"/><path d="${rect(470, 300, 250, 240)}" fill="url(#cg)"/><path d="${voidPath}" fill="${L.sky[2]}"/><path d="${voidPath}" fill="none" stroke="#fff" stroke-width="4" opacity=".8"/>`,
    )
    city.push(`<path d="${rect(0, 528, W, 12)}" fill="${mix(L.ground, '#000000', 0.15)}"/>`)
    p.defs.push(`<g id="city">${city.join('')}</g>`)
    p.body.push('<use href="#city"/>')
    water(p, 540)
    // A slender arched footbridge across the canal.
    p.body.push(
      `<path d="M-20 640Q600 560 1220 640" fill="none" stroke="#f4f1ea" stroke-width="10"/><path d="M-20 632Q600 552 1220 632" fill="none" stroke="#d8d2c8" stroke-width="3"/>`,
    )
    let cables = ''
    for (let x = 40; x < W; x += 60) cables += `M${x} ${n(640 - (1 - ((x - 600) / 620) ** 2) * 80 * 0.5 - 6)}v-40`
    p.body.push(`<path d="${cables}" stroke="#f4f1ea" stroke-width="2" opacity=".6"/>`)
    return finish(p)
  },
  'palm-jumeirah'() {
    // Aerial: the palm's trunk and fronds inside the crescent, in a turquoise sea.
    const L = LIGHTS.midday
    const R = prng(hash('palm-jumeirah'))
    const defs = [
      radial('sea', 600, 380, 800, [
        [0, '#5fc6cf'],
        [0.6, '#2b97b1'],
        [1, '#145c80'],
      ]),
    ]
    const out = [`<rect width="${W}" height="${H}" fill="url(#sea)"/>`]
    // Shallows around the island.
    const cx = 600
    const sand = '#efdcb8'
    let island = ''
    let homes = ''
    // Eight fronds a side fanning up and out from the trunk, the lower ones longer and flatter.
    for (const side of [-1, 1])
      for (let i = 0; i < 8; i++) {
        const y0 = 300 + i * 46
        const th = ((62 - i * 6) * Math.PI) / 180
        const len = 150 + i * 22
        const x0 = cx + side * 22
        const ex = x0 + side * len * Math.cos(th)
        const ey = y0 - len * Math.sin(th)
        const mx = (x0 + ex) / 2 + side * 10
        const my = (y0 + ey) / 2 + 14
        island += `M${n(x0)} ${n(y0)}Q${n(mx)} ${n(my)} ${n(ex)} ${n(ey)}`
        homes += `M${n(x0 + side * 16)} ${n(y0 - 6)}Q${n(mx)} ${n(my - 8)} ${n(ex - side * 4)} ${n(ey - 6)}M${n(x0 + side * 16)} ${n(y0 + 6)}Q${n(mx + side * 6)} ${n(my + 4)} ${n(ex + side * 2)} ${n(ey + 6)}`
      }
    out.push(`<path d="${island}" fill="none" stroke="#8fe0dd" stroke-width="34" stroke-linecap="round" opacity=".45"/>`)
    out.push(`<path d="${island}" fill="none" stroke="${sand}" stroke-width="16" stroke-linecap="round"/>`)
    out.push(`<path d="${homes}" fill="none" stroke="${L.plant[0]}" stroke-width="4" stroke-dasharray="4 5" opacity=".75"/>`)
    // Trunk from the mainland to the crown, and the crescent breakwater with the resort at its apex.
    out.push(`<path d="M${cx - 30} 800V300a30 30 0 0 1 60 0V800Z" fill="${sand}"/><path d="M${cx - 12} 800V310h24V800Z" fill="${L.plant[0]}" opacity=".55"/>`)
    out.push(
      `<path d="M170 430A430 400 0 0 1 1030 430" fill="none" stroke="#8fe0dd" stroke-width="34" opacity=".4"/><path d="M170 430A430 400 0 0 1 1030 430" fill="none" stroke="${sand}" stroke-width="16"/>`,
    )
    out.push(`<path d="${rect(cx - 26, 14, 52, 30)}" fill="#f4efe6"/><path d="M${cx - 8} 14h16v-10h-16Z" fill="#e8dfd0"/>`)
    // Mainland coast at the bottom with the city.
    out.push(`<path d="M0 760Q300 730 600 745T1200 740V800H0Z" fill="${sand}"/><path d="M0 775Q300 748 600 760T1200 755V800H0Z" fill="#cfc6b6"/>`)
    const speck = new Strokes()
    for (let i = 0; i < 80; i++) speck.add(R.range(0, W), R.range(20, 700), R.range(6, 20))
    out.push(speck.path('stroke="#fff" stroke-width="1" opacity=".12"'))
    const v = vignette(W, H)
    return svg(W, H, defs.join('') + v.defs, out.join('') + v.body)
  },
  'dubai-hills-estate'() {
    const p = start('dubai-hills-estate', 'golden-hour', 430)
    const { L, R } = p
    p.body.push(skyline(R, L, { base: 430, hmin: 30, hmax: 140, opacity: 0.5 }))
    p.body.push(burjKhalifa(760, 430, 330, mix(L.haze, '#000000', 0.05)))
    p.body.push(`<path d="M0 430H1200V470H0Z" fill="${mix(L.plant[1], L.haze, 0.4)}"/>`)
    for (let i = 0; i < 12; i++) p.body.push(tree(R, R.range(0, W), 462, R.range(40, 70), L))
    p.body.push(villaRow(p, 500, { count: 9, scale: 0.8 }))
    // Fairway: rolling bands of green, a bunker and a flag.
    p.defs.push(
      linear(
        'fw',
        [
          [0, mix(L.plant[0], '#d9c27a', 0.15)],
          [1, L.plant[1]],
        ],
        0,
        500,
        0,
        H,
      ),
    )
    p.body.push(`<path d="M0 500Q400 480 700 510T1200 500V800H0Z" fill="url(#fw)"/>`)
    p.body.push(`<path d="M-20 620Q300 560 640 600T1240 580" fill="none" stroke="#fff" stroke-width="60" opacity=".06"/>`)
    p.body.push(
      `<path d="M720 650q60 -26 150 -10q40 20 -20 34q-90 12 -130 -24Z" fill="#ecd9b0"/><path d="M560 560v-70" stroke="#f4f1ea" stroke-width="3"/><path d="M560 490l34 10 -34 10Z" fill="#c8463a"/><ellipse cx="560" cy="562" rx="26" ry="6" fill="${L.plant[1]}"/>`,
    )
    p.body.push(palm(80, 760, 380), palm(1120, 790, 420, true), tree(R, 300, 720, 180, L))
    return finish(p)
  },
  'jumeirah-village-circle'() {
    const p = start('jumeirah-village-circle', 'midday', 520)
    const { L, R } = p
    p.body.push(skyline(R, L, { base: 520, hmin: 20, hmax: 120, opacity: 0.4 }))
    // Mid-rise blocks: G+6 to G+14 with balcony bands.
    const tone = ['#efe6d8', '#e7dccb', '#f3eee6', '#dcd3c6']
    for (let x = -20; x < W; ) {
      const w = R.int(150, 230)
      const h = R.int(140, 280)
      const c = mix(R.pick(tone), L.lit, 0.3)
      let bands = ''
      for (let y = 520 - h + 18; y < 510; y += 18) bands += `M${x + 10} ${y}h${w - 20}`
      p.body.push(
        `<path d="${rect(x, 520 - h, w, h)}" fill="${c}"/><path d="${rect(x + w * 0.7, 520 - h, w * 0.3, h)}" fill="${mix(c, L.shade, 0.5)}"/><path d="${bands}" stroke="${mix(L.glass[0], '#22303c', 0.3)}" stroke-width="9" opacity=".75"/><path d="${bands}" stroke="#fff" stroke-width="2" opacity=".6" transform="translate(0 6)"/>`,
      )
      x += w + R.int(20, 50)
    }
    // A curving road and a park with trees.
    p.body.push(`<path d="${rect(0, 520, W, 280)}" fill="${L.plant[0]}"/>`)
    p.body.push(
      `<path d="M-20 600Q600 520 1220 600V680Q600 600 -20 680Z" fill="#8d8b8f"/><path d="M-20 640Q600 560 1220 640" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="30 24" opacity=".7"/>`,
    )
    for (let i = 0; i < 9; i++) p.body.push(tree(R, 40 + i * 140 + R.int(-20, 20), 720 + R.int(0, 60), R.range(120, 180), L))
    p.body.push(palm(1140, 790, 380, true), palm(70, 790, 360))
    return finish(p)
  },
  'dubai-creek-harbour'() {
    const p = start('dubai-creek-harbour', 'morning', 500)
    const { L, R } = p
    const city = [skyline(R, L, { base: 500, hmin: 40, hmax: 200, opacity: 0.5 }), towers(p, 60, 1160, 500, { hmin: 0.55, hmax: 1, scale: 0.66 })]
    city.push(
      `<path d="M880 500V90h5l3 -40h2l3 40h5V500Z" fill="${mix(L.shade, L.haze, 0.3)}"/><path d="M860 120l30 -30 30 30M860 180l30 -30 30 30" fill="none" stroke="${mix(L.shade, '#ffffff', 0.3)}" stroke-width="2"/>`,
    )
    p.defs.push(`<g id="city">${city.join('')}</g>`)
    p.body.push('<use href="#city"/>')
    water(p, 500)
    // Flamingos wading in the shallows: slender bodies, S-shaped necks, long legs.
    p.body.push(`<path d="M0 700Q300 670 620 690T1200 680V800H0Z" fill="${mix(L.water[0], '#e8dcc4', 0.5)}" opacity=".6"/>`)
    const flamingo = (x, y, s, flip) => {
      const f = flip ? -1 : 1
      const v = (a) => n(a * s)
      const h = (a) => n(f * a * s)
      return `<path d="M${n(x)} ${n(y)}c${h(14)} ${v(-8)} ${h(34)} ${v(-6)} ${h(40)} ${v(4)}c${h(-10)} ${v(10)} ${h(-30)} ${v(10)} ${h(-40)} ${v(-4)}Z" fill="#e89aa0"/><path d="M${n(x + f * 6 * s)} ${n(y - 2 * s)}c${h(-4)} ${v(-20)} ${h(14)} ${v(-22)} ${h(6)} ${v(-38)}c${h(-4)} ${v(-8)} ${h(-12)} ${v(-4)} ${h(-12)} ${v(2)}" fill="none" stroke="#e89aa0" stroke-width="${n(3 * s, 1)}" stroke-linecap="round"/><path d="M${n(x + f * 18 * s)} ${n(y + 4 * s)}v${v(40)}M${n(x + f * 24 * s)} ${n(y + 4 * s)}l${h(4)} ${v(40)}" stroke="#c87078" stroke-width="${n(1.6 * s, 1)}"/>`
    }
    for (let i = 0; i < 7; i++) p.body.push(flamingo(120 + i * 150 + R.int(-30, 30), 700 + R.int(-12, 30), R.range(1.1, 1.6), R() < 0.4))
    return finish(p)
  },
  'arabian-ranches'() {
    const p = start('arabian-ranches', 'golden-hour', 470)
    const { L, R } = p
    // Dunes beyond the community.
    p.body.push(
      `<path d="${smooth([
        [-20, 470],
        [200, 420],
        [420, 455],
        [700, 410],
        [960, 450],
        [1220, 420],
      ])}V500H-20Z" fill="#d9a877" opacity=".8"/>`,
    )
    p.body.push(`<path d="M0 470H1200V800H0Z" fill="${L.plant[0]}"/>`)
    p.body.push(villaRow(p, 560, { count: 7, roof: 'pitched', scale: 1.2, x0: -40 }))
    for (let i = 0; i < 10; i++) p.body.push(palm(R.range(0, W), 560 + R.range(-8, 10), R.range(150, 220), R() < 0.5))
    p.body.push(`<path d="M0 560H1200V590H0Z" fill="#eadcc2"/><path d="M0 590H1200V800H0Z" fill="${mix(L.plant[0], '#000000', 0.1)}"/>`)
    for (let i = 0; i < 5; i++) p.body.push(tree(R, 120 + i * 240, 720, R.range(120, 170), L))
    p.body.push(palm(1120, 800, 420, true))
    return finish(p)
  },
  'jumeirah-lake-towers'() {
    const p = start('jumeirah-lake-towers', 'morning', 520)
    const { L, R } = p
    const city = [skyline(R, L, { base: 520, hmin: 60, hmax: 220, opacity: 0.45 })]
    city.push(towers(p, -20, 360, 520, { hmin: 0.6, hmax: 0.95, scale: 0.7, id: 'a' }))
    city.push(towers(p, 440, 780, 520, { hmin: 0.7, hmax: 1.05, scale: 0.72, id: 'b', office: 0.6 }))
    city.push(towers(p, 880, W + 20, 520, { hmin: 0.6, hmax: 0.95, scale: 0.7, id: 'c' }))
    city.push(`<path d="${rect(0, 508, W, 12)}" fill="${L.plant[1]}"/>`)
    for (let x = 40; x < W; x += 170) city.push(tree(R, x, 512, R.range(36, 54), L))
    p.defs.push(`<g id="city">${city.join('')}</g>`)
    p.body.push('<use href="#city"/>')
    water(p, 520)
    p.body.push(`<path d="M-20 760Q400 700 800 730T1220 720V800H-20Z" fill="${L.plant[0]}"/>`, palm(90, 790, 300), palm(1100, 790, 320, true))
    return finish(p)
  },
  'mohammed-bin-rashid-city'() {
    const p = start('mohammed-bin-rashid-city', 'midday', 420)
    const { L, R } = p
    p.body.push(skyline(R, L, { base: 420, hmin: 40, hmax: 150, opacity: 0.45 }))
    p.body.push(burjKhalifa(900, 420, 320, mix(L.haze, '#000000', 0.08)))
    p.body.push(`<path d="M0 420H1200V470H0Z" fill="${L.plant[1]}"/>`)
    for (let i = 0; i < 14; i++) p.body.push(tree(R, R.range(0, W), 466, R.range(50, 80), L))
    p.body.push(villaRow(p, 510, { count: 8, scale: 0.9 }))
    p.body.push(`<path d="M0 510H1200V540H0Z" fill="#f2e6cf"/>`)
    // The crystal lagoon: clear turquoise over white sand.
    p.defs.push(
      linear(
        'lg',
        [
          [0, '#8fe3e0'],
          [1, '#2fb3c4'],
        ],
        0,
        540,
        0,
        H,
      ),
    )
    p.body.push(`<path d="M0 540H1200V800H0Z" fill="url(#lg)"/><path d="M0 540Q600 560 1200 540" fill="none" stroke="#fff" stroke-width="6" opacity=".6"/>`)
    const rip = new Strokes()
    for (let i = 0; i < 80; i++) rip.add(R.range(0, W), R.range(560, 790), R.range(10, 60))
    p.body.push(rip.path('stroke="#fff" stroke-width="1.4" opacity=".35"'))
    p.body.push(palm(60, 560, 300), palm(1140, 570, 320, true))
    return finish(p)
  },
  'dubai-south'() {
    const p = start('dubai-south', 'midday', 540)
    const { L, R } = p
    p.body.push(
      `<path d="${smooth([
        [-20, 540],
        [300, 520],
        [600, 535],
        [900, 515],
        [1220, 530],
      ])}V560H-20Z" fill="#e4c9a0"/>`,
    )
    p.body.push(`<path d="M0 540H1200V800H0Z" fill="#e7d3b0"/>`)
    p.body.push(villaRow(p, 620, { count: 9, scale: 0.9 }))
    p.body.push(`<path d="M0 620H1200V640H0Z" fill="#efe4d0"/><path d="M0 640H1200V800H0Z" fill="${L.plant[0]}"/>`)
    for (let i = 0; i < 8; i++) p.body.push(palm(60 + i * 150, 640, R.range(160, 210), i % 2 === 1))
    // An airliner climbing away: swept wings, engines, the tail fin.
    p.body.push(
      `<g transform="translate(760 220)rotate(-14)"><path d="M-160 0q10 -14 40 -14h250q26 0 40 14q-14 12 -40 12h-250q-30 0 -40 -12Z" fill="#f4f3f0"/><path d="M-10 0l-70 -90h26l90 90Z" fill="#e2e1de"/><path d="M0 4l-50 80h26l74 -80Z" fill="#d5d4d1"/><path d="M140 -6l30 -56h18l-12 58Z" fill="#e2e1de"/><path d="M-30 26h44v12h-44Z" fill="#c8c7c4"/><path d="M-120 -4h230" stroke="#9fb3c4" stroke-width="3" stroke-dasharray="6 8"/></g>`,
    )
    p.body.push(`<path d="M520 360q160 -70 240 -140" fill="none" stroke="#fff" stroke-width="3" opacity=".4"/>`)
    return finish(p)
  },
  'al-barsha'() {
    const p = start('al-barsha', 'golden-hour', 560)
    const { L, R } = p
    p.body.push(skyline(R, L, { base: 560, hmin: 60, hmax: 240, opacity: 0.5 }))
    // The mall and the long, sloping tube of the indoor ski slope.
    const mall = mix('#e8e2d8', L.lit, 0.3)
    p.body.push(
      `<path d="${rect(140, 470, 620, 90)}" fill="${mall}"/><path d="M180 470L700 260Q730 250 740 280V470Z" fill="${mall}"/><path d="M180 470L700 260Q730 250 740 280L740 300 200 480Z" fill="#fff" opacity=".4"/><path d="${rect(140, 520, 620, 14)}" fill="${mix(mall, '#000000', 0.2)}"/>`,
    )
    for (let x = 780; x < W; ) {
      const w = R.int(110, 160)
      const h = R.int(150, 240)
      const c = mix(R.pick(['#efe6d8', '#e7dccb', '#dcd3c6']), L.lit, 0.3)
      let bands = ''
      for (let y = 560 - h + 16; y < 550; y += 16) bands += `M${x + 8} ${y}h${w - 16}`
      p.body.push(
        `<path d="${rect(x, 560 - h, w, h)}" fill="${c}"/><path d="${bands}" stroke="${mix(L.glass[0], '#22303c', 0.3)}" stroke-width="8" opacity=".7"/>`,
      )
      x += w + 16
    }
    for (let x = -10; x < 140; x += 70) p.body.push(`<path d="${rect(x, 380, 60, 180)}" fill="${mix('#e7dccb', L.lit, 0.3)}"/>`)
    p.body.push(
      `<path d="M0 560H1200V800H0Z" fill="#8c8a8d"/><path d="M0 600H1200" stroke="#fff" stroke-width="3" stroke-dasharray="36 26" opacity=".7"/><path d="M0 640H1200V800H0Z" fill="${L.plant[0]}"/>`,
    )
    for (let i = 0; i < 9; i++) p.body.push(palm(40 + i * 140, 660, R.range(160, 220), i % 2 === 0))
    return finish(p)
  },
  meydan() {
    const p = start('meydan', 'golden-hour', 470)
    const { L, R } = p
    p.body.push(skyline(R, L, { base: 470, hmin: 40, hmax: 180, opacity: 0.45 }))
    p.body.push(burjKhalifa(240, 470, 300, mix(L.haze, '#000000', 0.05)))
    // The grandstand: a long crescent roof floating over tiered seating.
    const stand = mix('#efe9e0', L.lit, 0.3)
    p.body.push(
      `<path d="M120 470V420H1120V470Z" fill="${mix(stand, L.shade, 0.4)}"/><path d="M130 430h980" stroke="${mix(L.glass[0], '#22303c', 0.3)}" stroke-width="14"/>`,
    )
    p.body.push(
      `<path d="M80 420Q600 300 1160 420L1150 436Q600 326 90 436Z" fill="${stand}"/><path d="M90 436Q600 326 1150 436" fill="none" stroke="#000" stroke-opacity=".15" stroke-width="4"/>`,
    )
    let posts = ''
    for (let x = 160; x < 1120; x += 80) posts += `M${x} 470V${n(436 - (1 - ((x - 620) / 530) ** 2) * 90)}`
    p.body.push(`<path d="${posts}" stroke="${stand}" stroke-width="5"/>`)
    // The track: turf, white rails, dirt.
    p.body.push(
      `<path d="M0 470H1200V800H0Z" fill="${L.plant[0]}"/><path d="M0 520Q600 500 1200 520V600Q600 580 0 600Z" fill="${mix(L.plant[0], '#ffffff', 0.08)}"/>`,
    )
    p.body.push(`<path d="M0 520Q600 500 1200 520M0 600Q600 580 1200 600" fill="none" stroke="#fbfaf7" stroke-width="5"/>`)
    let rails = ''
    for (let x = 0; x < W; x += 40) rails += `M${x} ${n(600 - 20 * Math.sin((x / W) * Math.PI))}v16`
    p.body.push(`<path d="${rails}" stroke="#fbfaf7" stroke-width="3"/><path d="M0 680Q600 660 1200 680V800H0Z" fill="#b98e64"/>`)
    p.body.push(palm(60, 790, 360), palm(1140, 790, 380, true))
    return finish(p)
  },
}

export function drawLocation(slug) {
  const scene = SCENES[slug]
  if (!scene) throw new Error(`no scene for location "${slug}"`)
  return scene()
}

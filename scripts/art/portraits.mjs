// Consultant portraits (600×600): editorial flat illustrations, abstract but human. Each consultant's
// look (skin tone, hair, attire) is set in LOOKS below, keyed by agentId; the drawing is shared.
import { linear, mix, n, radial, svg } from './lib.mjs'

const SKIN = {
  fair: '#f1d4c0',
  light: '#e9c3a6',
  olive: '#d8a881',
  tan: '#c38d66',
  brown: '#a3714f',
  deep: '#7a4e35',
}
const HAIR = { black: '#1f1a18', darkBrown: '#3b2a22', brown: '#5e4130', auburn: '#7a3b26', blonde: '#c9a46a', grey: '#8f8b88', lightBrown: '#7b5a40' }

/**
 * hair: short | swept | curlyShort | long | wavy | bob | bun | ponytail | curly | none; beard: none | stubble | full;
 * attire: suit | suitTie | blazer | blouse | kandura | abaya; bg: background tone.
 */
const LOOKS = {
  'MRS-101': { skin: 'olive', hair: 'wavy', hairColor: 'darkBrown', attire: 'blazer', top: '#263a5a', inner: '#efe6d8', bg: '#dfe6e3', female: true },
  'MRS-102': { skin: 'fair', hair: 'short', hairColor: 'lightBrown', attire: 'suit', top: '#3a3d44', inner: '#f4f4f2', bg: '#e3e1dc' },
  'MRS-103': { skin: 'brown', hair: 'bun', hairColor: 'black', attire: 'blouse', top: '#2f6b5a', bg: '#efe3d6', female: true },
  'MRS-104': { skin: 'tan', hair: 'none', hairColor: 'black', beard: 'full', attire: 'kandura', bg: '#e4dccd' },
  'MRS-105': { skin: 'fair', hair: 'bob', hairColor: 'blonde', attire: 'blazer', top: '#b08a62', inner: '#f6f1ea', bg: '#dde4ea', female: true },
  'MRS-106': { skin: 'olive', hair: 'swept', hairColor: 'darkBrown', beard: 'stubble', attire: 'suit', top: '#22314d', inner: '#cfe0ee', bg: '#e8e1d6' },
  'MRS-107': { skin: 'light', hair: 'short', hairColor: 'black', attire: 'suitTie', top: '#55585e', inner: '#f4f4f2', tie: '#6b2f3a', bg: '#dfe5e0' },
  'MRS-108': { skin: 'light', hair: 'long', hairColor: 'auburn', attire: 'blouse', top: '#7a2e3b', bg: '#e7e2dc', female: true },
  'MRS-109': { skin: 'brown', hair: 'short', hairColor: 'black', beard: 'full', attire: 'blazer', top: '#2b3548', inner: '#f1f1ee', bg: '#e6dfd3' },
  'MRS-110': { skin: 'fair', hair: 'ponytail', hairColor: 'brown', attire: 'blazer', top: '#6d6f73', inner: '#fbfaf7', bg: '#e9e3da', female: true },
  'MRS-111': { skin: 'light', hair: 'bob', hairColor: 'black', attire: 'blazer', top: '#1f2226', inner: '#fbfaf7', bg: '#e3e7ec', female: true },
  'MRS-112': {
    skin: 'olive',
    hair: 'swept',
    hairColor: 'grey',
    beard: 'full',
    beardColor: 'grey',
    attire: 'suitTie',
    top: '#2a2d33',
    inner: '#f4f4f2',
    tie: '#2f4a66',
    bg: '#e4e2de',
  },
  'MRS-113': { skin: 'fair', hair: 'long', hairColor: 'darkBrown', attire: 'blouse', top: '#2f6f73', bg: '#efe6dc', female: true },
  'MRS-114': { skin: 'tan', hair: 'curlyShort', hairColor: 'black', beard: 'stubble', attire: 'blazer', top: '#a89070', inner: '#fbfaf7', bg: '#dfe6e8' },
  'MRS-115': { skin: 'olive', hair: 'curly', hairColor: 'darkBrown', attire: 'blouse', top: '#262626', bg: '#e8dfe0', female: true },
  'MRS-116': { skin: 'tan', hair: 'none', hairColor: 'black', attire: 'abaya', bg: '#e6ddd0', female: true },
}

const CX = 300
const HY = 250 // head centre

function headPath(rx, ry) {
  // An egg: fuller at the cheekbones, narrowing to the chin.
  return `M${CX} ${HY - ry}C${CX + rx * 1.1} ${HY - ry} ${CX + rx * 1.05} ${HY + ry * 0.35} ${CX + rx * 0.55} ${HY + ry * 0.78}Q${CX} ${HY + ry * 1.12} ${CX - rx * 0.55} ${HY + ry * 0.78}C${CX - rx * 1.05} ${HY + ry * 0.35} ${CX - rx * 1.1} ${HY - ry} ${CX} ${HY - ry}Z`
}

/**
 * A hair cap over the skull: outer edge above the head, a hairline across the forehead (lower at the
 * temples), sides `side` px thick reaching `low` px below the eye line; `part` shifts the parting.
 */
function cap(rx, ry, { lift = 14, side = 6, low = -6, hairline = 0.52, part = 20 }) {
  const top = HY - ry - 58 - lift
  const hl = HY - ry * hairline
  const l = CX - rx - side
  const r = CX + rx + side
  return `M${l} ${HY + low}C${l - 8} ${top} ${r + 8} ${top} ${r} ${HY + low}C${CX + rx - 8} ${HY - 30} ${CX + rx * 0.6} ${hl} ${CX + part} ${hl - 6}C${CX - rx * 0.3} ${hl - 2} ${CX - rx + 8} ${HY - 34} ${l} ${HY + low}Z`
}

/** Hair behind the head (long styles) and over it (the cap, fringe). */
function hair(look, c, rx, ry) {
  const top = HY - ry
  const back = []
  const front = []
  switch (look.hair) {
    case 'long':
    case 'wavy': {
      const wave = look.hair === 'wavy'
      back.push(
        `M${CX - rx - 18} ${HY - 40}C${CX - rx - 34} ${HY + 100} ${CX - rx - (wave ? 54 : 34)} ${HY + 180} ${CX - rx - 14} ${HY + 226}${wave ? 'q30 12 50 -4' : 'h44'}L${CX - 30} ${HY + 120}H${CX + 30}L${CX + rx - 30} ${HY + 222}${wave ? 'q22 16 54 4' : 'h44'}C${CX + rx + (wave ? 54 : 34)} ${HY + 180} ${CX + rx + 34} ${HY + 100} ${CX + rx + 18} ${HY - 40}Z`,
      )
      front.push(cap(rx, ry, { side: 18, low: 40, hairline: 0.62, part: -18 }))
      break
    }
    case 'bob':
      back.push(
        `M${CX - rx - 22} ${HY - 30}C${CX - rx - 30} ${HY + 60} ${CX - rx - 22} ${HY + 90} ${CX - rx + 6} ${HY + 100}H${CX + rx - 6}C${CX + rx + 22} ${HY + 90} ${CX + rx + 30} ${HY + 60} ${CX + rx + 22} ${HY - 30}Z`,
      )
      front.push(cap(rx, ry, { side: 20, low: 30, hairline: 0.38, part: -30 }))
      break
    case 'bun':
      back.push(`M${CX - 46} ${top - 22}a46 40 0 1 0 92 0a46 40 0 1 0 -92 0Z`)
      front.push(cap(rx, ry, { lift: 4, side: 8, low: 0, hairline: 0.6, part: 0 }))
      break
    case 'ponytail':
      back.push(
        `M${CX + rx - 6} ${HY - 50}C${CX + rx + 70} ${HY - 40} ${CX + rx + 46} ${HY + 110} ${CX + rx + 14} ${HY + 160}C${CX + rx + 16} ${HY + 80} ${CX + rx + 4} ${HY} ${CX + rx - 20} ${HY - 10}Z`,
      )
      front.push(cap(rx, ry, { lift: 6, side: 8, low: 0, hairline: 0.6, part: 24 }))
      break
    case 'curly': {
      // A full, rounded mass of curls: a scalloped outline of small circles around a solid core.
      let d = `M${CX - rx - 40} ${HY + 150}C${CX - rx - 90} ${HY - 40} ${CX - rx - 40} ${top - 60} ${CX} ${top - 56}C${CX + rx + 40} ${top - 60} ${CX + rx + 90} ${HY - 40} ${CX + rx + 40} ${HY + 150}Z`
      for (let i = 0; i < 26; i++) {
        const a = Math.PI * (0.62 + (i / 25) * 1.76)
        const r = 24
        d += `M${n(CX + Math.cos(a) * (rx + 52) - r)} ${n(HY + 10 + Math.sin(a) * (ry + 62))}a${r} ${r} 0 1 1 ${2 * r} 0a${r} ${r} 0 1 1 ${-2 * r} 0Z`
      }
      back.push(d)
      front.push(cap(rx, ry, { lift: 20, side: 16, low: 20, hairline: 0.5, part: 0 }))
      break
    }
    case 'curlyShort': {
      front.push(cap(rx, ry, { lift: 14, side: 4, low: -10, hairline: 0.56, part: 0 }))
      let d = ''
      for (let i = 0; i < 11; i++) {
        const a = Math.PI * (1.06 + (i / 10) * 0.88)
        d += `M${n(CX + Math.cos(a) * (rx + 4) - 18)} ${n(HY - 24 + Math.sin(a) * (ry + 16))}a18 18 0 1 1 36 0a18 18 0 1 1 -36 0Z`
      }
      front.push(d)
      break
    }
    case 'short':
      front.push(cap(rx, ry, { lift: 6, side: 4, low: -14, hairline: 0.58, part: 26 }))
      break
    case 'swept':
      front.push(cap(rx, ry, { lift: 26, side: 4, low: -14, hairline: 0.6, part: 10 }))
      break
  }
  return { back: back.join(''), front, color: c, gloss: look.hair !== 'curly' && look.hair !== 'curlyShort' }
}

function body(look, skin) {
  const y = 446
  const shoulders = `M60 600C66 ${y + 20} 140 ${y - 6} ${CX - 60} ${y - 16}H${CX + 60}C460 ${y - 6} 534 ${y + 20} 540 600Z`
  const out = []
  const neck = `M${CX - 42} 300V${y - 6}q42 30 84 0V300Z`
  if (look.attire === 'kandura') {
    out.push(`<path d="${neck}" fill="${skin}"/>`)
    out.push(
      `<path d="${shoulders}" fill="#f4f2ec"/><path d="M${CX} ${y + 10}v132" stroke="#d9d5cc" stroke-width="3"/><path d="M${CX - 40} ${y - 14}q40 34 80 0" fill="none" stroke="#d9d5cc" stroke-width="4"/>`,
    )
    return out.join('')
  }
  if (look.attire === 'abaya') {
    out.push(
      `<path d="${shoulders}" fill="#1c1b1f"/><path d="M${CX - 100} 600C${CX - 80} ${y + 40} ${CX - 30} ${y + 4} ${CX} ${y}C${CX + 30} ${y + 4} ${CX + 80} ${y + 40} ${CX + 100} 600" fill="none" stroke="#b89a5e" stroke-width="4"/>`,
    )
    return out.join('')
  }
  out.push(`<path d="${neck}" fill="${skin}"/><path d="M${CX - 42} 372q42 26 84 0v-40q-42 26 -84 0Z" fill="#000" opacity=".12"/>`)
  if (look.attire === 'blouse') {
    out.push(
      `<path d="${shoulders}" fill="${look.top}"/><path d="M${CX - 54} ${y - 16}Q${CX} ${y + 60} ${CX + 54} ${y - 16}Z" fill="${skin}"/><path d="M${CX - 54} ${y - 16}Q${CX} ${y + 60} ${CX + 54} ${y - 16}" fill="none" stroke="#000" stroke-opacity=".15" stroke-width="4"/>`,
    )
    return out.join('')
  }
  // Suit, blazer: shirt in a V, lapels, optional tie.
  out.push(`<path d="${shoulders}" fill="${look.top}"/>`)
  out.push(`<path d="M${CX - 62} ${y - 16}L${CX} 600L${CX + 62} ${y - 16}Z" fill="${look.inner}"/>`)
  if (look.attire !== 'blouse' && !look.female)
    out.push(`<path d="M${CX - 40} ${y - 20}l40 40 40 -40 -8 -10 -32 26 -32 -26Z" fill="${mix(look.inner, '#000000', 0.1)}"/>`)
  if (look.attire === 'suitTie') out.push(`<path d="M${CX - 12} ${y + 18}h24l-6 14 12 88 -18 20 -18 -20 12 -88Z" fill="${look.tie}"/>`)
  const lapel = mix(look.top, '#000000', 0.25)
  out.push(
    `<path d="M${CX - 70} ${y - 18}L${CX - 8} 600H${CX - 40}L${CX - 110} ${y + 40}l20 -20Z" fill="${lapel}"/><path d="M${CX + 70} ${y - 18}L${CX + 8} 600H${CX + 40}L${CX + 110} ${y + 40}l-20 -20Z" fill="${lapel}"/>`,
  )
  return out.join('')
}

function face(look, skin, rx, ry) {
  const ink = '#2a211d'
  const brow = HAIR[look.hairColor] ?? ink
  const ey = HY + 4
  const out = []
  // Brows, eyes (almond shapes with a lid line), nose, lips.
  out.push(
    `<path d="M${CX - 50} ${ey - 22}q20 -12 40 -4M${CX + 50} ${ey - 22}q-20 -12 -40 -4" fill="none" stroke="${mix(brow, skin, 0.15)}" stroke-width="${look.female ? 4 : 6}" stroke-linecap="round"/>`,
  )
  out.push(`<path d="M${CX - 44} ${ey}q14 -10 28 0q-14 8 -28 0ZM${CX + 44} ${ey}q-14 -10 -28 0q14 8 28 0Z" fill="${ink}"/>`)
  if (look.female) out.push(`<path d="M${CX - 46} ${ey - 2}q16 -13 32 -2M${CX + 46} ${ey - 2}q-16 -13 -32 -2" fill="none" stroke="${ink}" stroke-width="2.5"/>`)
  out.push(`<path d="M${CX + 2} ${ey + 6}q-6 30 -14 40q10 6 22 0" fill="none" stroke="${mix(skin, '#000000', 0.3)}" stroke-width="3" stroke-linecap="round"/>`)
  const lip = look.female ? mix('#b4606a', skin, 0.35) : mix('#9a5a50', skin, 0.55)
  out.push(
    `<path d="M${CX - 26} ${ey + 68}q26 -10 52 0q-26 22 -52 0Z" fill="${lip}"/><path d="M${CX - 26} ${ey + 68}q26 6 52 0" stroke="${mix(lip, '#000000', 0.3)}" stroke-width="2" fill="none"/>`,
  )
  if (look.female)
    out.push(
      `<circle cx="${CX - 48}" cy="${ey + 38}" r="20" fill="#e07a6a" opacity=".12"/><circle cx="${CX + 48}" cy="${ey + 38}" r="20" fill="#e07a6a" opacity=".12"/>`,
    )
  if (look.beard) {
    const bc = HAIR[look.beardColor ?? look.hairColor]
    const jaw = `M${CX - rx + 2} ${HY + 10}C${CX - rx + 6} ${HY + ry * 0.7} ${CX - 40} ${HY + ry + 14} ${CX} ${HY + ry + 14}C${CX + 40} ${HY + ry + 14} ${CX + rx - 6} ${HY + ry * 0.7} ${CX + rx - 2} ${HY + 10}C${CX + rx - 20} ${HY + 60} ${CX + 40} ${HY + 50} ${CX} ${HY + 58}C${CX - 40} ${HY + 50} ${CX - rx + 20} ${HY + 60} ${CX - rx + 2} ${HY + 10}Z`
    out.push(`<path d="${jaw}" fill="${bc}" opacity="${look.beard === 'full' ? 0.92 : 0.28}"/>`)
    if (look.beard === 'full') out.push(`<path d="M${CX - 26} ${ey + 68}q26 -10 52 0q-26 22 -52 0Z" fill="${lip}"/>`)
  }
  return out.join('')
}

export function drawPortrait(consultant) {
  const look = LOOKS[consultant.agentId]
  if (!look) throw new Error(`no portrait look for ${consultant.agentId}`)
  const skin = SKIN[look.skin]
  const rx = look.female ? 74 : 80
  const ry = look.female ? 96 : 100
  const h = hair(look, HAIR[look.hairColor], rx, ry)
  const defs = [
    linear(
      'bg',
      [
        [0, mix(look.bg, '#ffffff', 0.35)],
        [1, look.bg],
      ],
      0,
      0,
      0,
      600,
    ),
    radial('lt', 220, 170, 360, [
      [0, '#ffffff', 0.22],
      [1, '#ffffff', 0],
    ]),
    `<clipPath id="hd"><path d="${headPath(rx, ry)}"/></clipPath>`,
  ]
  const out = [`<rect width="600" height="600" fill="url(#bg)"/><circle cx="300" cy="300" r="230" fill="#fff" opacity=".35"/>`]
  if (look.attire === 'abaya')
    // Shayla: a soft black wrap over the head, framing the face and falling to the shoulders.
    out.push(
      `<path d="M${CX - rx - 40} ${HY + 40}C${CX - rx - 60} ${HY - ry - 60} ${CX + rx + 60} ${HY - ry - 60} ${CX + rx + 40} ${HY + 40}C${CX + rx + 60} ${HY + 150} ${CX + 150} 430 ${CX + 190} 470H${CX - 190}C${CX - 150} 430 ${CX - rx - 60} ${HY + 150} ${CX - rx - 40} ${HY + 40}Z" fill="#1c1b1f"/><path d="M${CX + rx + 16} ${HY - 40}C${CX + rx + 40} ${HY + 60} ${CX + 120} 420 ${CX + 170} 460" fill="none" stroke="#3a383e" stroke-width="3"/>`,
    )
  if (h.back) out.push(`<path d="${h.back}" fill="${h.color}"/>`)
  out.push(body(look, skin))
  // Ears, head, a soft shadow on the side away from the light.
  if (look.attire !== 'abaya')
    out.push(
      `<path d="M${CX - rx - 12} ${HY + 4}a12 22 0 1 0 24 0a12 22 0 1 0 -24 0ZM${CX + rx - 12} ${HY + 4}a12 22 0 1 0 24 0a12 22 0 1 0 -24 0Z" fill="${mix(skin, '#000000', 0.08)}"/>`,
    )
  out.push(`<path d="${headPath(rx, ry)}" fill="${skin}"/>`)
  out.push(
    `<g clip-path="url(#hd)"><path d="M${CX + 30} ${HY - ry}C${CX + rx} ${HY} ${CX + 30} ${HY + ry} ${CX - 10} ${HY + ry + 20}H${CX + rx + 40}V${HY - ry}Z" fill="#000" opacity=".08"/></g>`,
  )
  out.push(face(look, skin, rx, ry))
  for (const d of h.front) out.push(`<path d="${d}" fill="${h.color}"/>${h.gloss ? `<path d="${d}" fill="url(#lt)"/>` : ''}`)
  if (look.attire === 'kandura') {
    // Ghutra: a white cloth over the crown framing the face and falling over both shoulders, held by the agal.
    const g = '#f6f4ef'
    const fold = '#dcd7cd'
    out.push(`<path d="${cap(rx, ry, { lift: 18, side: 22, low: 60, hairline: 0.6, part: 0 })}" fill="${g}"/>`)
    out.push(
      `<path d="M${CX - rx - 22} ${HY + 50}C${CX - rx - 40} ${HY + 150} ${CX - 160} 470 ${CX - 190} 600H${CX - 120}C${CX - 110} 480 ${CX - rx} ${HY + 150} ${CX - rx + 4} ${HY + 40}Z" fill="${g}"/><path d="M${CX + rx + 22} ${HY + 50}C${CX + rx + 40} ${HY + 150} ${CX + 160} 470 ${CX + 190} 600H${CX + 120}C${CX + 110} 480 ${CX + rx} ${HY + 150} ${CX + rx - 4} ${HY + 40}Z" fill="${g}"/>`,
    )
    out.push(
      `<path d="M${CX - rx - 8} ${HY + 60}C${CX - rx - 20} ${HY + 160} ${CX - 140} 480 ${CX - 160} 600M${CX + rx + 8} ${HY + 60}C${CX + rx + 20} ${HY + 160} ${CX + 140} 480 ${CX + 160} 600M${CX - 40} ${HY - ry - 30}q-20 40 -60 70" fill="none" stroke="${fold}" stroke-width="3"/>`,
    )
    out.push(
      `<path d="M${CX - rx - 14} ${HY - ry - 4}Q${CX} ${HY - ry - 40} ${CX + rx + 14} ${HY - ry - 4}" fill="none" stroke="#1b1a1c" stroke-width="13" stroke-linecap="round"/><path d="M${CX - rx - 16} ${HY - ry + 14}Q${CX} ${HY - ry - 20} ${CX + rx + 16} ${HY - ry + 14}" fill="none" stroke="#1b1a1c" stroke-width="9" stroke-linecap="round"/>`,
    )
  }
  if (look.attire === 'abaya') out.push(`<path d="${cap(rx, ry, { lift: 8, side: 16, low: 80, hairline: 0.66, part: 0 })}" fill="#1c1b1f"/>`)
  return svg(600, 600, defs.join(''), out.join(''))
}

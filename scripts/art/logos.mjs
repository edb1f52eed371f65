// Partner wordmarks (240×80, monochrome): the partner's name set in one of a few type treatments with
// a small geometric mark. Our own neutral artwork, not the partners' registered logos. System font
// stacks only (an <img> SVG cannot load web fonts).
import { svg } from './lib.mjs'

const INK = '#3b3f45'
const SERIF = "Georgia,'Times New Roman',serif"
const SANS = 'Helvetica,Arial,sans-serif'

/** Font size that fits `text` into `width` px (approximate advance per character). */
function fitSize(text, width, perChar, max) {
  return Math.min(max, Math.floor(width / (text.length * perChar)))
}

export function drawLogo({ word, style, sub }) {
  const parts = []
  const cy = sub ? 44 : 50
  switch (style) {
    case 'serif-caps': {
      const size = fitSize(word, 180, 0.78, 34)
      parts.push(`<text x="120" y="${cy}" font-family="${SERIF}" font-size="${size}" letter-spacing="4" text-anchor="middle">${word}</text>`)
      break
    }
    case 'serif-title': {
      const size = fitSize(word, 200, 0.55, 34)
      parts.push(`<text x="120" y="${cy}" font-family="${SERIF}" font-size="${size}" font-style="italic" text-anchor="middle">${word}</text>`)
      break
    }
    case 'spaced-caps': {
      const size = fitSize(word, 170, 1.15, 24)
      parts.push(
        `<text x="120" y="${cy}" font-family="${SANS}" font-size="${size}" font-weight="300" letter-spacing="${Math.round(size * 0.45)}" text-anchor="middle">${word}</text>`,
      )
      parts.push(`<path d="M84 ${cy + 12}h72" stroke="${INK}" stroke-width="1.5"/>`)
      break
    }
    case 'sans-lower': {
      const size = fitSize(word, 150, 0.6, 34)
      const width = 30 + word.length * size * 0.56
      const x0 = 120 - width / 2
      parts.push(`<circle cx="${Math.round(x0 + 9)}" cy="${Math.round(cy - size * 0.32)}" r="8" fill="none" stroke="${INK}" stroke-width="3"/>`)
      parts.push(`<text x="${Math.round(x0 + 28)}" y="${cy}" font-family="${SANS}" font-size="${size}" font-weight="700" letter-spacing="-0.5">${word}</text>`)
      break
    }
    case 'sans-title': {
      const size = fitSize(word, 200, 0.58, 28)
      parts.push(`<text x="120" y="${cy}" font-family="${SANS}" font-size="${size}" font-weight="600" text-anchor="middle">${word}</text>`)
      break
    }
    default: {
      const size = fitSize(word, 190, 0.74, 32)
      parts.push(`<path d="M${120 - 6} ${cy - size - 8}l6 -6 6 6 -6 6Z" fill="${INK}"/>`)
      parts.push(`<text x="120" y="${cy}" font-family="${SANS}" font-size="${size}" font-weight="800" letter-spacing="2" text-anchor="middle">${word}</text>`)
    }
  }
  if (sub) parts.push(`<text x="120" y="66" font-family="${SANS}" font-size="10" letter-spacing="5" text-anchor="middle">${sub}</text>`)
  return svg(240, 80, '', `<g fill="${INK}">${parts.join('')}</g>`)
}

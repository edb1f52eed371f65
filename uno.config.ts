// One type and spacing scale, the green/blue theme (shades 50–950; 500 in light mode, 400 in dark),
// class-based dark mode and logical (RTL-safe) utilities. Generated once at build time.

import { createFontStack, type FontMetrics } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import inter from '@capsizecss/metrics/inter'
import playfairDisplay from '@capsizecss/metrics/playfairDisplay'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import presetWind3 from '@unocss/preset-wind3'
import { defineConfig } from 'unocss'

const primary = {
  50: '#effaf4',
  100: '#d8f3e3',
  200: '#b4e6cb',
  300: '#82d2ab',
  400: '#4eb786',
  // 4.7:1 under its own 12 % tint (the Off-plan pill, bg-primary/12), 5.6:1 on white: WCAG AA text.
  500: '#1d754f',
  600: '#186744',
  700: '#145338',
  800: '#12432f',
  900: '#0f3727',
  950: '#071f16',
}
const secondary = {
  50: '#eff5ff',
  100: '#dbe8fe',
  200: '#bfd6fe',
  300: '#93bbfd',
  400: '#79a8fb',
  500: '#2456c9',
  600: '#1d47ab',
  700: '#1b3b8a',
  800: '#1c3572',
  900: '#1c2f5f',
  950: '#141e3d',
}
const neutral = {
  50: '#faf9f7',
  100: '#f3f1ed',
  200: '#e6e2db',
  300: '#d3cdc3',
  400: '#a69e91',
  500: '#7a7266',
  600: '#5e574d',
  700: '#4a443c',
  800: '#2f2b26',
  900: '#1e1b18',
  950: '#121110',
}

/** `#1f7a52` → `31 122 82`, so utilities can add alpha (`bg-primary/10`). */
const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(' ')

const shades = (name: string, palette: Record<number, string>) =>
  Object.entries(palette)
    .map(([shade, value]) => `--c-${name}-${shade}:${value};`)
    .join('')

/**
 * Metric-matched stand-ins for the web fonts, from local fonts every system has (or a metric twin of:
 * Liberation on Linux). The web fonts arrive after the first paint (src/lib/fonts.ts): text paints in
 * Arial / Times New Roman scaled and spaced to Inter's / Playfair's metrics (capsize computes the
 * overrides from both fonts' tables), so the swap barely moves a line. Only for the scripts the web
 * fonts cover (Latin, Greek, Cyrillic, punctuation, symbols): Arabic, Hebrew, Hangul and Han fall
 * through to their own faces as before.
 */
const FALLBACK_RANGE = 'U+0000-058F, U+1D00-2BFF'
function fallbackFaces(metrics: FontMetrics, local: FontMetrics, faces: { regular: string[]; bold: string[] }) {
  const { fontFaces } = createFontStack([metrics, local], { fontFaceFormat: 'styleObject' })
  const face = fontFaces[0]?.['@font-face']
  if (!face) throw new Error(`capsize gave no fallback face for ${metrics.familyName}`)
  const family = `${metrics.familyName} Fallback`
  const rule = (names: string[], weight: string) =>
    `@font-face{font-family:'${family}';src:${names.map((name) => `local('${name}')`).join(',')};font-weight:${weight};` +
    `ascent-override:${face.ascentOverride};descent-override:${face.descentOverride};line-gap-override:${face.lineGapOverride};size-adjust:${face.sizeAdjust};unicode-range:${FALLBACK_RANGE}}`
  return { family, css: rule(faces.regular, '100 500') + rule(faces.bold, '600 900') }
}
const SANS_FALLBACK = fallbackFaces(inter, arial, {
  regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
  bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
})
const DISPLAY_FALLBACK = fallbackFaces(playfairDisplay, timesNewRoman, {
  regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
  bold: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold'],
})

const SANS_FONT = `'Inter Variable', '${SANS_FALLBACK.family}', 'Noto Sans Arabic Variable', 'Noto Sans Hebrew Variable', system-ui, -apple-system, 'Segoe UI', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif`
const DISPLAY_FONT = `'Playfair Display Variable', '${DISPLAY_FALLBACK.family}', 'Noto Sans Arabic Variable', 'Noto Sans Hebrew Variable', Georgia, 'Times New Roman', serif`

/**
 * `.prose-marsa`: typography for long-form HTML we do not write class by class (legal pages, blog
 * articles rendered from Markdown). Descendant rules sit in `:where()`, so a utility on the element
 * still wins; the measure is ~70 characters; print drops the colours and spells out link targets.
 */
const PROSE = `
.prose-marsa{max-width:70ch;font-size:1.0625rem;line-height:1.75;color:var(--ui-text);overflow-wrap:break-word}
.prose-marsa :where(h2){font-family:${DISPLAY_FONT};font-size:1.5rem;line-height:1.25;margin:2.25em 0 .75em}
@media (min-width:640px){.prose-marsa :where(h2){font-size:1.75rem}}
.prose-marsa :where(h3){font-size:1.1875rem;font-weight:600;line-height:1.4;margin:2em 0 .5em}
.prose-marsa :where(h4){font-weight:600;margin:1.5em 0 .5em}
.prose-marsa :where(p,ul,ol,blockquote,table,pre){margin:0 0 1.25em}
.prose-marsa>:where(:first-child){margin-top:0}
.prose-marsa :where(ul){list-style:disc;padding-inline-start:1.5em}
.prose-marsa :where(ol){list-style:decimal;padding-inline-start:1.5em}
.prose-marsa :where(li){margin:.375em 0;padding-inline-start:.25em}
.prose-marsa :where(li)::marker{color:var(--ui-text-muted)}
.prose-marsa :where(li>ul,li>ol){margin:.375em 0}
.prose-marsa :where(strong,b){font-weight:600}
.prose-marsa :where(a){color:var(--ui-primary);text-decoration:underline;text-decoration-thickness:1px;text-underline-offset:3px}
.prose-marsa :where(a):hover{text-decoration-thickness:2px}
.prose-marsa :where(a):focus-visible{outline:2px solid var(--ui-primary);outline-offset:2px;border-radius:2px}
.prose-marsa :where(blockquote){border-inline-start:3px solid var(--ui-primary);padding-inline-start:1.25em;font-style:italic;color:var(--ui-text-muted)}
.prose-marsa :where(hr){border-top:1px solid var(--ui-border);margin:2.5em 0}
.prose-marsa :where(img){max-width:100%;height:auto}
.prose-marsa :where(table){width:100%;border-collapse:collapse;font-size:.9375em}
.prose-marsa :where(th,td){border-bottom:1px solid var(--ui-border);padding:.5em .75em;text-align:start;vertical-align:top}
.prose-marsa :where(th){font-weight:600}
.prose-marsa :where(code){font-size:.9em;background:color-mix(in srgb,var(--ui-text) 7%,transparent);border-radius:4px;padding:.1em .3em}
.prose-marsa :where(.heading-anchor){color:inherit;text-decoration:none}
.prose-marsa :where(.heading-anchor)::after{content:"#"/"";margin-inline-start:.35em;color:var(--ui-primary);opacity:0;transition:opacity .15s}
.prose-marsa :where(.heading-anchor):is(:hover,:focus-visible)::after{opacity:1}
@media print{
:root,.dark{--ui-bg:#fff;--ui-bg-elevated:#fff;--ui-text:#000;--ui-text-muted:#333;--ui-border:#bbb;--ui-primary:#000;color-scheme:light}
.prose-marsa{max-width:none;font-size:11pt;line-height:1.5}
.prose-marsa :where(h2,h3){break-after:avoid}
.prose-marsa :where(p,li){orphans:3;widows:3}
.prose-marsa :where(a[href^="http"])::after{content:" (" attr(href) ")";font-size:.85em}
}`

export default defineConfig({
  presets: [presetWind3({ dark: 'class' })],
  theme: {
    colors: {
      primary: { ...primary, DEFAULT: 'rgb(var(--ui-primary-rgb))' },
      secondary: { ...secondary, DEFAULT: 'rgb(var(--ui-secondary-rgb))' },
      neutral,
      // Semantic surfaces that flip with the color mode.
      bg: 'var(--ui-bg)',
      elevated: 'var(--ui-bg-elevated)',
      muted: 'var(--ui-text-muted)',
      fg: 'var(--ui-text)',
      line: 'var(--ui-border)',
    },
    fontFamily: {
      sans: SANS_FONT,
      display: DISPLAY_FONT,
    },
    breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
  },
  shortcuts: {
    container: 'mx-auto w-full max-w-7xl px-5 sm:px-8',
    btn: 'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60',
    'btn-primary': 'btn bg-primary text-white hover:bg-primary-600 dark:text-neutral-950 dark:hover:bg-primary-300',
    'btn-ghost': 'btn border border-line text-fg hover:bg-neutral-100 dark:hover:bg-neutral-800',
    link: 'text-primary underline-offset-4 hover:underline',
    eyebrow: 'text-xs font-semibold uppercase tracking-[0.2em] text-primary',
    'heading-1': 'font-display text-4xl leading-tight sm:text-5xl lg:text-6xl',
    'heading-2': 'font-display text-3xl leading-tight sm:text-4xl',
    'heading-3': 'font-display text-xl leading-snug sm:text-2xl',
    card: 'rounded-2xl border border-line bg-elevated',
    'focus-ring': 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
  },
  // [data-toast]: toasts slide in from, and out towards, the inline-end edge (the left one in RTL).
  // body:has(consent banner): while the fixed consent banner is open, the page can scroll its last
  // content (the footer's "Cookie settings" included) out from under it. In the first paint, so no shift.
  preflights: [
    {
      getCSS: () => `
:root{${shades('primary', primary)}${shades('secondary', secondary)}
--ui-primary:var(--c-primary-500);--ui-secondary:var(--c-secondary-500);--ui-primary-rgb:${channels(primary[500])};--ui-secondary-rgb:${channels(secondary[500])};
--ui-bg:#fffdf9;--ui-bg-elevated:#ffffff;--ui-text:#1e1b18;--ui-text-muted:#5e574d;--ui-border:#e6e2db;color-scheme:light}
.dark{--ui-primary:var(--c-primary-400);--ui-secondary:var(--c-secondary-400);--ui-primary-rgb:${channels(primary[400])};--ui-secondary-rgb:${channels(secondary[400])};
--ui-bg:#121110;--ui-bg-elevated:#1e1b18;--ui-text:#f3f1ed;--ui-text-muted:#bdb5a8;--ui-border:#3a352f;color-scheme:dark}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%;scroll-padding-top:80px}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
${SANS_FALLBACK.css}${DISPLAY_FALLBACK.css}
body{background:var(--ui-bg);color:var(--ui-text);font-family:${SANS_FONT};line-height:1.6;-webkit-font-smoothing:antialiased}
:lang(ar) body,:lang(ar) .font-display{font-family:'Noto Sans Arabic Variable',system-ui,sans-serif}
:lang(he) body,:lang(he) .font-display{font-family:'Noto Sans Hebrew Variable',system-ui,sans-serif}
:lang(ko) .font-display{font-family:'Apple SD Gothic Neo','Malgun Gothic','Noto Sans KR',system-ui,sans-serif}
::selection{background:var(--c-primary-200);color:#071f16}
.dark ::selection{background:var(--c-primary-800);color:#fff}
@view-transition{navigation:auto}
:is(:lang(ar),:lang(he)) :is(.eyebrow,[class*="tracking-"]){letter-spacing:0}
[data-island]{display:contents}
html:not([data-color-mode]) [data-needs-js],html[data-color-mode] [data-no-js]{display:none!important}
[data-favourite][aria-pressed=true] [data-off],[data-favourite]:not([aria-pressed=true]) [data-on]{display:none}
[data-favourite][aria-pressed=true] [data-heart]{fill:currentColor}
[data-favourites-count]:empty{display:none}
#catalog-bar:has(details[open]){position:static}
body:has([data-consent-banner]:not([hidden])){padding-bottom:17rem}
@media (min-width:640px){body:has([data-consent-banner]:not([hidden])){padding-bottom:14rem}}
html[data-color-mode=system] .color-mode-switch [data-mode=system],html[data-color-mode=light] .color-mode-switch [data-mode=light],html[data-color-mode=dark] .color-mode-switch [data-mode=dark]{background:color-mix(in srgb,var(--ui-primary) 15%,transparent);color:var(--ui-primary)}
[data-toast]{--toast-side:1}
[dir=rtl] [data-toast]{--toast-side:-1}
[data-toast][data-state=closed]{opacity:0;transform:translateX(calc(var(--toast-side) * 1rem))}
@media (prefers-reduced-motion:no-preference){[data-toast][data-state=open]{animation:toast-in .2s ease-out}}
@keyframes toast-in{from{opacity:0;transform:translateX(calc(var(--toast-side) * 100%))}}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
${PROSE}`,
    },
  ],
})

// The few icons the property islands draw, kept apart from icons.tsx so the browser chunks carry
// only these. Direction-aware ones flip in right-to-left pages.
const PATHS = {
  share: 'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.59 13.51l6.83 3.98M15.41 6.51l-6.82 3.98',
  expand: 'M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7',
  prev: 'm15 18-6-6 6-6',
  next: 'm9 18 6-6-6-6',
  close: 'M18 6 6 18M6 6l12 12',
  images: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm4 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm12 4-3.1-3.1a2 2 0 0 0-2.8 0L6 21',
} as const

export type GlyphName = keyof typeof PATHS

const FLIPPED: ReadonlySet<GlyphName> = new Set(['prev', 'next'])

export function Glyph({ name, className = 'size-5', label }: { name: GlyphName; className?: string; label?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={FLIPPED.has(name) ? `${className} rtl:-scale-x-100` : className}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
    >
      <path d={PATHS[name]} />
    </svg>
  )
}

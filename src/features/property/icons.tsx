// The property page's own icons for server components (the shared set in components/Icon has the
// site-wide ones; glyphs.tsx the few the islands need). 24-unit stroke paths, decorative unless labelled.
import { StrokeIcon } from '../../components/Icon'

const PATHS = {
  bed: 'M2 20v-8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v8M4 10V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4M12 4v6M2 18h20',
  area: 'M3 8V3h5M16 3h5v5M21 16v5h-5M8 21H3v-5',
  home: 'M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8M3 10a2 2 0 0 1 .71-1.53l7-6a2 2 0 0 1 2.58 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  building:
    'M6 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18ZM6 12H4a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2M18 9h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-2M10 6h4M10 10h4M10 14h4M10 18h4',
  calendar: 'M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z',
  download: 'M12 15V3m0 12-4-4m4 4 4-4M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4',
  plan: 'M3 3h18v18H3zM3 10h8M11 3v11M15 14h6M11 18v3',
  shield:
    'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1zM9 12l2 2 4-4',
  car: 'M19 17h2c.6 0 1-.4 1-1v-3c0-.9-.7-1.7-1.5-1.9C18.7 10.6 16 10 16 10s-1.3-1.4-2.2-2.3c-.5-.4-1.1-.7-1.8-.7H5c-.6 0-1.1.4-1.4.9l-1.4 2.9A3.7 3.7 0 0 0 2 12v4c0 .6.4 1 1 1h2M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM9 17h6',
  walk: 'M13 5a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM9 22l2.5-7.5L14 17v5M7 12l2-4 4-1 2.5 4 3 1M11.5 14.5 10 9',
  metro: 'M8 3.1V7a4 4 0 0 0 8 0V3.1M9 15l-1-1M15 15l1-1M9 19c-2.8 0-5-2.2-5-5v-4a8 8 0 0 1 16 0v4c0 2.8-2.2 5-5 5ZM8 19l-2 3M16 19l2 3',
} as const

export type PropertyIconName = keyof typeof PATHS

/** The raw paths, for islands that draw an icon from props (a path is plain data). */
export const PROPERTY_ICON_PATHS: Readonly<Record<PropertyIconName, string>> = PATHS

export function PropertyIcon({ name, className = 'size-5', label }: { name: PropertyIconName; className?: string; label?: string }) {
  return <StrokeIcon d={PATHS[name]} className={className} label={label} />
}

// Line icons only the careers page uses (values, perks), on the 24-unit grid and stroke of
// src/components/Icon.tsx.
import { StrokeIcon } from '../../components/Icon'

const PATHS = {
  integrity: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Zm-3.5 9 2.5 2.5 4.5-4.5',
  clients: 'M12 21s-8-4.5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 6.5-8 11-8 11Z',
  excellence: 'm12 3 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z',
  growth: 'M3 17l6-6 4 4 8-8M14 7h7v7',
} as const

export type CareersIconName = keyof typeof PATHS

export function CareersIcon({ name, className = 'size-6' }: { name: CareersIconName; className?: string }) {
  return <StrokeIcon d={PATHS[name]} className={className} strokeWidth={1.5} />
}

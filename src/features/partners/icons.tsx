// Line icons only the Refer & Earn page uses (the reasons to partner), on the 24-unit grid and
// stroke of src/components/Icon.tsx.
import { StrokeIcon } from '../../components/Icon'

const PATHS = {
  commission: 'M12 2v20M17 5.5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
  payment: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 10h18M7 15h4',
  team: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm13 10v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75',
  tracking: 'M3 3v18h18M7 15l4-4 3 3 6-6M16 8h4v4',
  trust: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Zm-3.5 9 2.5 2.5 4.5-4.5',
  free: 'M20 12v9H4v-9M2 7h20v5H2zM12 21V7m0 0H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7Zm0 0h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7Z',
} as const

export type PartnersIconName = keyof typeof PATHS

export function PartnersIcon({ name, className = 'size-6' }: { name: PartnersIconName; className?: string }) {
  return <StrokeIcon d={PATHS[name]} className={className} strokeWidth={1.5} />
}

// The home page's marketing figures (spec section 1); labels under `home.milestones.labels`.
import type { Figure } from '../../lib/figures'

export const MILESTONES: readonly Figure<'partners' | 'consultants' | 'locations' | 'assets' | 'languages' | 'satisfaction'>[] = [
  { key: 'partners', value: 300, format: 'plus' },
  { key: 'consultants', value: 100, format: 'plus' },
  { key: 'locations', value: 7, format: 'plain' },
  { key: 'assets', value: 2_000_000_000, format: 'compactPlus' },
  { key: 'languages', value: 20, format: 'plus' },
  { key: 'satisfaction', value: 0.95, format: 'percent' },
]

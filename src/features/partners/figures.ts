// The Refer & Earn page's figures (spec section 1: 2500+ units sold, 80+ consultants, 7+ locations,
// 2.1B+ sales, 23+ languages, 95%); labels under `partners.milestones.labels`.
import type { Figure } from '../../lib/figures'

export const FIGURES: readonly Figure<'units' | 'consultants' | 'locations' | 'sales' | 'languages' | 'satisfaction'>[] = [
  { key: 'units', value: 2500, format: 'plus' },
  { key: 'consultants', value: 80, format: 'plus' },
  { key: 'locations', value: 7, format: 'plus' },
  { key: 'sales', value: 2_100_000_000, format: 'compactPlus' },
  { key: 'languages', value: 23, format: 'plus' },
  { key: 'satisfaction', value: 0.95, format: 'percent' },
]

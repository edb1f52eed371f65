// Line icons only the home page uses (services, trust reasons), drawn on the same 24-unit
// grid and stroke as src/components/Icon.tsx.
import { StrokeIcon } from '../../components/Icon'

const PATHS = {
  mortgage: 'M3 10.5 12 3l9 7.5V21H3zM9.5 17l5-5M9.75 12.25h.01M14.25 16.75h.01',
  buy: 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z',
  sell: 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8ZM7.5 7.5h.01',
  furnishing: 'M4 11V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3M2 13a2 2 0 0 1 4 0v2h12v-2a2 2 0 0 1 4 0v5H2zM4 18v2m16-2v2',
  managing: 'M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16m0-12h2a2 2 0 0 1 2 2v10M2 21h20M8 7h4m-4 4h4m-4 4h4',
  goldenVisa: 'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3 14h6m-3-5a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Zm-3.5 9 2.5 2.5 4.5-4.5',
  escrow: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4m-4 4v2',
  languages: 'M4 5h8M8 3v2m2 0c-.5 4-3 7-6 8m2-5c1 2 3 4 6 5m1 7 4-9 4 9m-6.8-3h5.6',
  afterSales: 'M12 21s-8-4.5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 6.5-8 11-8 11Z',
  plus: 'M12 5v14M5 12h14',
} as const

export type HomeIconName = keyof typeof PATHS

export function HomeIcon({ name, className = 'size-6' }: { name: HomeIconName; className?: string }) {
  return <StrokeIcon d={PATHS[name]} className={className} strokeWidth={1.5} />
}

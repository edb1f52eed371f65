// The landing pages' own icons (travel modes); the site-wide set is components/Icon.
import { StrokeIcon } from '../../components/Icon'
import type { TravelMode } from './campaigns'

const PATHS: Record<TravelMode, string> = {
  car: 'M19 17h2c.6 0 1-.4 1-1v-3c0-.9-.7-1.7-1.5-1.9C18.7 10.6 16 10 16 10s-1.3-1.4-2.2-2.3c-.5-.4-1.1-.7-1.8-.7H5c-.6 0-1.1.4-1.4.9l-1.4 2.9A3.7 3.7 0 0 0 2 12v4c0 .6.4 1 1 1h2M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM9 17h6',
  walk: 'M13 5a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM9 22l2.5-7.5L14 17v5M7 12l2-4 4-1 2.5 4 3 1M11.5 14.5 10 9',
}

export function TravelIcon({ mode, className = 'size-4.5' }: { mode: TravelMode; className?: string }) {
  return <StrokeIcon d={PATHS[mode]} className={className} />
}

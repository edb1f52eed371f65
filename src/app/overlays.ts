// The overlay registry: each overlay id of lib/overlay.ts and the module that renders it, loaded on
// first open. The type checks that every id has a component and no component lacks an id.
import type { ComponentType } from 'react'
import type { OverlayId } from '../lib/overlay'

export const overlayComponents = {
  contact: () => import('../components/ContactDialog'),
  'request-call': () => import('../modules/leads/form/RequestCallDialog'),
} satisfies Record<OverlayId, () => Promise<{ default: ComponentType<never> }>>

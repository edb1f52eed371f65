// Renders the open overlays from the shared store; each overlay's code loads on first open. Texts an
// overlay needs on every page (the request-a-call form's) come once, as `shared`, not with each opener.
import { useAtomValue } from 'jotai'
import { type ComponentType, lazy, Suspense } from 'react'
import { type OverlayId, overlaysAtom, useOverlay } from '../lib/overlay'
import { useMounted } from '../lib/use-mounted'
import { overlayComponents } from './overlays'

const lazyComponents = new Map<OverlayId, ComponentType<Record<string, unknown>>>()

function componentFor(id: OverlayId) {
  let component = lazyComponents.get(id)
  if (!component) {
    component = lazy(overlayComponents[id] as () => Promise<{ default: ComponentType<Record<string, unknown>> }>)
    lazyComponents.set(id, component)
  }
  return component
}

export default function OverlayHost({ shared = {} }: { shared?: Partial<Record<OverlayId, Record<string, unknown>>> }) {
  const overlays = useAtomValue(overlaysAtom)
  const { close } = useOverlay()
  if (!useMounted()) return null
  return (
    <Suspense fallback={null}>
      {overlays.map((overlay) => {
        const Component = componentFor(overlay.id)
        return <Component key={overlay.key} {...overlay.props} shared={shared[overlay.id]} onClose={(value: unknown) => close(overlay.key, value)} />
      })}
    </Suspense>
  )
}

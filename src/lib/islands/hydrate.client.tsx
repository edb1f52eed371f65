// Loaded on demand by the loader: React, the shared jotai store, and hydrateRoot for one island.
import { Provider } from 'jotai'
import { type ComponentType, type ReactNode, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { store } from '../store'

/** Renders its children unchanged and reports once React has committed them (effects run). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => onCommit(), [onCommit])
  return children
}

/** Hydrates `element` with `Component`; resolves when the island is live (its handlers attached). */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<Record<string, unknown>>): Promise<void> {
  const props = JSON.parse(element.dataset.props || '{}') as Record<string, unknown>
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      <Provider store={store}>
        <Committed onCommit={resolve}>
          <Component {...props} />
        </Committed>
      </Provider>,
      { onRecoverableError: (error) => console.warn('island hydration', element.dataset.island, error) },
    )
  })
}

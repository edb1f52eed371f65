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

/** The island's props: the JSON data block the server put just before its marker (Island.tsx). */
function readProps(element: HTMLElement): Record<string, unknown> {
  const block = element.previousElementSibling
  const own = block instanceof HTMLScriptElement && block.dataset.islandProps === element.dataset.island
  return own ? (JSON.parse(block.textContent || '{}') as Record<string, unknown>) : {}
}

/** Hydrates `element` with `Component`; resolves when the island is live (its handlers attached). */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<Record<string, unknown>>): Promise<void> {
  const props = readProps(element)
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

// Loaded on demand by the loader: React, the shared jotai store, and hydrateRoot for one island.
import { Provider } from 'jotai'
import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { store } from '../store'

export function hydrateIsland(element: HTMLElement, Component: ComponentType<Record<string, unknown>>) {
  const props = JSON.parse(element.dataset.props || '{}') as Record<string, unknown>
  hydrateRoot(
    element,
    <Provider store={store}>
      <Component {...props} />
    </Provider>,
    { onRecoverableError: (error) => console.warn('island hydration', element.dataset.island, error) },
  )
}

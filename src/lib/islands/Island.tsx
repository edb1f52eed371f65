// Server side of the islands mechanism (docs/decisions/001-islands.md): renders the component to
// HTML inside a marker element that carries its name, props and hydration trigger.
import type { ComponentType } from 'react'
import type { HydrateOn, IslandName } from './registry'

interface Props<P extends object> {
  name: IslandName
  component: ComponentType<P>
  /** Serialised to JSON for the browser: plain data only. */
  props: P
  /** Default `interaction`. */
  hydrate?: HydrateOn
  /** With `stored`: the localStorage keys whose presence makes the island hydrate at once. */
  storageKeys?: readonly string[]
}

export function Island<P extends object>({ name, component: Component, props, hydrate = 'interaction', storageKeys }: Props<P>) {
  return (
    <div data-island={name} data-hydrate={hydrate} data-storage-keys={storageKeys?.join(' ')} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  )
}

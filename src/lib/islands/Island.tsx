// Server side of the islands mechanism (docs/decisions/001-islands.md): renders the component to
// HTML inside a marker element that carries its name and hydration trigger, its props in a JSON
// data block just before it (a data block is not executed, so the CSP does not apply; an attribute
// would need every quote escaped: a third larger and slower to render).
import type { ComponentType } from 'react'
import { scriptJson } from '../script-json'
import type { HydrateOn, IslandName } from './names'

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
    <>
      {Object.keys(props).length > 0 && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped (scriptJson); a data block, never executed
        <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
      )}
      <div data-island={name} data-hydrate={hydrate} data-storage-keys={storageKeys?.join(' ')}>
        <Component {...props} />
      </div>
    </>
  )
}

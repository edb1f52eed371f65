// Overlays (dialogs) opened from any island with a promise that resolves with the close value.
// An unknown id throws "Overlay not found" (spec section 8); the components, loaded lazily by id,
// are registered by the app (src/app/overlays.ts), so this shared hook imports no UI.
import { atom, useSetAtom } from 'jotai'
import { useMemo } from 'react'

/** The overlays any island may open; src/app/overlays.ts maps each id to its component. */
export const OVERLAY_IDS = ['contact', 'request-call'] as const

export type OverlayId = (typeof OVERLAY_IDS)[number]

const isOverlayId = (id: string): id is OverlayId => (OVERLAY_IDS as readonly string[]).includes(id)

export interface OpenOverlay {
  key: number
  id: OverlayId
  props: Record<string, unknown>
  resolve: (value: unknown) => void
}

export const overlaysAtom = atom<OpenOverlay[]>([])

let nextKey = 0

export function useOverlay() {
  const set = useSetAtom(overlaysAtom)
  return useMemo(
    () => ({
      /** Opens overlay `id`; resolves with the value it is closed with (undefined on Escape). */
      open<T = unknown>(id: string, props: Record<string, unknown> = {}): Promise<T | undefined> {
        if (!isOverlayId(id)) throw new Error('Overlay not found')
        return new Promise((resolve) => {
          const key = ++nextKey
          set((list) => [...list, { key, id, props, resolve: resolve as (v: unknown) => void }])
        })
      },
      close(key: number, value?: unknown) {
        set((list) => {
          list.find((o) => o.key === key)?.resolve(value)
          return list.filter((o) => o.key !== key)
        })
      },
    }),
    [set],
  )
}

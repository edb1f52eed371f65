// Overlays (dialogs) opened from any island with a promise that resolves with the close value.
// Components load lazily by id; an unknown id throws "Overlay not found" (spec section 8).
import { atom, useSetAtom } from 'jotai'
import { type ComponentType, useMemo } from 'react'

export const overlayComponents = {
  contact: () => import('../components/ContactDialog'),
  'request-call': () => import('../components/lead-form/RequestCallDialog'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>

export type OverlayId = keyof typeof overlayComponents

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
        if (!Object.hasOwn(overlayComponents, id)) throw new Error('Overlay not found')
        return new Promise((resolve) => {
          const key = ++nextKey
          set((list) => [...list, { key, id: id as OverlayId, props, resolve: resolve as (v: unknown) => void }])
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

// Toast notifications on jotai (spec sections 4 and 9): at most 5 kept (older dropped), auto-close
// after 5000 ms, removed 200 ms after closing so the exit animation can run.
import { atom, useSetAtom } from 'jotai'
import { useCallback, useMemo } from 'react'

export const TOAST_MAX = 5
export const TOAST_DURATION_MS = 5000
export const TOAST_REMOVE_DELAY_MS = 200
export const TOAST_SWIPE_THRESHOLD_PX = 50

export interface ToastInput {
  title: string
  description?: string
  color?: 'success' | 'error' | 'info'
  /** A link under the text ("View saved" → /favourites). */
  action?: { label: string; href: string }
  /** Milliseconds before auto-close; default 5000. */
  duration?: number
  /** A toast of the same key is replaced, not stacked ("Saved" three times in a row is one toast). */
  key?: string
}

export interface Toast extends ToastInput {
  id: string
  open: boolean
}

export const toastsAtom = atom<Toast[]>([])

let counter = 0

/** Appends a toast (in place of one of the same key), dropping the oldest beyond TOAST_MAX. */
export function pushToast(list: Toast[], input: ToastInput, id = `toast-${++counter}`): Toast[] {
  const others = input.key === undefined ? list : list.filter((toast) => toast.key !== input.key)
  return [...others, { ...input, id, open: true }].slice(-TOAST_MAX)
}

export function closeToast(list: Toast[], id: string): Toast[] {
  return list.map((t) => (t.id === id ? { ...t, open: false } : t))
}

export function useToast() {
  const set = useSetAtom(toastsAtom)
  const remove = useCallback(
    (id: string) => {
      set((list) => closeToast(list, id))
      setTimeout(() => set((list) => list.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS)
    },
    [set],
  )
  const add = useCallback(
    (input: ToastInput) => {
      const id = `toast-${++counter}`
      set((list) => pushToast(list, input, id))
      return id
    },
    [set],
  )
  return useMemo(() => ({ add, remove }), [add, remove])
}

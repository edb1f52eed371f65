// The gallery's carousel: which photo shows and how the visitor moves: arrow keys (mirrored right to
// left), Home and End, a swipe with pointer events (touch keeps the native scroll), and the strip
// followed when it is scrolled natively (a swipe, a trackpad, a thumbnail link before JavaScript).
import { type KeyboardEvent, type PointerEvent, useCallback, useRef, useState } from 'react'

const SWIPE_PX = 40

/** Which way arrow keys and swipes go: mirrored in right-to-left pages. */
export const isRtl = (element: Element | null) => (element ? getComputedStyle(element).direction === 'rtl' : false)

const smooth = (): ScrollBehavior => (matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth')

/** Steps for a key: +1 / -1 for the arrows (mirrored in RTL), ±Infinity for End / Home. */
export function keyStep(key: string, rtl: boolean): number | null {
  if (key === 'ArrowRight') return rtl ? -1 : 1
  if (key === 'ArrowLeft') return rtl ? 1 : -1
  if (key === 'Home') return Number.NEGATIVE_INFINITY
  if (key === 'End') return Number.POSITIVE_INFINITY
  return null
}

/** Where `delta` steps from `current` land among `total` items, clamped; ±Infinity goes to the last or first. */
export const stepTarget = (current: number, delta: number, total: number) =>
  Math.max(0, Math.min(total - 1, Number.isFinite(delta) ? current + delta : delta > 0 ? total - 1 : 0))

/** A keydown handler that turns the arrow keys, Home and End into `step`s (mirrored when `rtl()`); other keys pass. */
export function stepKeys(step: (delta: number) => void, rtl: () => boolean) {
  return (event: KeyboardEvent) => {
    const delta = keyStep(event.key, rtl())
    if (delta === null) return
    event.preventDefault()
    step(delta)
  }
}

/** Swipe handlers (mouse, pen; touch too where the browser does not pan): a horizontal drag of 40 px or more steps. */
export function useSwipe(step: (delta: number) => void, rtl: () => boolean) {
  const start = useRef<{ x: number; y: number } | null>(null)
  const swiped = useRef(false)
  return {
    swiped,
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        if (event.button !== 0) return
        start.current = { x: event.clientX, y: event.clientY }
        swiped.current = false
      },
      onPointerUp: (event: PointerEvent) => {
        const from = start.current
        start.current = null
        if (!from) return
        const dx = event.clientX - from.x
        if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return
        swiped.current = true
        const forward = dx < 0 !== rtl()
        step(forward ? 1 : -1)
      },
      onPointerCancel: () => {
        start.current = null
      },
    },
  }
}

/** `total` photos in the strip `track`; `open`: the fullscreen viewer shows (it moves without animation, the strip stays). */
export function useCarousel(total: number, open: boolean) {
  const [index, setIndex] = useState(0)
  const track = useRef<HTMLUListElement>(null)
  // The index a programmatic scroll is heading to: scroll events on the way there are not the visitor's.
  const heading = useRef<number | null>(null)

  /** Scrolls the strip to photo `target` (its index does not change). */
  const scrollTo = useCallback((target: number, behavior: ScrollBehavior) => {
    const el = track.current
    if (!el) return
    const left = (isRtl(el) ? -1 : 1) * target * el.clientWidth
    if (Math.abs(el.scrollLeft - left) < 2) return
    heading.current = target
    el.scrollTo({ left, behavior })
  }, [])

  /** Shows photo `target` (clamped to the photos). */
  const go = useCallback(
    (target: number, behavior: ScrollBehavior = smooth()) => {
      const next = Math.max(0, Math.min(total - 1, target))
      setIndex(next)
      scrollTo(next, behavior)
    },
    [total, scrollTo],
  )

  /** Moves by `delta` photos; ±Infinity goes to the last or first. */
  const step = (delta: number) => go(stepTarget(index, delta, total), open ? 'auto' : smooth())

  const rtl = () => isRtl(track.current)
  const stageSwipe = useSwipe(step, rtl)
  const viewerSwipe = useSwipe(step, rtl)

  // The stage scrolled (native swipe, trackpad, a thumbnail link without JS): follow it.
  const onScroll = () => {
    const el = track.current
    if (!el || open) return
    const exact = Math.abs(el.scrollLeft) / Math.max(1, el.clientWidth)
    if (heading.current !== null) {
      if (Math.abs(exact - heading.current) > 0.01) return
      heading.current = null
    }
    const current = Math.round(exact)
    if (current !== index && current >= 0 && current < total) setIndex(current)
  }

  const onScrollEnd = () => {
    heading.current = null
    onScroll()
  }

  const onKeyDown = stepKeys(step, rtl)

  return { index, track, go, step, scrollTo, onScroll, onScrollEnd, onKeyDown, stageSwipe, viewerSwipe }
}

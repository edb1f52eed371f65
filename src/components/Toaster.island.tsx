// The notifications region (bottom inline-end corner, 16px gap, 24rem wide from sm): F8 focuses it; each
// toast slides in from the inline-end edge (right, left in Arabic/Hebrew), auto-closes after its duration
// (paused while hovered or focused) and can be swiped towards that edge to dismiss.
import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type Toast, toastsAtom, useToast } from '../lib/toast'
import { useMounted } from '../lib/use-mounted'
import { Icon } from './Icon'

export default function Toaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  const toasts = useAtomValue(toastsAtom)
  const mounted = useMounted()
  return (
    <section
      id="notifications"
      aria-label={label}
      tabIndex={-1}
      className="pointer-events-none fixed bottom-0 end-0 z-50 flex w-full flex-col gap-4 p-4 outline-none sm:w-[24rem]"
    >
      <ol className="flex flex-col gap-4">
        {(mounted ? toasts : []).map((toast) => (
          <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} />
        ))}
      </ol>
    </section>
  )
}

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const { remove } = useToast()
  const [paused, setPaused] = useState(false)
  const [dx, setDx] = useState(0)
  const start = useRef<number | null>(null)
  // +1 when the inline end is on the right (LTR), -1 in an RTL document: swipes and slides go that way.
  const side = useRef(1)
  // The latest offset for pointerup: a fast swipe ends before React renders its last pointermove.
  const offset = useRef(0)
  useEffect(() => {
    if (!toast.open || paused) return
    const timer = setTimeout(() => remove(toast.id), toast.duration ?? TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [toast.open, toast.id, toast.duration, paused, remove])

  const tone = toast.color === 'error' ? 'text-red-600 dark:text-red-400' : 'text-primary'
  return (
    <li
      role={toast.color === 'error' ? 'alert' : 'status'}
      aria-live={toast.color === 'error' ? 'assertive' : 'polite'}
      data-state={toast.open ? 'open' : 'closed'}
      data-toast=""
      data-swipe-offset={dx || undefined}
      style={dx ? { transform: `translateX(${dx}px)`, transition: 'none' } : undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(event) => {
        start.current = event.clientX
        side.current = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1
        event.currentTarget.setPointerCapture?.(event.pointerId)
      }}
      onPointerMove={(event) => {
        // Only towards the inline end: the signed distance (negative in RTL), 0 the other way.
        if (start.current === null) return
        offset.current = side.current * Math.max(0, side.current * (event.clientX - start.current))
        setDx(offset.current)
      }}
      onPointerCancel={() => {
        // The browser took the gesture over (a scroll): no swipe.
        start.current = null
        offset.current = 0
        setDx(0)
      }}
      onPointerUp={() => {
        if (Math.abs(offset.current) >= TOAST_SWIPE_THRESHOLD_PX) remove(toast.id)
        start.current = null
        offset.current = 0
        setDx(0)
      }}
      className="pointer-events-auto flex touch-pan-y items-start gap-3 rounded-2xl border border-line bg-elevated p-4 shadow-xl transition-all duration-200"
    >
      <span className={`mt-0.5 ${tone}`}>
        <Icon name={toast.color === 'error' ? 'close' : 'check'} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 break-words text-sm text-muted">{toast.description}</p>}
        {toast.action && (
          <a href={toast.action.href} className="mt-1 inline-block text-sm font-semibold text-primary underline underline-offset-4 focus-ring rounded">
            {toast.action.label}
          </a>
        )}
      </div>
      <button type="button" className="rounded-full p-1 text-muted hover:text-fg focus-ring" aria-label={closeLabel} onClick={() => remove(toast.id)}>
        <Icon name="close" className="size-4" />
      </button>
    </li>
  )
}

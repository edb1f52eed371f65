// Accessible modal dialog: the rest of the page is made inert (except the notifications region,
// so a toast raised from a dialog stays readable above it), Tab and Shift+Tab stay inside, Escape
// or a click on the backdrop closes, page scroll is locked, and focus returns to where it was.
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { Icon } from './Icon'

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])'

function focusables(root: HTMLElement) {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0)
}

export function Dialog({ title, closeLabel, onClose, children }: { title: string; closeLabel: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const previous = document.activeElement as HTMLElement | null
    const inerted = [...document.body.children].filter(
      (el): el is HTMLElement => el instanceof HTMLElement && !el.contains(dialog) && !el.querySelector('#notifications') && !el.inert,
    )
    for (const el of inerted) el.inert = true
    const overflow = document.documentElement.style.overflow
    document.documentElement.style.overflow = 'hidden'
    ;(dialog.querySelector<HTMLElement>('[autofocus]') ?? focusables(dialog)[0] ?? dialog).focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        close.current()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      for (const el of inerted) el.inert = false
      document.documentElement.style.overflow = overflow
      previous?.focus()
    }
  }, [])

  const trapTab = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !ref.current) return
    const items = focusables(ref.current)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return event.preventDefault()
    const active = document.activeElement
    if (event.shiftKey && (active === first || !ref.current.contains(active))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || !ref.current.contains(active))) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: backdrop click is a mouse shortcut; Escape and the close button are the keyboard paths
    <div
      className="fixed inset-0 z-40 grid place-items-center overflow-y-auto bg-neutral-950/60 p-4 backdrop-blur-sm"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={trapTab}
        className="w-full max-w-lg rounded-3xl border border-line bg-elevated text-fg shadow-2xl outline-none"
      >
        <div className="flex items-start justify-between gap-4 px-6 pt-6 sm:px-8 sm:pt-8">
          <h2 id={titleId} className="heading-3">
            {title}
          </h2>
          <button type="button" onClick={onClose} className="btn-ghost size-10 shrink-0 p-0" aria-label={closeLabel}>
            <Icon name="close" />
          </button>
        </div>
        <div className="px-6 pb-6 pt-4 sm:px-8 sm:pb-8">{children}</div>
      </div>
    </div>
  )
}

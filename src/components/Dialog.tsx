// Accessible modal dialog on the native <dialog>: showModal() makes the page inert, Tab and
// Shift+Tab are kept inside, Escape closes, and focus returns to where it was.
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { Icon } from './Icon'

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])'

export function Dialog({ title, closeLabel, onClose, children }: { title: string; closeLabel: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const previous = document.activeElement as HTMLElement | null
    dialog.showModal()
    dialog.querySelector<HTMLElement>('[autofocus]')?.focus()
    return () => previous?.focus()
  }, [])

  const trapTab = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (event.shiftKey && (document.activeElement === first || !ref.current.contains(document.activeElement))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => event.target === ref.current && onClose()}
      className="m-auto w-[min(100%-2rem,32rem)] max-h-[90dvh] overflow-y-auto rounded-3xl border border-line bg-elevated p-0 text-fg shadow-2xl backdrop:bg-neutral-950/60 backdrop:backdrop-blur-sm"
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
    </dialog>
  )
}

// "Contact Us" overlay: every direct way to reach the brokerage, with copy-to-clipboard, and a way
// to ask for a call back (the request-a-call dialog takes its place).
import { BRAND } from '../lib/brand'
import { useOverlay } from '../lib/overlay'
import { useCopy } from '../lib/share'
import { Dialog } from './Dialog'
import { Icon, type IconName } from './Icon'

export interface ContactDialogLabels {
  title: string
  intro: string
  close: string
  call: string
  whatsapp: string
  email: string
  office: string
  hours: string
  hoursValue: string
  copy: string
  copied: string
  copyFailed: string
  /** "Request a call back": swaps this dialog for the request-a-call form. */
  requestCall?: string
}

export default function ContactDialog({ labels, onClose }: { labels: ContactDialogLabels; onClose: (value?: unknown) => void }) {
  const overlay = useOverlay()
  const copy = useCopy(labels)
  const rows: { icon: IconName; label: string; value: string; href: string; copyable?: boolean }[] = [
    { icon: 'phone', label: labels.call, value: BRAND.phone, href: BRAND.phoneHref, copyable: true },
    // The number WhatsApp opens (buyer review F8.2: the landline here sent people to a number without WhatsApp).
    { icon: 'chat', label: labels.whatsapp, value: BRAND.whatsappNumber, href: BRAND.whatsapp, copyable: true },
    { icon: 'mail', label: labels.email, value: BRAND.email, href: `mailto:${BRAND.email}`, copyable: true },
  ]
  return (
    <Dialog title={labels.title} closeLabel={labels.close} onClose={() => onClose()}>
      <p className="text-muted">{labels.intro}</p>
      <ul className="mt-6 space-y-3">
        {rows.map((row) => (
          <li key={row.label} className="flex items-center gap-3 rounded-2xl border border-line p-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
              <Icon name={row.icon} />
            </span>
            <a href={row.href} className="min-w-0 flex-1 focus-ring rounded" rel={row.icon === 'chat' ? 'noopener' : undefined}>
              <span className="block text-xs text-muted">{row.label}</span>
              <span className="block truncate font-medium" dir="ltr">
                {row.value}
              </span>
            </a>
            {row.copyable && (
              <button type="button" className="btn-ghost size-10 p-0" aria-label={`${labels.copy}: ${row.value}`} onClick={() => copy(row.value)}>
                <Icon name="copy" className="size-4" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {labels.requestCall && (
        <button
          type="button"
          className="btn-primary mt-4 h-12 w-full text-base"
          aria-haspopup="dialog"
          onClick={() => {
            onClose()
            void overlay.open('request-call')
          }}
        >
          <Icon name="phone" className="size-4" />
          {labels.requestCall}
        </button>
      )}
      <div className="mt-6 grid gap-1 text-sm text-muted">
        <p className="flex gap-2">
          <Icon name="pin" className="size-4 mt-1 shrink-0" />
          <span>
            <span className="font-medium text-fg">{labels.office}: </span>
            {BRAND.address}
          </span>
        </p>
        <p className="flex gap-2">
          <Icon name="clock" className="size-4 mt-1 shrink-0" />
          <span>
            <span className="font-medium text-fg">{labels.hours}: </span>
            {labels.hoursValue}
          </span>
        </p>
      </div>
    </Dialog>
  )
}

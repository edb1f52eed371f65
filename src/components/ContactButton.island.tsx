// Header "Contact Us": opens the contact overlay. Without JavaScript it is a link to the footer's
// contact block, so nobody is left without a way to reach us.

import { useOverlay } from '../lib/overlay'
import type { ContactDialogLabels } from './ContactDialog'

export default function ContactButton({ label, labels, className }: { label: string; labels: ContactDialogLabels; className?: string }) {
  const overlay = useOverlay()
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real link to #contact without JavaScript, a dialog with it
    <a
      href="#contact"
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault()
        void overlay.open('contact', { labels })
      }}
    >
      {label}
    </a>
  )
}

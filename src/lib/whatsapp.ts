// WhatsApp click-to-chat links to a person (an agent, a consultant), with a message filled in.

/** `https://wa.me/<digits>?text=<message>`; null without a usable number (8–15 digits). */
export function whatsappLink(phone: string | null | undefined, message: string): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  if (digits.length < 8 || digits.length > 15) return null
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`
}

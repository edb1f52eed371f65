// True after the first client commit. Islands whose state can change before they hydrate (toasts,
// overlays opened by another island) render the server's markup first, then the live state, so
// hydration always matches.
import { useEffect, useState } from 'react'

export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted
}

// The Marsa wordmark: a sail-like mark ("marsa" is Arabic for harbour) and the name.
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg viewBox="0 0 32 32" className="size-8 text-primary" aria-hidden="true">
        <path d="M16 3 6 24h20L16 3Z" fill="currentColor" opacity=".9" />
        <path d="M16 3v21h10L16 3Z" fill="currentColor" opacity=".55" />
        <path d="M4 27.5c4 2 8 2 12 0s8-2 12 0" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
      <span className="font-display text-2xl tracking-wide">Marsa</span>
    </span>
  )
}

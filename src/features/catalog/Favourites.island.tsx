// The saved-properties view: ids live in this browser (src/lib/favourites.ts), the cards are
// rendered by the server (/catalog/results?ids=…) so they look exactly like search results.
import { useEffect, useState } from 'react'
import { FAVOURITES_EVENT, readFavourites } from '../../lib/favourites'

interface Props {
  basePath: string
  emptyLabel: string
  loadingLabel: string
  errorLabel: string
  browseLabel: string
  /** The price-drop alert form (src/features/alerts), given the saved ids as `?ids=`. */
  alertsPath: string
  alertsLabel: string
}

export default function Favourites({ basePath, emptyLabel, loadingLabel, errorLabel, browseLabel, alertsPath, alertsLabel }: Props) {
  const [state, setState] = useState<{ status: 'loading' | 'empty' | 'error' | 'ready'; html?: string; ids?: number[] }>({ status: 'loading' })
  useEffect(() => {
    const load = async () => {
      const ids = readFavourites()
      if (!ids.length) return setState({ status: 'empty' })
      try {
        const response = await fetch(`${basePath}/results?ids=${ids.slice(0, 50).join(',')}`, { headers: { accept: 'text/html' } })
        if (!response.ok) throw new Error(String(response.status))
        const html = await response.text()
        setState(html.trim() ? { status: 'ready', html, ids: ids.slice(0, 50) } : { status: 'empty' })
      } catch {
        setState({ status: 'error' })
      }
    }
    void load()
    window.addEventListener(FAVOURITES_EVENT, load)
    window.addEventListener('storage', load)
    return () => {
      window.removeEventListener(FAVOURITES_EVENT, load)
      window.removeEventListener('storage', load)
    }
  }, [basePath])

  if (state.status === 'ready' && state.html) {
    // Server-rendered, escaped card markup from our own origin.
    return (
      <>
        <a href={`${alertsPath}?ids=${state.ids?.join(',') ?? ''}`} className="btn-ghost mt-8" data-testid="favourites-alert">
          {alertsLabel}
        </a>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML produced by our server renderer */}
        <ol id="results" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" dangerouslySetInnerHTML={{ __html: state.html }} />
      </>
    )
  }
  return (
    <div className="card mt-8 grid place-items-center px-6 py-16 text-center" aria-live="polite">
      <p className="max-w-md text-muted">{state.status === 'loading' ? loadingLabel : state.status === 'error' ? errorLabel : emptyLabel}</p>
      {state.status !== 'loading' && (
        <a href={basePath} className="btn-primary mt-6">
          {browseLabel}
        </a>
      )}
    </div>
  )
}

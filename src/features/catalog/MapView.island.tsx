// The catalogue's map (issue 13 item 5): the drawn map of Dubai with the search's results as price
// markers, clustered at the current zoom. Server-rendered whole (markers are links to the projects,
// clusters links to their area), so it shows and works without JavaScript; hydrated, it pans and
// zooms (drag, wheel, pinch, the +/- buttons, arrow and +/- keys), re-clusters, opens a small card
// for a marker (Esc closes it), highlights the card of the list under it and the other way round,
// and offers "Search this area" once moved. Its own chunk: only the map view loads it.
import { type KeyboardEvent, type MouseEvent, type PointerEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { type Cluster, clusterItems, placeLabels } from '../../components/map/cluster'
import { DubaiMap } from '../../components/map/DubaiMap'
import { type Box, boundsOf, toLatLng } from '../../components/map/projection'
import { boxAround, fitView, type View, viewBox, zoomLimits } from '../../components/map/view'
import { type MapMarker, MarkerLayer, withArea, withBounds } from './MapMarkers'
import type { GlMap } from './maplibre.client'

export interface MapViewProps {
  markers: MapMarker[]
  /** Area names and where to write them. */
  areas: { name: string; x: number; y: number }[]
  /** What the map shows first (the results, or the searched area). */
  initial: Box
  /** The search's URL without its map area: "Search this area" and a cluster add theirs. */
  searchBase: string
  /** A configured MapLibre style (MAP_STYLE_URL): tried after hydration, the drawn map stays if it fails. */
  styleUrl?: string
  labels: {
    region: string
    sea: string
    zoomIn: string
    zoomOut: string
    searchArea: string
    close: string
    view: string
    /** With `{{n}}`: "Properties here: 12. Zoom in". */
    cluster: string
    keys: string
  }
}

/** The size assumed before the browser measures the map (the server's render). */
const ASSUMED = { width: 640, height: 560 }

const HIGHLIGHT = ['ring-2', 'ring-primary', 'ring-offset-2', 'ring-offset-bg']

export default function MapView({ markers, areas, initial, searchBase, styleUrl, labels }: MapViewProps) {
  const frame = useRef<HTMLElement>(null)
  const svg = useRef<SVGSVGElement>(null)
  const [size, setSize] = useState(ASSUMED)
  const [view, setView] = useState<View>(() => fitView(initial, ASSUMED.width, ASSUMED.height))
  const [moved, setMoved] = useState(false)
  const [open, setOpen] = useState<number | null>(null)
  const [hover, setHover] = useState<number | null>(null)
  const [live, setLive] = useState(false)
  const touched = useRef(false)
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const dragged = useRef(false)
  // The configured map, once its style has loaded ('failed': the drawn map stays).
  const glHost = useRef<HTMLDivElement>(null)
  const [gl, setGl] = useState<GlMap | null>(null)
  const [glState, setGlState] = useState<'off' | 'loading' | 'failed' | 'on'>(styleUrl ? 'loading' : 'off')
  const [glMoves, setGlMoves] = useState(0)

  const box = viewBox(view, size.width, size.height)
  const clusters = useMemo(() => clusterItems(markers, view.scale), [markers, view.scale])
  const byId = useMemo(() => new Map(markers.map((m) => [m.id, m])), [markers])
  // On the configured map: the same clustering, in the map's pixels (recomputed as it moves).
  const glClusters = useMemo(() => {
    if (!gl || glMoves < 0) return []
    const items = markers.map((m) => {
      const { lat, lng } = toLatLng(m)
      return { id: m.id, ...gl.project(lng, lat) }
    })
    return clusterItems(items, 1).map((c) => ({ ...c, box: boxAround(c.ids.flatMap((id) => byId.get(id) ?? [])) }))
  }, [gl, glMoves, markers, byId])
  // Area names where they cover no marker (and no other name).
  const names = useMemo(() => placeLabels(areas, clusters, view.scale), [areas, clusters, view.scale])

  /** Moves the view (clamped to the zoom limits); the visitor's own move offers "Search this area". */
  const move = useCallback(
    (next: (v: View) => View) => {
      touched.current = true
      setView((v) => {
        const { min, max } = zoomLimits(size.width)
        const n = next(v)
        return { ...n, scale: Math.min(max, Math.max(min, n.scale)) }
      })
      setMoved(true)
    },
    [size.width],
  )

  /** Zooms by `factor` keeping the point under (`px`, `py`) pixels where it is. */
  const zoomAt = useCallback(
    (factor: number, px = size.width / 2, py = size.height / 2) => {
      if (gl) {
        gl.zoomBy(factor)
        setMoved(true)
        return
      }
      move((v) => {
        const { min, max } = zoomLimits(size.width)
        const scale = Math.min(max, Math.max(min, v.scale * factor))
        const b = viewBox(v, size.width, size.height)
        const ux = b.x + px / v.scale
        const uy = b.y + py / v.scale
        return { x: ux - (px - size.width / 2) / scale, y: uy - (py - size.height / 2) / scale, scale }
      })
    },
    [move, size, gl],
  )

  // The real size: the first one refits the results (the server guessed), later ones keep the centre.
  useEffect(() => {
    const element = frame.current
    if (!element) return
    setLive(true)
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry?.contentRect.width ?? 0)
      const height = Math.round(entry?.contentRect.height ?? 0)
      if (!width || !height) return
      setSize({ width, height })
      if (!touched.current) setView(fitView(initial, width, height))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [initial])

  useEffect(() => {
    const host = glHost.current
    if (!styleUrl || !live || !host) return
    let map: GlMap | undefined
    let cancelled = false
    import('./maplibre.client')
      .then((m) => m.mountMapLibre(host, styleUrl, boundsOf(initial)))
      .then((mounted) => {
        if (cancelled) return mounted.remove()
        map = mounted
        mounted.onMove((byVisitor) => {
          setGlMoves((n) => n + 1)
          if (byVisitor) setMoved(true)
        })
        setGl(mounted)
        setGlState('on')
      })
      .catch(() => {
        if (!cancelled) setGlState('failed')
      })
    return () => {
      cancelled = true
      map?.remove()
    }
  }, [styleUrl, initial, live])

  // The wheel zooms (not passive: the page must not scroll under the map).
  useEffect(() => {
    const element = svg.current
    if (!element) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      const rect = element.getBoundingClientRect()
      zoomAt(Math.exp(-event.deltaY * 0.0025), event.clientX - rect.left, event.clientY - rect.top)
    }
    element.addEventListener('wheel', onWheel, { passive: false })
    return () => element.removeEventListener('wheel', onWheel)
  }, [zoomAt])

  // The list beside the map: a card hovered or focused lights its marker, a marker its card.
  useEffect(() => {
    const list = document.getElementById('results')
    if (!list) return
    const idOf = (event: Event) => {
      const item = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('li[data-project]') : null
      return item ? Number(item.dataset.project) : null
    }
    const enter = (event: Event) => setHover(idOf(event))
    const leave = () => setHover(null)
    list.addEventListener('pointerover', enter)
    list.addEventListener('focusin', enter)
    list.addEventListener('pointerleave', leave)
    list.addEventListener('focusout', leave)
    return () => {
      list.removeEventListener('pointerover', enter)
      list.removeEventListener('focusin', enter)
      list.removeEventListener('pointerleave', leave)
      list.removeEventListener('focusout', leave)
    }
  }, [])
  useEffect(() => {
    if (hover === null) return
    const card = document.querySelector(`#results li[data-project="${hover}"]`)
    card?.classList.add(...HIGHLIGHT)
    return () => card?.classList.remove(...HIGHLIGHT)
  }, [hover])

  const closePopup = useCallback(() => {
    const id = open
    setOpen(null)
    if (id !== null) svg.current?.querySelector<SVGAElement>(`[data-marker="${id}"]`)?.focus()
  }, [open])

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && open !== null) {
      event.preventDefault()
      closePopup()
      return
    }
    // Keys pan and zoom only on the map itself, never while a marker or a button has focus.
    if (event.target !== event.currentTarget) return
    const step = 80 / view.scale
    const pan: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }
    const delta = pan[event.key]
    if (delta) {
      event.preventDefault()
      if (gl) {
        gl.panBy(delta[0] * view.scale, delta[1] * view.scale)
        setMoved(true)
      } else move((v) => ({ ...v, x: v.x + delta[0], y: v.y + delta[1] }))
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault()
      zoomAt(1.5)
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault()
      zoomAt(1 / 1.5)
    }
  }

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    if (event.button !== 0 && event.pointerType === 'mouse') return
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    dragged.current = false
  }

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const last = pointers.current.get(event.pointerId)
    if (!last) return
    const dx = event.clientX - last.x
    const dy = event.clientY - last.y
    if (!dragged.current && Math.hypot(dx, dy) < 4) return
    if (!dragged.current) {
      dragged.current = true
      event.currentTarget.setPointerCapture(event.pointerId)
    }
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId)
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    const other = others[0]?.[1]
    if (other) {
      // Pinch: the distance between two fingers scales the map around their middle.
      const before = Math.hypot(last.x - other.x, last.y - other.y)
      const after = Math.hypot(event.clientX - other.x, event.clientY - other.y)
      const rect = event.currentTarget.getBoundingClientRect()
      if (before > 0) zoomAt(after / before, (event.clientX + other.x) / 2 - rect.left, (event.clientY + other.y) / 2 - rect.top)
      return
    }
    move((v) => ({ ...v, x: v.x - dx / v.scale, y: v.y - dy / v.scale }))
  }

  function onPointerUp(event: PointerEvent<SVGSVGElement>) {
    pointers.current.delete(event.pointerId)
  }

  function onMarker(event: MouseEvent, id: number) {
    event.preventDefault()
    if (dragged.current) return
    setOpen((current) => (current === id ? null : id))
  }

  function onCluster(event: MouseEvent, cluster: Cluster) {
    event.preventDefault()
    if (dragged.current) return
    touched.current = true
    setMoved(true)
    setOpen(null)
    if (gl) return gl.fitBounds(boundsOf({ x: cluster.box.x - 1, y: cluster.box.y - 1, width: cluster.box.width + 2, height: cluster.box.height + 2 }))
    // Zoom to the cluster's points, at least twice as close.
    setView((v) => {
      const fit = fitView(cluster.box, size.width, size.height, 60)
      return { ...fit, scale: Math.max(fit.scale, v.scale * 2) }
    })
  }

  function searchArea() {
    const url = gl ? withBounds(searchBase, gl.bounds()) : withArea(searchBase, box)
    void import('./live.client').then((m) => m.navigate(url)).catch(() => location.assign(url))
  }

  /** The markers and clusters of `list`, drawn at its points with `unit` drawing units per pixel. */
  const markerLayer = (list: Cluster[], unit: number) => (
    <MarkerLayer
      clusters={list}
      unit={unit}
      byId={byId}
      hover={hover}
      open={open}
      live={live}
      searchBase={searchBase}
      clusterLabel={labels.cluster}
      onMarker={onMarker}
      onCluster={onCluster}
      onHover={setHover}
    />
  )
  const popup = open === null ? undefined : byId.get(open)
  /** Where the popup's marker is, in pixels of the map. */
  const popupAt = (m: MapMarker) => {
    if (!gl) return { x: (m.x - box.x) * view.scale, y: (m.y - box.y) * view.scale }
    const { lat, lng } = toLatLng(m)
    return gl.project(lng, lat)
  }
  const px = (n: number) => n / view.scale
  return (
    <section
      ref={frame}
      aria-label={labels.region}
      aria-describedby="map-keys"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the map itself takes the arrow and +/- keys (its markers and buttons are tabbable too)
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="relative size-full overflow-hidden rounded-2xl border border-line bg-[#cfe2e9] focus-ring dark:bg-[#0c2230]"
      data-testid="map"
      data-map-ready={live ? '' : undefined}
      data-map-engine={glState === 'on' ? 'maplibre' : 'drawn'}
      data-map-style={glState === 'off' ? undefined : glState}
    >
      <p id="map-keys" className="sr-only">
        {labels.keys}
      </p>
      <svg
        ref={svg}
        viewBox={`${box.x.toFixed(2)} ${box.y.toFixed(2)} ${box.width.toFixed(2)} ${box.height.toFixed(2)}`}
        preserveAspectRatio="xMidYMid slice"
        className={gl ? 'hidden' : 'block size-full cursor-grab touch-none select-none active:cursor-grabbing'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <DubaiMap scale={view.scale} sea={labels.sea} />
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group of text, nothing in it is focusable (the names are decoration: the cards say the area) */}
        <g aria-hidden="true" className="fill-[#6b6358] dark:fill-[#a59d90]" fontSize={px(10.5)} fontWeight={600} textAnchor="middle">
          {names.map((a) => (
            <text
              key={a.name}
              x={a.x}
              y={a.y + px(26)}
              paintOrder="stroke"
              strokeWidth={px(3)}
              strokeLinejoin="round"
              className="uppercase tracking-[0.12em] stroke-[#f5f1e8] dark:stroke-[#23282c]"
            >
              {a.name}
            </text>
          ))}
        </g>
        {!gl && markerLayer(clusters, px(1))}
      </svg>
      {styleUrl && live && <div ref={glHost} className={gl ? 'absolute inset-0' : 'invisible absolute inset-0'} data-testid="map-gl" />}
      {gl && (
        <svg className="pointer-events-none absolute inset-0 size-full" viewBox={`0 0 ${size.width} ${size.height}`}>
          {markerLayer(glClusters, 1)}
        </svg>
      )}
      {gl && (
        <p className="absolute bottom-1 end-2 rounded bg-elevated/80 px-1.5 text-[10px] text-muted" lang="en">
          {gl.attribution()}
        </p>
      )}
      <div className="absolute end-3 top-3 flex flex-col overflow-hidden rounded-xl border border-line bg-elevated shadow-md">
        <button
          type="button"
          onClick={() => zoomAt(1.6)}
          aria-label={labels.zoomIn}
          className="grid size-10 place-items-center text-lg font-semibold hover:bg-neutral-100 focus-ring dark:hover:bg-neutral-800"
        >
          +
        </button>
        <button
          type="button"
          onClick={() => zoomAt(1 / 1.6)}
          aria-label={labels.zoomOut}
          className="grid size-10 place-items-center border-t border-line text-lg font-semibold hover:bg-neutral-100 focus-ring dark:hover:bg-neutral-800"
        >
          −
        </button>
      </div>
      {moved && (
        <button
          type="button"
          onClick={searchArea}
          className="btn-primary absolute start-1/2 top-3 -translate-x-1/2 shadow-lg rtl:translate-x-1/2"
          data-testid="search-area"
        >
          {labels.searchArea}
        </button>
      )}
      {popup && (
        <div
          role="dialog"
          aria-label={popup.title}
          className="card absolute z-10 w-64 -translate-x-1/2 -translate-y-full p-4 shadow-xl"
          style={{
            left: `${Math.min(size.width - 136, Math.max(136, popupAt(popup).x))}px`,
            top: `${Math.max(150, popupAt(popup).y - 36)}px`,
          }}
          data-testid="map-popup"
        >
          <button
            type="button"
            onClick={closePopup}
            aria-label={labels.close}
            className="absolute end-2 top-2 grid size-8 place-items-center rounded-full text-muted hover:bg-neutral-100 focus-ring dark:hover:bg-neutral-800"
          >
            ×
          </button>
          <p className="pe-6 text-xs font-semibold uppercase tracking-wider text-muted">{popup.detail}</p>
          <p className="mt-1 font-display text-lg leading-snug" lang={popup.lang}>
            {popup.title}
          </p>
          <p className="mt-1 font-semibold">
            <bdi>{popup.price}</bdi>
          </p>
          <a href={popup.href} className="btn-primary mt-3 w-full">
            {labels.view}
          </a>
        </div>
      )}
    </section>
  )
}

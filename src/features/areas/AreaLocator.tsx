// Where the area is, drawn: the map of Dubai the catalogue's map view uses (decision 022), framed
// around the area's centre with a pin and its name, so a buyer sees it against the coast, the Palm
// and Sheikh Zayed Road. Server-rendered SVG, no script; one image with a name for screen readers.
import { DubaiMap } from '../../components/map/DubaiMap'
import { toPoint } from '../../components/map/projection'

/** The frame, in the drawing's units (0.001° of latitude, about 111 m): about 29 × 18 km. */
const WIDTH = 260
const HEIGHT = 160
/** Pixels per unit the strokes are sized for (the frame drawn about 650 px wide). */
const SCALE = 2.5

interface Props {
  center: { lat: number; lng: number }
  name: string
  /** The image's accessible name ("Dubai Marina on the map of Dubai"). */
  label: string
  sea: string
}

export function AreaLocator({ center, name, label, sea }: Props) {
  const pin = toPoint(center.lat, center.lng)
  const px = (n: number) => n / SCALE
  return (
    <figure className="relative mt-6 overflow-hidden rounded-3xl border border-line" data-testid="area-locator">
      <svg
        viewBox={`${pin.x - WIDTH / 2} ${pin.y - HEIGHT / 2} ${WIDTH} ${HEIGHT}`}
        className="block aspect-[13/8] w-full"
        role="img"
        aria-label={label}
        preserveAspectRatio="xMidYMid slice"
      >
        <DubaiMap scale={SCALE} sea={sea} />
        <g>
          <circle cx={pin.x} cy={pin.y} r={px(28)} className="fill-primary/20" />
          <circle cx={pin.x} cy={pin.y} r={px(7)} className="fill-primary stroke-white dark:stroke-neutral-950" strokeWidth={px(2.5)} />
        </g>
      </svg>
      {/* The pin is the frame's centre whatever the width (slice keeps it there): the name sits just above it, in page type. */}
      <figcaption className="pointer-events-none absolute start-1/2 top-1/2 -translate-y-[calc(100%+0.9rem)] rtl:translate-x-1/2 ltr:-translate-x-1/2 whitespace-nowrap rounded-full bg-bg/90 px-3 py-1 text-sm font-semibold shadow-sm">
        {name}
      </figcaption>
    </figure>
  )
}

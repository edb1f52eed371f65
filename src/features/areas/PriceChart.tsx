// The guide's price chart: a server-rendered SVG of horizontal bars (no chart library, no script),
// an image with its accessible name saying what it shows; the figures themselves are in the table
// that follows it (PriceTable). Colours follow the color mode (currentColor and the theme's
// primary and secondary); mirrored right to left.
import { usePage } from '../../lib/page-context'
import { type BarKind, type ChartRow, chartGeometry } from './chart'

const FILL: Record<BarKind, string> = { asking: 'fill-primary', transaction: 'fill-secondary' }

export function PriceChart({ rows, kinds, label }: { rows: ChartRow[]; kinds: BarKind[]; label: string }) {
  const { dir } = usePage()
  const rtl = dir === 'rtl'
  const chart = chartGeometry(rows, kinds, rtl)
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      className="block h-auto w-full max-w-[28rem] text-fg"
      direction={rtl ? 'rtl' : 'ltr'}
      data-testid="price-chart"
    >
      {chart.groups.map((group) => (
        <g key={`${group.label.content}-${group.label.y}`}>
          <text x={group.label.x} y={group.label.y} textAnchor="start" className="fill-current text-[13px] font-semibold">
            {group.label.content}
          </text>
          {group.bars.map((bar) => (
            <g key={bar.kind} data-bar={bar.kind} data-value={bar.value}>
              <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={3} className={FILL[bar.kind]} />
              <text x={bar.text.x} y={bar.text.y} textAnchor="start" className="fill-current text-[11px]">
                {bar.text.content}
              </text>
            </g>
          ))}
        </g>
      ))}
    </svg>
  )
}

/** The chart's key: a swatch and the name of each kind of bar. */
export function ChartKey({ kinds, names }: { kinds: BarKind[]; names: Record<BarKind, string> }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted" aria-hidden="true">
      {kinds.map((kind) => (
        <li key={kind} className="flex items-center gap-2">
          <span className={`inline-block size-3 rounded-sm ${kind === 'asking' ? 'bg-primary' : 'bg-secondary'}`} />
          {names[kind]}
        </li>
      ))}
    </ul>
  )
}

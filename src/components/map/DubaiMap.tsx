// The drawn map of Dubai (decision 022): sea, land, Palm Jumeirah and the islands, the Creek and the
// canals, the main roads and the airport, from ./dubai-geometry.ts (scripts/dubai-map.ts). An SVG
// group in the drawing's units, to put inside an <svg> whose viewBox is the view; roads keep their
// width in pixels at every zoom, land and water are real sizes. Colours follow the color mode.
import { DUBAI } from './dubai-geometry'
import { toPoint } from './projection'

/** Where the sea's name is written: off Jumeirah. */
const SEA_LABEL = toPoint(25.2, 55.07)

export function DubaiMap({ scale, sea }: { scale: number; sea: string }) {
  const px = (n: number) => n / scale
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: shapes and two words of decoration, nothing focusable
    <g aria-hidden="true">
      <rect x={-600} y={-600} width={2000} height={2000} className="fill-[#cfe2e9] dark:fill-[#0c2230]" />
      <path d={DUBAI.land} className="fill-[#f5f1e8] dark:fill-[#23282c]" />
      <g className="fill-none stroke-[#f5f1e8] dark:stroke-[#23282c]" strokeLinecap="round" strokeLinejoin="round">
        <path d={DUBAI.palmFronds} strokeWidth={DUBAI.palmWidths.fronds} />
        <path d={DUBAI.palmTrunk} strokeWidth={DUBAI.palmWidths.trunk} />
        <path d={DUBAI.palmCrescent} strokeWidth={DUBAI.palmWidths.crescent} />
      </g>
      <path d={DUBAI.islands} className="fill-[#f5f1e8] dark:fill-[#23282c]" />
      <g className="fill-none stroke-[#cfe2e9] dark:stroke-[#0c2230]" strokeLinecap="round" strokeLinejoin="round">
        {DUBAI.waterways.map((w) => (
          <path key={w.d} d={w.d} strokeWidth={w.width} />
        ))}
      </g>
      <path d={DUBAI.lagoon} className="fill-[#cfe2e9] dark:fill-[#0c2230]" />
      <path d={DUBAI.runways} className="fill-none stroke-[#e3ddd1] dark:stroke-[#2a3034]" strokeWidth={DUBAI.runwayWidth} strokeLinecap="round" />
      <g className="fill-none" strokeLinecap="round" strokeLinejoin="round">
        <path d={DUBAI.roads} className="stroke-[#e4dccb] dark:stroke-[#11151a]" strokeWidth={px(3.5)} />
        <path d={DUBAI.roads} className="stroke-white dark:stroke-[#343b41]" strokeWidth={px(2)} />
        <path d={DUBAI.motorway} className="stroke-[#e6c98f] dark:stroke-[#11151a]" strokeWidth={px(5)} />
        <path d={DUBAI.motorway} className="stroke-[#f8e2b1] dark:stroke-[#5b4c31]" strokeWidth={px(3)} />
      </g>
      <text x={SEA_LABEL.x} y={SEA_LABEL.y} fontSize={px(12)} textAnchor="middle" className="fill-[#5a8294] dark:fill-[#5f8291] italic tracking-[0.25em]">
        {sea}
      </text>
    </g>
  )
}

// The geometry of the guide's price chart: one group per kind of home (its label on a line of its
// own, then a bar for the asking price and, when imported, one for the transaction price), bars
// growing from the inline-start edge, every length proportional to its value against the largest.
// In a right-to-left page the drawing is mirrored (bars grow from the right). Pure: unit-tested.

export type BarKind = 'asking' | 'transaction'

export interface ChartRow {
  label: string
  /** Values in the unit shown (e.g. EUR per m²); null: no figure for this kind. */
  values: Partial<Record<BarKind, number | null>>
  /** What each bar says at its end ("AED 2,150"). */
  texts: Partial<Record<BarKind, string>>
}

export interface Bar {
  kind: BarKind
  x: number
  y: number
  width: number
  height: number
  value: number
  text: { x: number; y: number; content: string }
}

export interface ChartGeometry {
  width: number
  height: number
  groups: Array<{ label: { x: number; y: number; content: string }; bars: Bar[] }>
}

export const CHART = {
  /** About a phone's width in CSS pixels, so the text reads at its size there (the page caps the width). */
  width: 360,
  /** Room kept after the longest bar for its figure. */
  valueRoom: 92,
  labelHeight: 20,
  barHeight: 14,
  barGap: 4,
  groupGap: 16,
  padding: 4,
} as const

/** x of a box of `width` starting `start` from the inline-start edge. */
const place = (start: number, width: number, rtl: boolean) => (rtl ? CHART.width - start - width : start)

export function chartGeometry(rows: readonly ChartRow[], kinds: readonly BarKind[], rtl = false): ChartGeometry {
  const max = Math.max(0, ...rows.flatMap((row) => kinds.map((kind) => row.values[kind] ?? 0)))
  const plot = CHART.width - CHART.valueRoom - CHART.padding
  let y = CHART.padding
  const groups = rows.map((row) => {
    const label = { x: place(CHART.padding, 0, rtl), y: y + CHART.labelHeight - 7, content: row.label }
    y += CHART.labelHeight
    const bars: Bar[] = []
    for (const kind of kinds) {
      const value = row.values[kind]
      if (value != null && value > 0 && max > 0) {
        const width = Math.max(2, (value / max) * plot)
        bars.push({
          kind,
          x: place(CHART.padding, width, rtl),
          y,
          width,
          height: CHART.barHeight,
          value,
          text: { x: place(CHART.padding + width + 6, 0, rtl), y: y + CHART.barHeight - 3, content: row.texts[kind] ?? '' },
        })
      }
      y += CHART.barHeight + CHART.barGap
    }
    y += CHART.groupGap - CHART.barGap
    return { label, bars }
  })
  return { width: CHART.width, height: Math.ceil(y - CHART.groupGap + CHART.padding * 2), groups }
}

import { describe, expect, it } from 'vitest'
import { CHART, type ChartRow, chartGeometry } from './chart'

const rows: ChartRow[] = [
  { label: 'Studio', values: { asking: 2000, transaction: 1500 }, texts: { asking: 'AED 2,000', transaction: 'AED 1,500' } },
  { label: '1 bedroom', values: { asking: 1000, transaction: null }, texts: { asking: 'AED 1,000' } },
  { label: '2 bedrooms', values: { asking: 500 }, texts: { asking: 'AED 500' } },
]

describe('the price chart', () => {
  it('draws bars proportional to their values, the largest filling the plot', () => {
    const chart = chartGeometry(rows, ['asking', 'transaction'])
    const widths = chart.groups.flatMap((g) => g.bars.map((b) => b.width))
    const plot = CHART.width - CHART.valueRoom - CHART.padding
    expect(widths).toEqual([plot, plot * 0.75, plot * 0.5, plot * 0.25])
    expect(chart.groups.map((g) => g.bars.map((b) => b.kind))).toEqual([['asking', 'transaction'], ['asking'], ['asking']])
  })

  it('starts every bar at the inline-start edge and puts its figure after its end', () => {
    const chart = chartGeometry(rows, ['asking'])
    for (const bar of chart.groups.flatMap((g) => g.bars)) {
      expect(bar.x).toBe(CHART.padding)
      expect(bar.text.x).toBeGreaterThan(bar.x + bar.width)
      expect(bar.text.x).toBeLessThan(CHART.width)
    }
  })

  it('mirrors the drawing right to left', () => {
    const ltr = chartGeometry(rows, ['asking', 'transaction'])
    const rtl = chartGeometry(rows, ['asking', 'transaction'], true)
    const pairs = ltr.groups.flatMap((g, i) => g.bars.map((bar, j) => [bar, rtl.groups[i]?.bars[j]] as const))
    for (const [left, right] of pairs) {
      expect(right?.width).toBe(left.width)
      expect(right?.x).toBeCloseTo(CHART.width - left.x - left.width)
      expect(right?.text.x).toBeCloseTo(CHART.width - left.text.x)
    }
    expect(rtl.groups[0]?.label.x).toBe(CHART.width - CHART.padding)
  })

  it('stacks the groups without overlap and fits them in its height', () => {
    const chart = chartGeometry(rows, ['asking', 'transaction'])
    const ys = chart.groups.flatMap((g) => g.bars.map((b) => b.y))
    ys.slice(1).forEach((y, i) => {
      expect(y).toBeGreaterThanOrEqual((ys[i] ?? 0) + CHART.barHeight)
    })
    expect(chart.height).toBeGreaterThanOrEqual((ys.at(-1) ?? 0) + CHART.barHeight)
    const labels = chart.groups.map((g) => g.label.y)
    chart.groups.slice(0, -1).forEach((g, i) => {
      expect(labels[i + 1]).toBeGreaterThan(g.bars.at(-1)?.y ?? 0)
    })
  })

  it('draws no bar for a missing or zero figure', () => {
    const chart = chartGeometry([{ label: 'Villa', values: { asking: 0, transaction: null }, texts: {} }], ['asking', 'transaction'])
    expect(chart.groups[0]?.bars).toEqual([])
  })
})

// "What it costs you": the buyer calculators run on this property's figures (the cheapest unit type's
// price and size, its service charge when published, off-plan or ready) with the default assumptions:
// costs to buy, the monthly payment at the largest loan the Central Bank allows, the Golden Visa on
// value, and a way into each full calculator with the figures in its query. Server-rendered, no
// JavaScript (the page's budget): the tools pages are where figures change live.
import { DEFAULTS } from '../../lib/finance/config'
import { computeCosts } from '../../lib/finance/costs'
import { checkGoldenVisa } from '../../lib/finance/golden-visa'
import { computeMortgage } from '../../lib/finance/mortgage'
import { estimateYield } from '../../lib/finance/rental-yield'
import { dateTimeFormat, numberFormat } from '../../lib/intl'
import { formatArea, formatPrice } from '../../lib/money'
import { usePage } from '../../lib/page-context'
import { useUnits } from '../../lib/use-units'
import { isResidential, type Location, type Project } from '../../modules/content/schema'

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value))
  return search.toString()
}

/** `area`: the project's area, whose typical rent (when the content gives one) estimates the yield. */
export function Costs({ project: p, area }: { project: Project; area?: Location }) {
  const { t, href, iso, rates } = usePage()
  const { prefs, labels } = useUnits()
  const unit = p.unitTypes.reduce(
    (low, u) => (u.priceAed < low.priceAed ? u : low),
    p.unitTypes[0] ?? { priceAed: p.priceAed, sizeSqftMin: p.sizeSqftMin, serviceChargeAedSqft: null },
  )
  const price = unit.priceAed
  const offPlan = p.market === 'off-plan'
  const mortgage = computeMortgage({
    priceAed: price,
    buyer: DEFAULTS.buyer,
    home: DEFAULTS.home,
    offPlan,
    age: DEFAULTS.age,
    termYears: DEFAULTS.termYears,
    ratePercent: DEFAULTS.ratePercent,
  })
  const costs = computeCosts({ priceAed: price, loanAed: mortgage.loanAed, agency: !offPlan })
  const visa = checkGoldenVisa({ valueAed: price, offPlan, mortgaged: false })
  const rent = estimateYield({
    priceAed: price,
    sizeSqft: unit.sizeSqftMin,
    // An estimate is shown only with the date it was made, and only for a home (the area's rent is residential).
    rentAedSqftYear: area?.rentAsOf && isResidential(p.type) ? area.rentAedSqftYear : null,
    serviceChargeAedSqft: unit.serviceChargeAedSqft,
  })
  const money = (aed: number) => formatPrice(aed, prefs.currency, rates, iso)
  const percent = (value: number) => numberFormat(iso, { style: 'percent', maximumFractionDigits: 1 }).format(value)
  const flag = offPlan ? '1' : undefined
  const items = [
    {
      id: 'costs',
      label: t('tools.property.costs'),
      value: money(costs.totalAed),
      note: t('tools.costs.share', { share: percent(costs.share) }),
      to: `/tools/costs?${query({ price, loan: mortgage.loanAed, seller: offPlan ? 'developer' : undefined })}`,
    },
    {
      id: 'monthly',
      label: t('tools.property.monthly'),
      value: money(mortgage.monthlyAed),
      note: t('tools.property.monthlyNote', {
        ltv: percent(mortgage.ltv),
        years: numberFormat(iso).format(mortgage.termYears),
        rate: percent(DEFAULTS.ratePercent / 100),
      }),
      to: `/tools/mortgage?${query({ price, offplan: flag })}`,
    },
    {
      id: 'yield',
      label: t('tools.property.yield'),
      value: rent ? percent(rent.gross) : '—',
      note: rent
        ? t('tools.property.yieldEstimate', {
            net: percent(rent.net),
            rent: money(rent.rentAed),
            date: dateTimeFormat(iso, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(area?.rentAsOf ?? 0)),
          })
        : t('tools.property.yieldNote'),
      to: `/tools/yield?${query({ price, rent: rent?.rentAed, size: unit.sizeSqftMin, sc: unit.serviceChargeAedSqft ?? undefined, area: rent ? area?.slug : undefined })}`,
    },
    {
      id: 'golden-visa',
      label: t('tools.property.goldenVisa'),
      value: visa.eligible ? t('tools.property.yes') : t('tools.property.no'),
      note: '',
      to: `/tools/golden-visa?${query({ price, offplan: flag })}`,
    },
  ]
  return (
    <section aria-labelledby="costs-title" data-testid="property-costs">
      <h2 id="costs-title" className="heading-3">
        {t('tools.property.title')}
      </h2>
      <p className="mt-2 text-muted text-pretty">
        {t('tools.property.lead', { unit: formatArea(unit.sizeSqftMin, prefs.unit, iso, labels), price: money(price) })}
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="card relative flex flex-col p-5" data-testid={`property-costs-${item.id}`}>
            <span className="text-sm text-muted">{item.label}</span>
            <span className="mt-1 font-display text-2xl tabular-nums">{item.value}</span>
            {item.note && <span className="mt-1 text-xs text-muted">{item.note}</span>}
            <a
              href={href(item.to)}
              // The tool prefilled with this property's figures: one per property and tool, not for crawlers.
              rel="nofollow"
              aria-label={`${t('tools.property.open')}: ${item.label}`}
              className="link mt-3 text-sm font-semibold text-primary after:absolute after:inset-0 after:content-['']"
            >
              {t('tools.property.open')}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-muted">{t('tools.disclaimer')}</p>
    </section>
  )
}

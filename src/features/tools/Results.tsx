// A calculator's results, rendered by the server and by the island alike: the figures in dirhams
// (exact) with the visitor's currency beside them when it is another (approximate, decision 017), the
// rule or the source behind each, and the links that carry the figures to the next tool.
import type { Source } from '../../lib/finance/config'
import { GOLDEN_VISA, MORTGAGE_RULES } from '../../lib/finance/config'
import type { FormState, Tool, ToolResults } from '../../lib/finance/forms'
import { dateTimeFormat, numberFormat } from '../../lib/intl'
import { type Currency, formatMoney, formatPrice, type Rates } from '../../lib/money'
import { type CalculatorText, fill } from './text'

interface Props {
  state: FormState
  results: ToolResults | null
  locale: string
  paths: Record<Tool, string>
  currency: Currency
  rates: Rates
  text: CalculatorText
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-white/10 py-2.5">
      <dt className="text-primary-100/80">{label}</dt>
      <dd className={`text-end tabular-nums ${strong ? 'font-display text-2xl text-primary-200' : 'font-semibold'}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}

function SourceNote({ source, text, locale }: { source: Source; text: CalculatorText; locale: string }) {
  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${source.asOf}T00:00:00Z`))
  return (
    <a href={source.url} rel="noopener noreferrer" target="_blank" className="link text-xs text-primary-100/70 hover:text-white">
      {fill(text.source, { name: source.name, date })}
    </a>
  )
}

export function Results({ state, results, locale, paths, currency, rates, text }: Props) {
  const money = (aed: number) => {
    const exact = formatMoney(aed, 'AED', rates, locale)
    return currency === 'AED' ? exact : `${exact} (${formatPrice(aed, currency, rates, locale)})`
  }
  const percent = (value: number) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value)
  const plain = (value: number) => numberFormat(locale, { maximumFractionDigits: 0 }).format(value)
  const price = state.numbers.price
  const link = (to: Tool, params: Record<string, string | number | undefined>) => {
    const query = new URLSearchParams()
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '' && v !== 0) query.set(k, String(v))
    return `${paths[to]}?${query}`
  }
  const offplan = state.offPlan ? '1' : undefined
  let body: React.ReactNode = null
  let next: { to: Tool; href: string }[] = []

  if (results?.mortgage) {
    const m = results.mortgage
    const age = MORTGAGE_RULES.maxAge[state.buyer]
    body = (
      <>
        <dl>
          <Row label={text.mortgage.monthly} value={money(m.monthlyAed)} strong testId="result-monthly" />
          <Row label={text.mortgage.loan} value={money(m.loanAed)} testId="result-loan" />
          <Row label={text.mortgage.down} value={money(m.downAed)} testId="result-down" />
          <Row label={text.mortgage.interest} value={money(m.totalInterestAed)} testId="result-interest" />
          <Row label={text.mortgage.term} value={plain(m.termYears)} testId="result-term" />
        </dl>
        <div className="mt-5 rounded-xl bg-white/5 p-4 text-sm" data-testid="result-binding" data-binding={m.binding}>
          <p className="font-semibold">{text.mortgage.bound}</p>
          <p className="mt-1 text-primary-100/90">
            {fill(text.mortgage.binding[m.binding], {
              ltv: percent(m.ltv),
              rule: text.mortgage.ltvRule[m.ltvRule],
              max: money(Math.round((state.numbers.income ?? 0) * MORTGAGE_RULES.maxDebtBurden)),
              age,
            })}
          </p>
          {m.termRule !== 'chosen' && m.termYears > 0 && (
            <p className="mt-2 text-primary-100/90" data-testid="result-term-rule">
              {fill(text.mortgage.termRule[m.termRule], { years: plain(m.termYears), age })}
            </p>
          )}
          {state.numbers.income === undefined && <p className="mt-2 text-primary-100/70">{text.mortgage.noIncome}</p>}
        </div>
        <p className="mt-3">
          <SourceNote source={MORTGAGE_RULES.source} text={text} locale={locale} />
        </p>
      </>
    )
    next = [
      { to: 'costs', href: link('costs', { price, loan: m.loanAed }) },
      { to: 'yield', href: link('yield', { price }) },
    ]
  } else if (results?.costs) {
    const c = results.costs
    body = (
      <>
        <dl>
          {c.lines.map((line) => (
            <div key={line.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4 border-b border-white/10 py-2.5">
              <dt className="text-primary-100/80">{text.costs.lines[line.id]}</dt>
              <dd className="text-end font-semibold tabular-nums" data-testid={`cost-${line.id}`}>
                {money(line.totalAed)}
              </dd>
              <dd className="col-span-2">
                {line.vatAed > 0 && <span className="block text-xs text-primary-100/60">{fill(text.costs.vat, { vat: money(line.vatAed) })}</span>}
                <SourceNote source={line.fee.source} text={text} locale={locale} />
              </dd>
            </div>
          ))}
          <Row label={text.costs.total} value={money(c.totalAed)} strong testId="result-costs-total" />
        </dl>
        <p className="mt-2 text-sm text-primary-100/80">{fill(text.costs.share, { share: percent(c.share) })}</p>
        {state.seller === 'developer' && <p className="mt-2 text-sm text-primary-100/70">{text.costs.developer}</p>}
      </>
    )
    next = [{ to: 'mortgage', href: link('mortgage', { price, offplan }) }]
  } else if (results?.yield) {
    const y = results.yield
    body = (
      <>
        <dl>
          <Row label={text.yield.net} value={percent(y.net)} strong testId="result-net" />
          <Row label={text.yield.gross} value={percent(y.gross)} testId="result-gross" />
          <Row label={text.yield.collected} value={money(y.collectedAed)} />
          <Row label={text.yield.serviceCharge} value={money(-y.serviceChargeAed)} />
          <Row label={text.yield.maintenance} value={money(-y.maintenanceAed)} />
          <Row label={text.yield.netIncome} value={money(y.netIncomeAed)} testId="result-net-income" />
          <Row label={text.yield.monthly} value={money(y.monthlyNetAed)} />
        </dl>
        <p className="mt-3 text-sm text-primary-100/70">{text.yield.rentNote}</p>
      </>
    )
    next = [{ to: 'golden-visa', href: link('golden-visa', { price }) }]
  } else if (results?.goldenVisa) {
    const g = results.goldenVisa
    body = (
      <>
        <p
          className={`font-display text-3xl ${g.eligible ? 'text-primary-200' : 'text-amber-200'}`}
          data-testid="result-golden-visa"
          data-eligible={g.eligible}
        >
          {g.eligible ? text.goldenVisa.eligible : text.goldenVisa.notEligible}
        </p>
        <p className="mt-2 text-sm text-primary-100/90">
          {fill(text.goldenVisa.threshold, { amount: money(GOLDEN_VISA.minValueAed) })}
          {!g.eligible && ` ${fill(text.goldenVisa.shortfall, { amount: money(g.shortfallAed) })}`}
        </p>
        <p className="mt-5 font-semibold">{text.goldenVisa.conditionsTitle}</p>
        <ul className="mt-2 grid list-disc gap-1.5 ps-5 text-sm text-primary-100/90">
          {g.conditions.map((condition) => (
            <li key={condition}>{text.goldenVisa.conditions[condition]}</li>
          ))}
        </ul>
        <p className="mt-3">
          <SourceNote source={GOLDEN_VISA.source} text={text} locale={locale} />
        </p>
      </>
    )
    next = [{ to: 'costs', href: link('costs', { price }) }]
  }

  return (
    <div className="min-w-0 self-start rounded-2xl bg-primary-950 p-6 text-white sm:p-8" data-testid="tool-result">
      <h2 className="eyebrow text-primary-300">{text.results}</h2>
      <div className="mt-4" aria-live="polite">
        {results ? body : <p className="text-primary-100/90">{text.fix}</p>}
      </div>
      {results && next.length > 0 && (
        <nav aria-label={text.next.title} className="mt-6 border-t border-white/10 pt-4">
          <p className="text-sm font-semibold">{text.next.title}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {next.map(({ to, href }) => (
              <li key={to}>
                <a
                  href={href}
                  // Endless prefilled variants of the next tool: not for crawlers (the tool's own page is linked plainly).
                  rel="nofollow"
                  className="inline-flex items-center gap-1 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold hover:bg-white/20"
                  data-testid={`next-${to}`}
                >
                  {text.next[to]}
                  <span aria-hidden="true" className="inline-block rtl:rotate-180">
                    →
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="mt-6 border-t border-white/10 pt-4 text-xs leading-relaxed text-primary-100/70">{text.disclaimer}</p>
    </div>
  )
}

// The commission calculator section (id="calculator"): how the sum works, in words and with the
// configured rates, beside the calculator island. `?amount=` (the form without JavaScript) arrives
// here already read by the route.
import type { TFunction } from 'i18next'
import { SectionHeading } from '../../components/SectionHeading'
import type { CommissionConfig } from '../../lib/commission'
import { Island } from '../../lib/islands/Island'
import { AED_PER_USD } from '../../lib/money'
import { usePage } from '../../lib/page-context'
import CommissionCalculator, { type CalculatorText } from './CommissionCalculator.island'
import { formatCurrency, formatPlain, formatRate } from './format'
import { AMOUNT_ERRORS, DEFAULT_AMOUNT_USD, MAX_AMOUNT_USD, MAX_INPUT_LENGTH, MIN_AMOUNT_USD } from './schema'

/** The visitor's `?amount=` (cut to a sane length), or undefined when the form was not sent. */
export type AmountQuery = string | undefined

interface Texts {
  island: CalculatorText
  rules: string[]
}

/**
 * i18next costs ~10 µs for each call with values and this section makes fifteen; the strings only
 * change with the catalogue (a new `t`), the locale and the configuration, so they are kept per `t`.
 */
const textsByTranslator = new WeakMap<TFunction, Map<string, Texts>>()

function texts(t: TFunction, iso: string, config: CommissionConfig): Texts {
  const key = `${iso}|${config.agencyRate}|${config.partnerShare}`
  let byKey = textsByTranslator.get(t)
  if (!byKey) {
    byKey = new Map()
    textsByTranslator.set(t, byKey)
  }
  let found = byKey.get(key)
  if (found) return found
  const rate = formatRate(config.agencyRate, iso)
  const share = formatRate(config.partnerShare, iso)
  const bounds = { min: formatCurrency(MIN_AMOUNT_USD, 'USD', iso), max: formatCurrency(MAX_AMOUNT_USD, 'USD', iso) }
  found = {
    island: {
      label: t('partners.calculator.label'),
      hint: t('partners.calculator.hint', bounds),
      submit: t('partners.calculator.submit'),
      errors: Object.fromEntries(AMOUNT_ERRORS.map((error) => [error, t(`partners.calculator.errors.${error}`, bounds)])) as CalculatorText['errors'],
      result: {
        title: t('partners.calculator.result.title'),
        amount: t('partners.calculator.result.amount'),
        agency: t('partners.calculator.result.agency', { rate }),
        share: t('partners.calculator.result.share', { share }),
        commission: t('partners.calculator.result.commission'),
        aed: t('partners.calculator.result.aed'),
        empty: t('partners.calculator.result.empty', bounds),
      },
      note: t('partners.calculator.note'),
    },
    rules: [
      t('partners.calculator.rules.agency', { rate }),
      t('partners.calculator.rules.share', { share }),
      t('partners.calculator.rules.aed', { rate: formatPlain(AED_PER_USD, iso, 4) }),
    ],
  }
  byKey.set(key, found)
  return found
}

export function Calculator({ config, amount }: { config: CommissionConfig; amount: AmountQuery }) {
  const { t, iso, href } = usePage()
  const { island: text, rules } = texts(t, iso, config)
  return (
    <section id="calculator" aria-labelledby="calculator-title" className="scroll-mt-20 bg-neutral-100/60 py-20 sm:py-28 dark:bg-neutral-900/50">
      <div className="container grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,32rem)] lg:items-center lg:gap-20">
        <div>
          <SectionHeading
            id="calculator-title"
            eyebrow={t('partners.calculator.eyebrow')}
            title={t('partners.calculator.title')}
            lead={t('partners.calculator.lead')}
          />
          <h3 className="mt-12 font-semibold">{t('partners.calculator.how')}</h3>
          <ol className="mt-5 grid gap-5">
            {rules.map((rule, index) => (
              <li key={rule} className="flex items-start gap-4">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/10 font-display text-lg text-primary">{index + 1}</span>
                <span className="pt-1.5 text-muted text-pretty">{rule}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className="card min-w-0 p-5 shadow-xl shadow-neutral-900/5 sm:p-8">
          <Island
            name="CommissionCalculator"
            component={CommissionCalculator}
            props={{
              locale: iso,
              action: href('/partners'),
              config,
              input: amount === undefined ? formatPlain(DEFAULT_AMOUNT_USD, iso) : amount.slice(0, MAX_INPUT_LENGTH + 1),
              submitted: amount !== undefined,
              text,
            }}
          />
        </div>
      </div>
    </section>
  )
}

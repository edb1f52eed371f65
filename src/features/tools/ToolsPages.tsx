// /tools (the four calculators, in the order a purchase runs) and /tools/{tool} (one calculator: its
// form and results, what it assumes, and where its figures come from).
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { PageHero } from '../../components/PageHero'
import { type Query, TOOLS, type Tool } from '../../lib/finance/forms'
import { Island } from '../../lib/islands/Island'
import { BASE_UNITS } from '../../lib/money'
import { usePage } from '../../lib/page-context'
import Calculator from './Calculator.island'
import type { AreaRent } from './text'
import { calculatorTexts } from './texts.server'

export const toolPaths = (href: (path: string) => string) => Object.fromEntries(TOOLS.map((tool) => [tool, href(`/tools/${tool}`)])) as Record<Tool, string>

export function ToolsIndexPage() {
  const { t, href } = usePage()
  return (
    <>
      <PageHero eyebrow={t('tools.eyebrow')} title={t('tools.title')} lead={t('tools.lead')} />
      <div className="container py-14 sm:py-20">
        <ol className="grid gap-6 sm:grid-cols-2" data-testid="tools-list">
          {TOOLS.map((tool, index) => (
            <li key={tool} className="card group relative flex flex-col p-6 sm:p-8">
              <span className="grid size-10 place-items-center rounded-full bg-primary/10 font-display text-lg text-primary">{index + 1}</span>
              <h2 className="mt-5 font-display text-2xl">
                <a href={href(`/tools/${tool}`)} className="rounded after:absolute after:inset-0 after:content-[''] focus-ring hover:text-primary">
                  {t(`tools.pages.${tool}.title`)}
                </a>
              </h2>
              <p className="mt-2 text-muted text-pretty">{t(`tools.pages.${tool}.lead`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </>
  )
}

export function ToolPage({ tool, values, submitted, areas }: { tool: Tool; values: Query; submitted: boolean; areas: AreaRent[] }) {
  const { t, href, iso, rates, units } = usePage()
  const { text, bounds } = calculatorTexts(t, iso)
  return (
    <>
      <PageHero eyebrow={t('tools.eyebrow')} title={t(`tools.pages.${tool}.title`)} lead={t(`tools.pages.${tool}.lead`)}>
        <div className="mt-8">
          <Breadcrumbs label={t('tools.breadcrumb')} items={[{ label: t('tools.title'), href: href('/tools') }, { label: t(`tools.pages.${tool}.title`) }]} />
        </div>
      </PageHero>
      <div className="container py-12 sm:py-16" id="calculator">
        <Island
          name="Calculator"
          component={Calculator}
          hydrate="interaction"
          props={{ tool, locale: iso, paths: toolPaths(href), values, submitted, currency: (units ?? BASE_UNITS).currency, rates, bounds, text, areas }}
        />
        <nav aria-label={t('tools.others')} className="mt-14 border-t border-line pt-8">
          <h2 className="font-semibold">{t('tools.others')}</h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {TOOLS.filter((other) => other !== tool).map((other) => (
              <li key={other}>
                <a
                  href={href(`/tools/${other}`)}
                  className="inline-flex rounded-full border border-line px-4 py-2 text-sm font-semibold hover:border-primary hover:text-primary"
                >
                  {t(`tools.pages.${other}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  )
}

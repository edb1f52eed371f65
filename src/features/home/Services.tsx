// Services (id="services"): six native <details> accordions, so they open and close without any
// JavaScript; the first starts open to show there is more inside.

import { SectionHeading } from '../../components/SectionHeading'
import { usePage } from '../../lib/page-context'
import { HomeIcon, type HomeIconName } from './icons'

/** Services with a calculator under /tools: the accordion links to it. */
const CALCULATORS: Partial<Record<(typeof SERVICES)[number], string>> = { mortgage: '/tools/mortgage', goldenVisa: '/tools/golden-visa' }

export const SERVICES = ['mortgage', 'buy', 'sell', 'furnishing', 'managing', 'goldenVisa'] as const satisfies readonly HomeIconName[]

export function Services() {
  const { t, href } = usePage()
  return (
    <section id="services" aria-labelledby="services-title" className="scroll-mt-20 bg-neutral-100/60 py-20 sm:py-28 dark:bg-neutral-900/50">
      <div className="container grid grid-cols-1 gap-12 lg:grid-cols-[1fr_1.35fr] lg:grid-rows-[auto_1fr] lg:gap-x-20">
        <div className="lg:col-start-1 lg:row-start-1">
          <SectionHeading id="services-title" eyebrow={t('services.eyebrow')} title={t('services.title')} lead={t('services.lead')} />
        </div>
        <div className="border-t border-line lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {SERVICES.map((service, index) => (
            <details key={service} open={index === 0} className="group border-b border-line">
              <summary className="flex cursor-pointer list-none items-center gap-4 rounded-xl py-6 focus-ring [&::-webkit-details-marker]:hidden">
                <span className="grid size-12 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
                  <HomeIcon name={service} />
                </span>
                <h3 className="flex-1 font-display text-xl sm:text-2xl">{t(`services.items.${service}.title`)}</h3>
                <span className="grid size-9 shrink-0 place-items-center rounded-full border border-line transition-transform duration-300 group-open:rotate-45">
                  <HomeIcon name="plus" className="size-4" />
                </span>
              </summary>
              <div className="pb-8 pe-4 text-muted sm:ps-16">
                <p className="text-pretty">{t(`services.items.${service}.text`)}</p>
                <ul className="mt-4 grid gap-2 text-sm">
                  {(['point1', 'point2', 'point3'] as const).map((point) => (
                    <li key={point} className="flex gap-3">
                      <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                      {t(`services.items.${service}.${point}`)}
                    </li>
                  ))}
                </ul>
                {CALCULATORS[service] && (
                  <a
                    href={href(CALCULATORS[service])}
                    className="link mt-5 inline-block text-sm font-semibold text-primary"
                    data-testid={`service-tool-${service}`}
                  >
                    {t('tools.property.open')}
                  </a>
                )}
              </div>
            </details>
          ))}
        </div>
        <aside className="rounded-3xl bg-primary-950 p-7 text-white lg:col-start-1 lg:row-start-2 lg:self-start" aria-label={t('services.help.title')}>
          <p className="font-display text-2xl">{t('services.help.title')}</p>
          <p className="mt-2 text-neutral-300">{t('services.help.text')}</p>
          <a href="#consultants" className="btn mt-6 bg-white px-6 py-3 text-neutral-950 hover:bg-primary-100">
            {t('services.help.cta')}
          </a>
        </aside>
      </div>
    </section>
  )
}

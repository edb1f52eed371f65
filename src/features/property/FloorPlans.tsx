// Floor plans: each plan image links to its full-size file (the "Request floor plan" button lands
// here). The lead form that sends plans by email arrives with the lead-forms issue.
import { Picture } from '../../components/Picture'
import { usePage } from '../../lib/page-context'
import type { Image } from '../../modules/content/schema'

export const FLOOR_PLANS_ID = 'floor-plans'

export function FloorPlans({ plans, lang }: { plans: Image[]; lang?: string }) {
  const { t } = usePage()
  if (!plans.length) return null
  return (
    <section id={FLOOR_PLANS_ID} aria-labelledby="floor-plans-title" className="scroll-mt-24">
      <h2 id="floor-plans-title" className="heading-3">
        {t('property.floorPlans.title')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {plans.map((plan) => (
          <li key={plan.src}>
            <a href={plan.src} className="card group block overflow-hidden focus-ring" aria-label={`${t('property.floorPlans.open')}: ${plan.alt}`}>
              <Picture
                src={plan.src}
                alt={plan.alt}
                width={plan.width}
                height={plan.height}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                maxWidth={800}
                className="aspect-[4/3] w-full bg-white object-contain p-3 transition-transform group-hover:scale-[1.02]"
              />
              <span className="block border-t border-line px-4 py-3 text-sm text-muted" lang={lang}>
                {plan.alt}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

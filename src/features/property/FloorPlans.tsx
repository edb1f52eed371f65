// Floor plans: a card per plan that opens it in the fullscreen viewer (FloorPlans.island.tsx); the
// "Request floor plan" button lands here.
import { Island } from '../../lib/islands/Island'
import { usePage } from '../../lib/page-context'
import type { Image } from '../../modules/content/schema'
import FloorPlanViewer from './FloorPlans.island'
import { viewerImage } from './viewer-images'

export const FLOOR_PLANS_ID = 'floor-plans'

export function FloorPlans({ plans, lang }: { plans: Image[]; lang?: string }) {
  const { t, imagePrefix } = usePage()
  if (!plans.length) return null
  return (
    <section id={FLOOR_PLANS_ID} aria-labelledby="floor-plans-title" className="scroll-mt-24">
      <h2 id="floor-plans-title" className="heading-3">
        {t('property.floorPlans.title')}
      </h2>
      <Island
        name="FloorPlans"
        component={FloorPlanViewer}
        props={{
          plans: plans.map((plan) => viewerImage(plan, imagePrefix, 800)),
          lang,
          backTo: `#${FLOOR_PLANS_ID}`,
          labels: {
            open: t('property.floorPlans.open'),
            region: t('property.floorPlans.title'),
            close: t('property.gallery.close'),
            previous: t('property.gallery.previous'),
            next: t('property.gallery.next'),
          },
        }}
      />
    </section>
  )
}

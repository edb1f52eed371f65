// Floor plans: a card per plan that opens it in the fullscreen viewer (FloorPlans.island.tsx); the
// "Request floor plan" button lands here.
import { imageSrcSet, imageUrl } from '../../lib/images'
import { Island } from '../../lib/islands/Island'
import { usePage } from '../../lib/page-context'
import type { Image } from '../../modules/content/schema'
import FloorPlanViewer, { type FloorPlanImage } from './FloorPlans.island'

export const FLOOR_PLANS_ID = 'floor-plans'

/** The plans' image URLs through the image prefix: the card's up to 800 px wide, the viewer's up to 1,536. */
export function floorPlanImages(plans: Image[], prefix: string): FloorPlanImage[] {
  return plans.map((plan) => ({
    src: imageUrl(plan.src, { prefix, width: Math.min(plan.width, 800) }),
    srcSet: imageSrcSet(plan.src, prefix, 800, plan.width / plan.height),
    full: imageUrl(plan.src, { prefix, width: Math.min(plan.width, 1536), fit: 'scale-down' }),
    fullSrcSet: imageSrcSet(plan.src, prefix, 1536),
    alt: plan.alt,
    width: plan.width,
    height: plan.height,
  }))
}

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
          plans: floorPlanImages(plans, imagePrefix),
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

// Home: every section of the spec, in its order — hero, experience, milestones, featured
// properties, services, consultant finder, location spotlight, trusted partner, client reviews
// (then the consultation form), world map, partner logos. Data arrives loaded (and cached) from the route; this only composes.
// The consultant finder is its own feature, composed here as the page.

import { RecentlyViewed } from '../../components/RecentlyViewed'
import { SectionHeading } from '../../components/SectionHeading'
import { brokerageJsonLd } from '../../lib/jsonld'
import { JsonLd } from '../../lib/jsonld-script'
import { usePage } from '../../lib/page-context'
import type { Location, Partner, Project } from '../../modules/content/schema'
import { Consultation } from './Consultation'
import { ConsultantFinder } from './consultants/ConsultantFinder'
import type { ConsultantSummary } from './consultants/data.server'
import type { ConsultantFilter } from './consultants/schema'
import type { ReviewsPage } from './data.server'
import { Experience } from './Experience'
import { FeaturedProperties } from './FeaturedProperties'
import { GlobalClients } from './GlobalClients'
import { Hero } from './Hero'
import { LocationSpotlight } from './LocationSpotlight'
import { Milestones } from './Milestones'
import { PartnerLogos } from './PartnerLogos'
import { Reviews } from './Reviews'
import { Services } from './Services'
import { TrustedPartner } from './TrustedPartner'

export interface HomeData {
  featured: Project[]
  locations: Location[]
  consultants: ConsultantSummary[]
  partners: Partner[]
  reviews: ReviewsPage
  /** Reviews to show now (`?reviews=N`, clamped to the total). */
  reviewsShown: number
  filter: ConsultantFilter
  /** The allow-listed query, kept by the no-JS Load More link. */
  query: Record<string, string>
}

export function HomePage({ data }: { data: HomeData }) {
  const { t, origin, locale } = usePage()
  // Long words (German compounds, a key not translated yet) wrap rather than widen a phone's page.
  return (
    <div className="break-words">
      <Hero />
      <Experience />
      <Milestones />
      <FeaturedProperties projects={data.featured} />
      <RecentlyViewed />
      <Services />
      <section id="consultants" aria-labelledby="consultants-title" className="container scroll-mt-20 py-20 sm:py-28">
        <SectionHeading id="consultants-title" eyebrow={t('consultants.eyebrow')} title={t('consultants.title')} lead={t('consultants.lead')} />
        <ConsultantFinder consultants={data.consultants} filter={data.filter} />
      </section>
      <LocationSpotlight locations={data.locations} />
      <TrustedPartner />
      <Reviews page={data.reviews} shown={data.reviewsShown} query={data.query} />
      <Consultation />
      <GlobalClients />
      <PartnerLogos partners={data.partners} />
      {/* The brokerage itself (RealEstateAgent): its name, logo, telephone and office for search engines. */}
      <JsonLd data={brokerageJsonLd({ origin, home: `${origin}/${locale}`, description: t('meta.description') })} />
    </div>
  )
}

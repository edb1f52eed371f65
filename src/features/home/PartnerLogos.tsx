// Partner logos: the developers and banks we work with, quiet in grey until pointed at.
import { Picture } from '../../components/Picture'
import { SectionHeading } from '../../components/SectionHeading'
import { usePage } from '../../lib/page-context'
import type { Partner } from '../../modules/content/schema'

export function PartnerLogos({ partners }: { partners: Partner[] }) {
  const { t } = usePage()
  return (
    <section aria-labelledby="partners-title" className="container py-20 sm:py-28">
      <SectionHeading id="partners-title" eyebrow={t('home.partners.eyebrow')} title={t('home.partners.title')} />
      {partners.length ? (
        <ul className="mt-12 grid grid-cols-2 gap-px overflow-hidden rounded-3xl border border-line bg-line sm:grid-cols-3 lg:grid-cols-6">
          {partners.map((partner) => (
            <li key={partner.id} className="grid h-28 place-items-center bg-bg px-6 sm:h-32" data-testid="partner">
              <Picture
                src={partner.logo.src}
                alt={partner.name}
                width={partner.logo.width}
                height={partner.logo.height}
                sizes="160px"
                maxWidth={240}
                className="max-h-12 w-auto max-w-full object-contain opacity-70 grayscale transition hover:opacity-100 hover:grayscale-0 dark:opacity-80 dark:invert"
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-12 rounded-3xl border border-dashed border-line p-10 text-center text-muted">{t('home.partners.empty')}</p>
      )}
    </section>
  )
}

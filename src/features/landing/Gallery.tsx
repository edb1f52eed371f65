// The development in pictures: one large image and four smaller ones (a 2×2 block beside it on wide
// screens, a two-column grid under it on phones). Plain server HTML: every picture has its alt text
// and a visible caption, nothing to hydrate, and all but the first load lazily.
import { Picture } from '../../components/Picture'
import { usePage } from '../../lib/page-context'
import { type Campaign, type CampaignConfig, GALLERY_SIZE } from './campaigns'

export function Gallery({ campaign, config }: { campaign: Campaign; config: CampaignConfig }) {
  const { t } = usePage()
  return (
    <section aria-labelledby="gallery-title" className="container pb-16 sm:pb-24" data-testid="gallery">
      <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-2">
        <h2 id="gallery-title" className="heading-2">
          {t('landing.gallery.title')}
        </h2>
        <p className="text-sm text-muted">{t('landing.gallery.lead')}</p>
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-4 md:grid-rows-2">
        {config.gallery.map((image, i) => (
          <li key={image.src} className={i === 0 ? 'col-span-2 md:row-span-2' : ''}>
            <figure className="relative h-full overflow-hidden rounded-2xl bg-neutral-900">
              <Picture
                src={image.src}
                alt={t(`landing.${campaign}.gallery.${image.key}.alt`)}
                width={GALLERY_SIZE.width}
                height={GALLERY_SIZE.height}
                sizes={i === 0 ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 768px) 25vw, 50vw'}
                maxWidth={i === 0 ? 768 : 384}
                className={`w-full object-cover ${i === 0 ? 'aspect-[3/2] md:h-full md:aspect-auto' : 'aspect-[3/2]'}`}
              />
              <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-4 pb-3 pt-10 text-sm font-medium text-white">
                {t(`landing.${campaign}.gallery.${image.key}.caption`)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}

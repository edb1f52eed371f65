// A developer's logo, or a monogram of its name where it has none, on a quiet tile.
import { Picture } from '../../components/Picture'
import type { Developer } from '../../modules/content/schema'

/** `decorative` where the name is written beside it (the index cards): the logo then has no alt text. */
export function DeveloperMark({
  developer,
  size,
  decorative = false,
}: {
  developer: Pick<Developer, 'name' | 'logo'>
  size: 'md' | 'lg'
  decorative?: boolean
}) {
  const box = size === 'lg' ? 'h-24 w-40 sm:h-28 sm:w-48' : 'h-16 w-28'
  const initials = developer.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')
  return (
    <span className={`${box} grid shrink-0 place-items-center rounded-2xl border border-line bg-white px-4 dark:bg-neutral-100`}>
      {developer.logo ? (
        <Picture
          src={developer.logo.src}
          alt={decorative ? '' : developer.logo.alt}
          width={developer.logo.width}
          height={developer.logo.height}
          sizes={size === 'lg' ? '192px' : '112px'}
          maxWidth={240}
          className="max-h-full w-auto max-w-full object-contain"
        />
      ) : (
        <span className="font-display text-3xl text-neutral-700" aria-hidden="true">
          {initials}
        </span>
      )}
    </span>
  )
}

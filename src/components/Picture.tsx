// A content image: explicit width/height (no layout shift), responsive srcset through the image
// prefix, lazy below the fold, high priority for the one hero image.
import { imageSrcSet, imageUrl } from '../lib/images'
import { usePage } from '../lib/page-context'

export interface PictureProps {
  src: string
  alt: string
  width: number
  height: number
  /** The `sizes` attribute: how wide the image is shown, e.g. `(min-width: 1024px) 33vw, 100vw`. */
  sizes: string
  /** Widest CSS width it is ever shown at (for the srcset). */
  maxWidth?: number
  priority?: boolean
  className?: string
  /** The language of the alt text when it is not the page's (`en` where it has no translation). */
  lang?: string
}

export function Picture({ src, alt, width, height, sizes, maxWidth = 1536, priority = false, className, lang }: PictureProps) {
  const { imagePrefix } = usePage()
  const srcSet = imageSrcSet(src, imagePrefix, maxWidth, width / height)
  return (
    <img
      src={imageUrl(src, { prefix: imagePrefix, width: Math.min(width, maxWidth) })}
      srcSet={srcSet}
      // `sizes` means nothing without a srcset (and the HTML validator rejects it alone).
      sizes={srcSet ? sizes : undefined}
      lang={lang}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
}

// The URLs of an image shown on the page and in the fullscreen viewer (GalleryLightbox.tsx): the
// gallery's photos and the floor plans, both through the image prefix.
import { imageSrcSet, imageUrl } from '../../lib/images'
import type { Image } from '../../modules/content/schema'

export interface ViewerImage {
  /** On the page: up to the width it is shown at, with a srcset when the image prefix resizes. */
  src: string
  srcSet?: string
  /** In the viewer: up to 1,536 px wide, never enlarged. */
  full: string
  fullSrcSet?: string
  alt: string
  width: number
  height: number
}

/** `image` for the page at up to `shownWidth` CSS px, and for the viewer. */
export function viewerImage(image: Image, prefix: string, shownWidth: number): ViewerImage {
  return {
    src: imageUrl(image.src, { prefix, width: Math.min(image.width, shownWidth) }),
    srcSet: imageSrcSet(image.src, prefix, shownWidth, image.width / image.height),
    full: imageUrl(image.src, { prefix, width: Math.min(image.width, 1536), fit: 'scale-down' }),
    fullSrcSet: imageSrcSet(image.src, prefix, 1536),
    alt: image.alt,
    width: image.width,
    height: image.height,
  }
}

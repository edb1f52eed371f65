// Responsive images (spec section 9): widths 320–1536, densities 1 and 2, webp by default, through a
// configurable optimisation prefix (Cloudflare Image Resizing in production: `/cdn-cgi/image`).
// Locally (no prefix) the plain file is served: our SVGs scale losslessly.

export const IMAGE_WIDTHS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const
export const IMAGE_DENSITIES = [1, 2] as const
export const DEFAULT_IMAGE_FORMAT = 'webp'

export interface ImageOptions {
  /** `IMAGE_PREFIX` from config, e.g. `/cdn-cgi/image`; empty serves the original file. */
  prefix: string
  width: number
  height?: number
  fit?: 'cover' | 'contain' | 'scale-down'
  quality?: number
  format?: 'webp' | 'avif' | 'auto'
}

/** URL of `src` resized through the optimisation prefix (modifiers: format, fit, width, height, quality). */
export function imageUrl(src: string, { prefix, width, height, fit = 'cover', quality = 80, format = DEFAULT_IMAGE_FORMAT }: ImageOptions): string {
  if (!prefix || src.endsWith('.svg')) return src
  const modifiers = [`format=${format}`, `fit=${fit}`, `width=${Math.round(width)}`, height ? `height=${Math.round(height)}` : '', `quality=${quality}`].filter(
    Boolean,
  )
  return `${prefix.replace(/\/$/, '')}/${modifiers.join(',')}${src}`
}

/**
 * `srcset` for an image shown at up to `maxWidth` CSS pixels: every configured width up to twice
 * that (density 2), so the browser picks the smallest sufficient file.
 */
export function imageSrcSet(src: string, prefix: string, maxWidth: number, aspect?: number): string | undefined {
  if (!prefix || src.endsWith('.svg')) return undefined
  const limit = maxWidth * Math.max(...IMAGE_DENSITIES)
  const widths = Object.values(IMAGE_WIDTHS).filter((w) => w <= limit)
  return widths.map((w) => `${imageUrl(src, { prefix, width: w, height: aspect ? w / aspect : undefined })} ${w}w`).join(', ')
}

// Structured data for an article page: schema.org BlogPosting, for a nonce'd
// <script type="application/ld+json"> (serialised with scriptJson, so content can never close it).
import { BRAND } from '../../lib/brand'
import type { ArticleView } from './view'

export interface BlogPostingInput {
  article: ArticleView
  /** Absolute URL of the page (the canonical one). */
  url: string
  /** Absolute origin, for the image and logo URLs. */
  origin: string
  /** BCP 47 language of the article's text (English when its body has no translation). */
  language: string
  /** The topic's name in the page's language. */
  section: string
}

export function blogPostingJsonLd({ article, url, origin, language, section }: BlogPostingInput): Record<string, unknown> {
  const author = article.author
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    ...(article.cover ? { image: [`${origin}${article.cover.src}`] } : {}),
    datePublished: article.publishedAt,
    ...(author
      ? {
          author: {
            '@type': 'Person',
            name: author.name,
            ...(author.role ? { jobTitle: author.role } : {}),
            ...(author.photo ? { image: `${origin}${author.photo.src}` } : {}),
            worksFor: { '@type': 'Organization', name: BRAND.name },
          },
        }
      : { author: { '@type': 'Organization', name: BRAND.name, url: origin } }),
    publisher: {
      '@type': 'Organization',
      name: BRAND.name,
      legalName: BRAND.legalName,
      url: origin,
      // A raster logo: search engines do not take SVG for a publisher logo.
      logo: { '@type': 'ImageObject', url: `${origin}/images/icons/icon-512.png`, width: 512, height: 512 },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: language,
    wordCount: article.words,
    articleSection: section,
  }
}

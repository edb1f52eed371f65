// Structured data for the blog: an article as schema.org BlogPosting (headline within Google's 110
// characters, image, dates, author, the brokerage as publisher, in the language its body is really
// in), and the BreadcrumbList of an article and of a topic. Serialised by scriptJson (src/lib/jsonld-script.tsx).
import { BRAND } from '../../lib/brand'
import { breadcrumbJsonLd, homeCrumb, organizationRef } from '../../lib/jsonld'
import { shorten } from '../../lib/seo'
import type { ArticleView } from './view'

/** Google shows no headline longer than this (Article structured data guidelines). */
export const HEADLINE_MAX = 110

/** The page's share image when an article has no cover (the site's default og:image). */
export const DEFAULT_IMAGE = '/images/og-default.png'

export interface BlogPostingInput {
  article: ArticleView
  /** Absolute URL of the page (the canonical one). */
  url: string
  /** Absolute origin, for the image and logo URLs. */
  origin: string
  /** The page's locale code (`fr`), for the publisher's home page. */
  locale: string
  /** BCP 47 language of the article's text (English when its body has no translation). */
  language: string
  /** The topic's name in the page's language. */
  section: string
}

export function blogPostingJsonLd({ article, url, origin, locale, language, section }: BlogPostingInput): Record<string, unknown> {
  const author = article.author
  const home = `${origin}/${locale}`
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: shorten(article.title, HEADLINE_MAX),
    description: article.excerpt,
    image: [`${origin}${article.cover?.src ?? DEFAULT_IMAGE}`],
    datePublished: article.publishedAt,
    // The content keeps one date: an article is changed by publishing it again.
    dateModified: article.publishedAt,
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
      : { author: { '@type': 'Organization', name: BRAND.name, url: home } }),
    publisher: organizationRef(origin, home),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: language,
    wordCount: article.words,
    articleSection: section,
  }
}

export interface BlogCrumbsInput {
  origin: string
  locale: string
  /** The blog's and the topic's names in the page's language. */
  blog: string
  topic: { name: string; slug: string }
  /** The article: its title as the page shows it, and its canonical URL. */
  article?: { title: string; url: string }
}

/** Home, the blog, the topic (its own canonical page, `?topic=`), then the article when there is one. */
export function blogBreadcrumbJsonLd({ origin, locale, blog, topic, article }: BlogCrumbsInput): Record<string, unknown> {
  const blogUrl = `${origin}/${locale}/blog`
  return breadcrumbJsonLd([
    homeCrumb(origin, locale),
    { name: blog, url: blogUrl },
    { name: topic.name, url: `${blogUrl}?topic=${topic.slug}` },
    ...(article ? [{ name: article.title, url: article.url }] : []),
  ])
}

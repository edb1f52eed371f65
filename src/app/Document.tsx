// The <html> shell: lang/dir, title and SEO links, the no-flash color-mode script, the page CSS
// (inline), the fonts (after the first paint: src/lib/fonts.ts) and the island loader. A fresh jotai store per render keeps requests apart.
import { Provider } from 'jotai'
import type { ReactNode } from 'react'
import manifest from '../../assets/build/manifest.json'
import { COLOR_MODE_SCRIPT, type ColorMode } from '../lib/color-mode'
import { fontLoaderScript } from '../lib/fonts'
import { DEFAULT_LOCALE, LOCALES } from '../lib/i18n/locales'
import { type Markup, Preloads, renderMarkup } from '../lib/markup.server'
import { usePage } from '../lib/page-context'
import { documentTitle, metaDescription } from '../lib/seo'
import { tagManagerScript } from '../lib/tag-manager'

/** A group of pages with CSS of its own: the feature that renders them, or `errors` (scripts/build.ts). */
export type StyleGroup = keyof typeof manifest.styles

export interface PageMeta {
  /** Whose CSS the page inlines: the feature that renders it (docs/decisions/020-page-css.md). */
  styles: StyleGroup
  /** Full document title (brand suffix added unless `exactTitle`). */
  title: string
  exactTitle?: boolean
  description?: string
  layout?: 'default' | 'vienna'
  /** Forces light or dark for this route; `system` is ignored with a warning. */
  colorMode?: ColorMode
  noindex?: boolean
  /**
   * The locales the page's main text is written in (default: every locale). In any other locale the
   * page shows English text (marked lang="en"), so it is `noindex` there and left out of the
   * alternates (and of the sitemap).
   */
  locales?: readonly string[]
  /** Preloaded above-the-fold image (the hero). */
  preloadImage?: string
  /** The query that makes this URL its own page (`topic=news`): kept in canonical and alternate links. */
  canonicalQuery?: string
  /** Site path of the page's share image (og:image); default the brand card. */
  image?: string
  /** Open Graph description of an article (default: the site is a website). */
  article?: { publishedTime: string; section: string; author?: string }
  /**
   * The page suspends (parts stream in after the shell, e.g. the property page's agent card): its
   * body goes through the streaming renderer. Otherwise the body is rendered in one go by React's
   * string renderer and streamed as one chunk (docs/decisions/007-string-rendered-body.md).
   */
  streamed?: boolean
}

// No font preloads, no fonts before the first paint on a first visit (src/lib/fonts.ts): ≈ 90 KB of
// Inter + Playfair took the bandwidth the page and its hero image need first. The CSS is inline
// (≈ 10 KB gzip, its page group's): a stylesheet request cost a round trip before anything could paint.
const FONT_LOADER_SCRIPT = fontLoaderScript(manifest.fontCss)

const SPECULATION_RULES = JSON.stringify({
  // /lang/* sets a cookie on GET: never prefetch it.
  prefetch: [{ where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/lang/*' } }] }, eagerness: 'moderate' }],
})

const BODY_CLASS = 'min-h-dvh flex flex-col'

/**
 * `body`, when given, is the page's body already rendered (a crawler's complete one); otherwise the
 * body is rendered here as one string, or streamed when the page suspends.
 */
export function Document({ meta, body: rendered, children }: { meta: PageMeta; body?: Markup; children: ReactNode }) {
  const page = usePage()
  const { t, iso, dir, locale, basePath, origin, nonce, country, affiliateScriptUrl } = page
  // Rendered first: the images it preloads go in the head.
  const body = rendered ?? (meta.streamed ? null : renderMarkup(page, children))
  const forced = meta.colorMode === 'light' || meta.colorMode === 'dark' ? meta.colorMode : undefined
  // At most 60 characters and 70–160 (src/lib/seo.ts): what search results show whole.
  const title = meta.exactTitle ? meta.title : documentTitle(meta.title, 'Marsa')
  const description = metaDescription(meta.description ?? t('meta.description'), t('meta.description'))
  const query = meta.canonicalQuery ? `?${meta.canonicalQuery}` : ''
  const alternates = LOCALES.filter((l) => !meta.locales || meta.locales.includes(l.code))
  const indexable = !meta.noindex && alternates.some((l) => l.code === locale)
  const path = basePath === '/' ? '' : basePath
  const canonical = `${origin}/${locale}${path}${query}`
  return (
    <html lang={iso} dir={dir} data-forced-color-mode={forced}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#fffdf9" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#121110" media="(prefers-color-scheme: dark)" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant script, allowed by the CSP nonce */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />
        {page.consent?.tagManager && (
          // Consent Mode v2 defaults (denied) before anything else; the container only after a grant (decision 015).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: built from the validated container id and origin (scriptJson), allowed by the CSP nonce
          <script nonce={nonce} data-tag-manager="" dangerouslySetInnerHTML={{ __html: tagManagerScript(page.consent.tagManager, page.consent.choice) }} />
        )}
        {meta.preloadImage && <link rel="preload" href={meta.preloadImage} as="image" fetchPriority="high" />}
        {body && <Preloads preloads={body.preloads.filter((preload) => preload.href !== meta.preloadImage)} />}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own built CSS (scripts/build.ts), allowed by the CSP nonce */}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: manifest.styles[meta.styles] }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant script, allowed by the CSP nonce */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FONT_LOADER_SCRIPT }} />
        <noscript>
          <link rel="stylesheet" href={manifest.fontCss} />
        </noscript>
        {/* The ICO for browsers without SVG icons, the SVG (it follows the colour scheme) for the rest;
            the touch icon and manifest come from scripts/icons.ts. */}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/images/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/images/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* Only when configured: src/client.tsx loads the support chat widget from it (src/lib/support-widget.client.ts). */}
        {page.supportWidget && <meta name="support-widget" content={page.supportWidget.url} data-selector={page.supportWidget.selector} />}
        {!indexable ? (
          // A page without its own text in this locale (or never to be indexed): links still followed.
          <meta name="robots" content={meta.noindex ? 'noindex' : 'noindex, follow'} />
        ) : (
          <>
            <link rel="canonical" href={canonical} />
            {alternates.map((l) => (
              <link key={l.code} rel="alternate" hrefLang={l.iso} href={`${origin}/${l.code}${path}${query}`} />
            ))}
            {/* x-default: the English page itself (the unprefixed URL redirects by language, so it is no page of its own). */}
            <link rel="alternate" hrefLang="x-default" href={`${origin}/${DEFAULT_LOCALE}${path}${query}`} />
          </>
        )}
        <meta property="og:type" content={meta.article ? 'article' : 'website'} />
        {meta.article && (
          <>
            <meta property="article:published_time" content={meta.article.publishedTime} />
            <meta property="article:section" content={meta.article.section} />
            {meta.article.author && <meta property="article:author" content={meta.article.author} />}
          </>
        )}
        {indexable && <meta property="og:url" content={canonical} />}
        <meta property="og:site_name" content="Marsa" />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:locale" content={iso.replace('-', '_')} />
        <meta property="og:image" content={`${origin}${meta.image ?? '/images/og-default.png'}`} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={description} />
        <meta name="twitter:image" content={`${origin}${meta.image ?? '/images/og-default.png'}`} />
        {/* The build this page belongs to: src/client.tsx compares it with /build/latest.json. */}
        <meta name="build-id" content={manifest.buildId} />
        {/* For src/lib/affiliate.client.ts: the visitor's detected country (persisted as the current
            country) and, only when configured, the affiliate network's script (loaded after consent). */}
        {country && <meta name="visitor-country" content={country} />}
        {affiliateScriptUrl && <meta name="affiliate-script" content={affiliateScriptUrl} />}
        <script type="module" src={manifest.client} nonce={nonce} async fetchPriority="low" />
        <script type="speculationrules" nonce={nonce}>
          {SPECULATION_RULES}
        </script>
      </head>
      {body ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of the page (renderToString escapes as JSX does)
        <body className={BODY_CLASS} dangerouslySetInnerHTML={{ __html: body.html }} />
      ) : (
        <body className={BODY_CLASS}>
          <Provider>{children}</Provider>
        </body>
      )}
    </html>
  )
}

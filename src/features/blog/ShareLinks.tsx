// "Share this article": the Share button (an island: share sheet or copy link) and plain links to
// WhatsApp, LinkedIn, X and Facebook, each opening the network's own share page in a new tab.
import { Island } from '../../lib/islands/Island'
import { usePage } from '../../lib/page-context'
import Share from './Share.island'

/** Filled 24-unit brand marks (after Simple Icons, CC0). */
const MARKS = {
  WhatsApp:
    'M17.47 14.38c-.3-.15-1.76-.87-2.03-.97-.27-.1-.47-.15-.67.15-.2.3-.77.97-.94 1.16-.17.2-.35.22-.64.07-.3-.15-1.26-.46-2.39-1.47-.88-.79-1.48-1.76-1.65-2.06-.17-.3-.02-.46.13-.6.13-.14.3-.35.45-.53.15-.17.2-.3.3-.5.1-.2.05-.37-.03-.52-.07-.15-.67-1.61-.92-2.2-.24-.58-.49-.5-.67-.51h-.57c-.2 0-.52.07-.79.37-.27.3-1.04 1.02-1.04 2.48s1.07 2.88 1.21 3.07c.15.2 2.1 3.2 5.08 4.49.71.31 1.26.49 1.7.63.71.22 1.36.19 1.87.12.57-.09 1.76-.72 2-1.41.25-.7.25-1.29.18-1.41-.08-.13-.27-.2-.57-.35m-5.42 7.4h-.01a9.87 9.87 0 0 1-5.03-1.38l-.36-.21-3.74.98 1-3.65-.24-.37a9.86 9.86 0 0 1-1.51-5.26c0-5.45 4.44-9.88 9.89-9.88 2.64 0 5.12 1.03 6.99 2.9a9.83 9.83 0 0 1 2.89 6.99c0 5.45-4.44 9.88-9.88 9.88m8.41-18.3A11.82 11.82 0 0 0 12.05 0C5.5 0 .16 5.34.16 11.89c0 2.1.55 4.14 1.59 5.95L.06 24l6.3-1.65a11.88 11.88 0 0 0 5.68 1.45h.01c6.55 0 11.89-5.34 11.89-11.89 0-3.18-1.24-6.17-3.48-8.41Z',
  LinkedIn:
    'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.23 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0h.01Z',
  X: 'M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.41l-5.8-7.58-6.64 7.58H.47l8.6-9.83L0 1.15h7.59l5.25 6.93 6.06-6.93Zm-1.29 19.5h2.04L6.49 3.24H4.3l13.31 17.41Z',
  Facebook:
    'M9.1 23.69v-7.98H6.63v-3.67H9.1v-1.58c0-4.09 1.85-5.98 5.86-5.98.76 0 2.07.15 2.61.3v3.32c-.28-.03-.78-.05-1.39-.05-1.97 0-2.73.75-2.73 2.68v1.31h3.92l-.67 3.67h-3.25v8.24C19.4 23.24 24 18.18 24 12.04c0-6.63-5.37-12-12-12S0 5.41 0 12.04c0 5.63 3.87 10.35 9.1 11.65Z',
} as const

type Network = keyof typeof MARKS

export function shareUrls(url: string, title: string): Record<Network, string> {
  const u = encodeURIComponent(url)
  return {
    WhatsApp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    X: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
    Facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  }
}

export function ShareLinks({ url, title, className = '' }: { url: string; title: string; className?: string }) {
  const { t } = usePage()
  const links = shareUrls(url, title)
  return (
    <section aria-labelledby="blog-share" className={`flex flex-wrap items-center gap-3 ${className}`}>
      <h2 id="blog-share" className="w-full text-xs font-semibold uppercase tracking-[0.2em] text-muted sm:me-3 sm:w-auto">
        {t('blog.share.title')}
      </h2>
      <Island
        name="ArticleShare"
        component={Share}
        props={{
          url,
          title,
          labels: { share: t('blog.share.button'), linkCopied: t('blog.share.linkCopied'), copyFailed: t('blog.share.copyFailed') },
        }}
      />
      <ul className="flex items-center gap-2">
        {(Object.keys(MARKS) as Network[]).map((network) => (
          <li key={network}>
            <a
              href={links[network]}
              rel="noopener noreferrer"
              target="_blank"
              title={t('blog.share.on', { network })}
              className="focus-ring grid size-11 place-items-center rounded-full border border-line text-fg transition-colors hover:border-primary hover:bg-primary hover:text-white dark:hover:text-neutral-950"
            >
              <svg viewBox="0 0 24 24" className="size-[18px]" fill="currentColor" aria-hidden="true">
                <path d={MARKS[network]} />
              </svg>
              <span className="sr-only">
                {t('blog.share.on', { network })} ({t('blog.share.newTab')})
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

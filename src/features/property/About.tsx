// "About the project" with Read more / Read less. A <details> does the toggling, so it works without
// JavaScript; where the browser lets <details> be a flex box, "Read less" moves below the text.
import { usePage } from '../../lib/page-context'
import { splitDescription } from './format'

export function About({ text, lang }: { text: string; lang?: string }) {
  const { t, iso } = usePage()
  const { lead, rest } = splitDescription(text)
  const paragraph = 'mt-4 text-pretty leading-relaxed text-fg/85 first:mt-0'
  return (
    <section aria-labelledby="about" className="scroll-mt-24">
      <h2 id="about" className="heading-3">
        {t('property.about.title')}
      </h2>
      <div className="mt-5 max-w-prose" lang={lang}>
        {lead.map((p) => (
          <p key={p} className={paragraph}>
            {p}
          </p>
        ))}
        {rest.length > 0 && (
          <details className="group mt-4 flex flex-col">
            <summary
              className="link inline-flex w-fit cursor-pointer list-none items-center gap-1 text-sm font-semibold group-open:order-last group-open:mt-4 [&::-webkit-details-marker]:hidden"
              lang={lang ? iso : undefined}
            >
              <span className="group-open:hidden">{t('property.about.readMore')}</span>
              <span className="hidden group-open:inline">{t('property.about.readLess')}</span>
              <svg
                viewBox="0 0 24 24"
                className="size-4 transition-transform group-open:rotate-180"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="m6 9 6 6 6-6" />
              </svg>
            </summary>
            <div>
              {rest.map((p) => (
                <p key={p} className={paragraph}>
                  {p}
                </p>
              ))}
            </div>
          </details>
        )}
      </div>
    </section>
  )
}

// The Refer & Earn FAQ (id="faq"): native <details> that open without JavaScript, and the same
// questions as schema.org FAQPage JSON-LD (an inline data block carrying the CSP nonce).
import { StrokeIcon } from '../../components/Icon'
import { SectionHeading } from '../../components/SectionHeading'
import { JsonLd } from '../../lib/jsonld-script'
import { usePage } from '../../lib/page-context'
import { type Faq as FaqItem, localize } from '../../modules/content/schema'
import { faqJsonLd } from './jsonld'

export function Faq({ faqs }: { faqs: FaqItem[] }) {
  const { t, locale, iso } = usePage()
  if (!faqs.length) return null
  const items = faqs.map((faq) => localize(faq, locale, ['question', 'answer'] as const))
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 border-t border-line py-20 sm:py-28">
      <div className="container grid grid-cols-1 gap-12 lg:grid-cols-[1fr_1.5fr] lg:gap-20">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading id="faq-title" eyebrow={t('partners.faq.eyebrow')} title={t('partners.faq.title')} lead={t('partners.faq.lead')} />
          <p className="mt-8 text-muted text-pretty">{t('partners.faq.more')}</p>
          <a href="#join" className="btn-ghost mt-5 px-6 py-3">
            {t('partners.faq.cta')}
          </a>
        </div>
        <div className="border-t border-line">
          {items.map((faq, index) => (
            <details key={faq.id} open={index === 0} className="group border-b border-line" data-testid="faq">
              <summary className="flex cursor-pointer list-none items-center gap-4 rounded-xl py-6 focus-ring [&::-webkit-details-marker]:hidden">
                <h3 className="flex-1 font-display text-lg sm:text-xl" lang={faq.untranslated.includes('question') ? 'en' : undefined}>
                  {faq.question}
                </h3>
                <span className="grid size-9 shrink-0 place-items-center rounded-full border border-line transition-transform duration-300 group-open:rotate-45">
                  <StrokeIcon d="M12 5v14M5 12h14" className="size-4" strokeWidth={1.5} />
                </span>
              </summary>
              <p className="pb-8 pe-4 leading-relaxed text-muted text-pretty" lang={faq.untranslated.includes('answer') ? 'en' : undefined}>
                {faq.answer}
              </p>
            </details>
          ))}
        </div>
      </div>
      <JsonLd data={faqJsonLd(items, iso)} />
    </section>
  )
}

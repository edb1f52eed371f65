// Site footer: brand, direct contact (the no-JS target of "Contact Us"), links, legal line.
import { BRAND } from '../lib/brand'
import { usePage } from '../lib/page-context'
import { Icon } from './Icon'
import { Logo } from './Logo'

export function Footer() {
  const { t, href, consent } = usePage()
  const columns = [
    {
      title: t('footer.explore'),
      links: [
        { path: '/catalog', label: t('nav.catalog') },
        { path: '/areas', label: t('areaGuide.index.eyebrow') },
        { path: '/developers', label: t('developer.index.eyebrow') },
        { path: '/tools', label: t('tools.nav') },
        { path: '/#consultants', label: t('nav.expert') },
        { path: '/blog', label: t('nav.blog') },
      ],
    },
    {
      title: t('footer.company'),
      links: [
        { path: '/partners', label: t('nav.partners') },
        { path: '/careers', label: t('nav.careers') },
        { path: '/terms', label: t('nav.terms') },
        { path: '/privacy', label: t('nav.privacy') },
      ],
    },
  ]
  return (
    <footer className="mt-auto border-t border-line bg-neutral-950 text-neutral-200">
      <div className="container grid gap-12 py-16 md:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div>
          <Logo className="text-white" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-neutral-400">{t('footer.tagline')}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-neutral-400">{column.title}</h2>
            <ul className="mt-4 grid gap-2.5">
              {column.links.map((link) => (
                <li key={link.path}>
                  <a href={href(link.path)} className="text-sm hover:text-white focus-ring rounded">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section id="contact" aria-labelledby="footer-contact" className="scroll-mt-24">
          <h2 id="footer-contact" className="text-xs font-semibold uppercase tracking-[0.2em] text-neutral-400">
            {t('contact.title')}
          </h2>
          <ul className="mt-4 grid gap-3 text-sm">
            <li>
              <a href={BRAND.phoneHref} className="inline-flex items-center gap-2 hover:text-white focus-ring rounded" dir="ltr">
                <Icon name="phone" className="size-4" /> {BRAND.phone}
              </a>
            </li>
            <li>
              <a href={BRAND.whatsapp} className="inline-flex items-center gap-2 hover:text-white focus-ring rounded" rel="noopener">
                <Icon name="chat" className="size-4" /> {t('contact.whatsapp')}
              </a>
            </li>
            <li>
              <a href={`mailto:${BRAND.email}`} className="inline-flex items-center gap-2 hover:text-white focus-ring rounded" dir="ltr">
                <Icon name="mail" className="size-4" /> {BRAND.email}
              </a>
            </li>
            <li className="flex gap-2 text-neutral-400">
              <Icon name="pin" className="mt-1 size-4 shrink-0" />{' '}
              <bdi lang="en" data-testid="footer-address">
                {BRAND.address}
              </bdi>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="container flex flex-col gap-2 py-6 text-xs text-neutral-400 sm:flex-row sm:justify-between">
          {/* The Latin line isolated, so "© 2026" stays before the name in Arabic and Hebrew; the name's own
              final full stop ends the sentence (no "L.L.C.."). */}
          <p>
            <bdi dir="ltr" data-testid="footer-copyright">
              © {new Date().getFullYear()} {BRAND.legalName.replace(/\.?$/, '.')}
            </bdi>{' '}
            {t('footer.rights')}
          </p>
          <p>{t('footer.regulated', { orn: BRAND.orn })}</p>
          {/* Only while a tracker asks for consent (decision 015): reopens the banner; without JavaScript, the /consent page. */}
          {consent && (
            <a href={href('/consent')} data-consent-open="" className="hover:text-white focus-ring rounded">
              {t('consent.settings')}
            </a>
          )}
        </div>
      </div>
    </footer>
  )
}

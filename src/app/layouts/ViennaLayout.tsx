// The `vienna` layout for campaign landing pages: a slim header (logo, language, color mode,
// contact) and a compact footer, so nothing pulls a visitor away from the one project.
import type { ReactNode } from 'react'
import { ColorModeControl } from '../../components/ColorModeControl'
import { ContactLink } from '../../components/ContactLink'
import { LanguageSwitcher } from '../../components/LanguageSwitcher'
import { Logo } from '../../components/Logo'
import { SkipLink } from '../../components/SkipLink'
import { BRAND } from '../../lib/brand'
import { usePage } from '../../lib/page-context'
import { Chrome } from '../Chrome'

export function ViennaLayout({ children }: { children: ReactNode }) {
  const { t, href, consent } = usePage()
  return (
    <>
      <header className="absolute inset-x-0 top-0 z-30" data-layout="vienna">
        <SkipLink />
        <div className="container flex h-20 items-center gap-3">
          <a href={href('/')} className="rounded-lg focus-ring" aria-label={t('header.home')}>
            <Logo />
          </a>
          <div className="ms-auto flex items-center gap-2">
            <LanguageSwitcher />
            <div className="hidden sm:block">
              <ColorModeControl />
            </div>
            <ContactLink className="btn-primary" />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <footer id="contact" className="border-t border-line py-8 text-sm text-muted">
        <div className="container flex flex-col gap-2 sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {BRAND.legalName} · {t('footer.regulated', { orn: BRAND.orn })}
          </p>
          <p className="flex gap-4">
            <a href={BRAND.phoneHref} dir="ltr" className="link">
              {BRAND.phone}
            </a>
            <a href={href('/privacy')} className="link">
              {t('nav.privacy')}
            </a>
            {consent && (
              <a href={href('/consent')} data-consent-open="" className="link">
                {t('consent.settings')}
              </a>
            )}
          </p>
        </div>
      </footer>
      <Chrome />
    </>
  )
}

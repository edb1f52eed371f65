// Site header: logo, the five spec links (Refer & Earn, Property Catalogue, Careers, Connect With
// Expert, Contact Us), language, currency and area unit, color mode and the account link. Below 1280 px
// the links fold into a <details> menu (they and the controls fit one line from there in every locale,
// the account link's label from 1536 px); no label wraps.
import { usePage } from '../lib/page-context'
import { ColorModeControl } from './ColorModeControl'
import { ContactLink } from './ContactLink'
import { Heart } from './FavouriteButton'
import { Icon, StrokeIcon } from './Icon'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { SkipLink } from './SkipLink'
import { UnitsMenu } from './UnitsMenu'

/** A person in a circle: the account link. */
const ACCOUNT_ICON = 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6.2 7.2a7 7 0 0 1 12.4 0'

export function Header() {
  const { t, href, basePath } = usePage()
  const links = [
    { path: '/partners', label: t('nav.partners') },
    { path: '/catalog', label: t('nav.catalog') },
    { path: '/careers', label: t('nav.careers') },
    { path: '/#consultants', label: t('nav.expert') },
  ]
  const current = (path: string) => (basePath === path ? 'page' : undefined)
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-bg/85 backdrop-blur-md">
      <SkipLink />
      <div className="container flex h-18 items-center gap-4">
        <a href={href('/')} className="rounded-lg focus-ring" aria-label={t('header.home')}>
          <Logo />
        </a>
        <nav aria-label={t('header.nav')} className="ms-6 hidden xl:block 2xl:ms-8">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.path}>
                <a
                  href={href(link.path)}
                  aria-current={current(link.path)}
                  className="whitespace-nowrap rounded-full px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-fg focus-ring aria-[current=page]:text-primary"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <LanguageSwitcher />
          <div className="hidden sm:block">
            <UnitsMenu />
          </div>
          <div className="hidden md:block">
            <ColorModeControl />
          </div>
          {/* The saved list: the same HTML for every visitor; the count is filled in the browser from
              localStorage (features/shortlist/shortlist.client.ts) and hidden while empty. The toast
              texts for the hearts ride along here, once per page. */}
          <a
            href={href('/favourites')}
            data-favourites-link=""
            data-toast-saved={t('favourites.toast.saved')}
            data-toast-removed={t('favourites.toast.removed')}
            data-toast-view={t('favourites.toast.view')}
            data-toast-copied={t('favourites.toast.copied')}
            data-toast-copy-failed={t('favourites.toast.copyFailed')}
            aria-current={basePath === '/favourites' ? 'page' : undefined}
            className="relative grid size-10 place-items-center rounded-full text-muted transition-colors hover:bg-neutral-100 hover:text-fg focus-ring aria-[current=page]:text-primary dark:hover:bg-neutral-800"
          >
            <Heart />
            <span className="sr-only">{t('favourites.nav')}</span>
            <span
              data-favourites-count=""
              className="absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[11px] font-bold leading-none text-white dark:text-neutral-950"
            />
          </a>
          {/* One link for everyone (pages may be cached without the session): /account sends a signed-out visitor to sign in. */}
          <a
            href={href('/account')}
            aria-current={basePath.startsWith('/account') ? 'page' : undefined}
            className="hidden h-10 items-center gap-2 rounded-full px-3 text-sm font-medium text-muted transition-colors hover:bg-neutral-100 hover:text-fg focus-ring aria-[current=page]:text-primary dark:hover:bg-neutral-800 sm:inline-flex"
          >
            <StrokeIcon d={ACCOUNT_ICON} className="size-5" />
            <span className="sr-only whitespace-nowrap 2xl:not-sr-only">{t('account.nav')}</span>
          </a>
          <ContactLink className="btn-primary hidden whitespace-nowrap sm:inline-flex" />
          <details className="group xl:hidden">
            <summary
              className="grid size-10 cursor-pointer list-none place-items-center rounded-full hover:bg-neutral-100 focus-ring dark:hover:bg-neutral-800 [&::-webkit-details-marker]:hidden"
              aria-label={t('header.menu')}
            >
              <Icon name="menu" className="size-6 group-open:hidden" />
              <Icon name="close" className="hidden size-6 group-open:block" />
            </summary>
            <div className="absolute inset-x-0 top-full border-b border-line bg-bg px-5 pb-8 pt-4 shadow-xl sm:px-8">
              <nav aria-label={t('header.nav')}>
                <ul className="grid gap-1">
                  {links.map((link) => (
                    <li key={link.path}>
                      <a
                        href={href(link.path)}
                        aria-current={current(link.path)}
                        className="block rounded-xl px-3 py-3 font-display text-xl focus-ring aria-[current=page]:text-primary"
                      >
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-line pt-6">
                <ContactLink className="btn-primary sm:hidden" />
                <a href={href('/account')} className="btn-ghost sm:hidden">
                  <StrokeIcon d={ACCOUNT_ICON} className="size-4" />
                  {t('account.nav')}
                </a>
                <div className="sm:hidden">
                  <UnitsMenu align="start" />
                </div>
                <div className="md:hidden">
                  <ColorModeControl />
                </div>
              </div>
            </div>
          </details>
        </div>
      </div>
    </header>
  )
}

// /terms and /privacy.
import { Hono } from 'hono'
import { renderPage } from '../../app/render.server'
import type { AppEnv } from '../../lib/context'
import { legalLocales } from './document'
import { LegalPage } from './LegalPage'

export const legal = new Hono<AppEnv>()
  .get('/terms', (c) =>
    renderPage(
      c,
      { styles: 'legal', title: c.var.t('legal.terms.title'), description: c.var.t('legal.terms.lead'), locales: legalLocales('terms') },
      <LegalPage kind="terms" />,
    ),
  )
  .get('/privacy', (c) =>
    renderPage(
      c,
      { styles: 'legal', title: c.var.t('legal.privacy.title'), description: c.var.t('legal.privacy.lead'), locales: legalLocales('privacy') },
      <LegalPage kind="privacy" />,
    ),
  )

// /partners: Refer & Earn, ending with the partner sign-up.
import { Hono } from 'hono'
import { PageHero } from '../../components/PageHero'
import type { AppEnv } from '../../lib/context'
import { renderPage } from '../../lib/render.server'
import { BecomePartner } from './BecomePartner'
import { ReferralSteps } from './ReferralSteps'

export const partners = new Hono<AppEnv>().get('/partners', (c) => {
  const { t } = c.var
  return renderPage(
    c,
    { title: t('partners.title'), description: t('partners.lead') },
    <>
      <PageHero eyebrow={t('partners.eyebrow')} title={t('partners.headline')} lead={t('partners.lead')} />
      <ReferralSteps />
      <BecomePartner />
    </>,
  )
})

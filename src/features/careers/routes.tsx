// /careers: the hero, the five-step application process and the questionnaire.
import { Hono } from 'hono'
import { PageHero } from '../../components/PageHero'
import type { AppEnv } from '../../lib/context'
import { renderPage } from '../../lib/render.server'
import { ApplicationSteps } from './ApplicationSteps'
import { Questionnaire } from './Questionnaire'

export const careers = new Hono<AppEnv>().get('/careers', (c) => {
  const { t } = c.var
  return renderPage(
    c,
    { title: t('careers.title'), description: t('careers.lead') },
    <>
      <PageHero eyebrow={t('careers.eyebrow')} title={t('careers.headline')} lead={t('careers.lead')} />
      <ApplicationSteps />
      <Questionnaire />
    </>,
  )
})

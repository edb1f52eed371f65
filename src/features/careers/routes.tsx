// /careers: culture, values, join the elite, the five-step application process and the questionnaire.
import { Hono } from 'hono'
import { renderPage } from '../../app/render.server'
import type { AppEnv } from '../../lib/context'
import { CAREERS_HERO } from './art'
import { CareersPage } from './CareersPage'

export const careers = new Hono<AppEnv>().get('/careers', (c) => {
  const { t } = c.var
  return renderPage(c, { styles: 'careers', title: t('careers.title'), description: t('careers.lead'), preloadImage: CAREERS_HERO }, <CareersPage />)
})

// Campaign landing pages on the vienna layout: /vienna (Dubai) and /vienna-rak (Ras Al Khaimah).
import { Hono } from 'hono'
import type { AppEnv } from '../../lib/context'
import { renderPage } from '../../lib/render.server'
import { LandingPage } from './LandingPage'

export const landing = new Hono<AppEnv>()
  .get('/vienna', (c) => renderPage(c, { title: c.var.t('landing.vienna.title'), layout: 'vienna', colorMode: 'dark' }, <LandingPage campaign="vienna" />))
  .get('/vienna-rak', (c) =>
    renderPage(c, { title: c.var.t('landing.viennaRak.title'), layout: 'vienna', colorMode: 'dark' }, <LandingPage campaign="viennaRak" />),
  )

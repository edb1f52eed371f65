// Campaign landing pages on the vienna layout: /vienna (Dubai) and /vienna-rak (Ras Al Khaimah).

import type { Context } from 'hono'
import { Hono } from 'hono'
import { renderPage } from '../../app/render.server'
import type { AppEnv } from '../../lib/context'
import { CAMPAIGNS, type Campaign } from './campaigns'
import { LandingPage } from './LandingPage'

const page = (c: Context<AppEnv>, campaign: Campaign) =>
  renderPage(
    c,
    {
      styles: 'landing',
      title: c.var.t(`landing.${campaign}.title`),
      description: c.var.t(`landing.${campaign}.lead`),
      layout: 'vienna',
      colorMode: 'dark',
      preloadImage: CAMPAIGNS[campaign].hero,
      // A campaign page for paid traffic, linked from nowhere on the site: kept out of search results
      // (and the sitemap), so it never competes with the catalogue and area pages.
      noindex: true,
    },
    <LandingPage campaign={campaign} />,
  )

export const landing = new Hono<AppEnv>().get('/vienna', (c) => page(c, 'vienna')).get('/vienna-rak', (c) => page(c, 'viennaRak'))

// The home page.
import { Hono } from 'hono'
import type { AppEnv } from '../../lib/context'
import { renderPage } from '../../lib/render.server'
import { HERO_IMAGE, HomePage } from './HomePage'

export const home = new Hono<AppEnv>().get('/', (c) =>
  renderPage(c, { title: c.var.t('home.title'), description: c.var.t('meta.description'), preloadImage: HERO_IMAGE }, <HomePage />),
)

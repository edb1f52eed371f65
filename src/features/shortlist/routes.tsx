// The visitor's shortlist pages: /favourites (their saved list, or a shared one from `?ids=`),
// /compare?ids= (side by side, at most four), and the card fragments the browser asks for
// (/favourites/results, /recent/results). Personal views: noindex, never cached, not in the sitemap.
import { type Context, Hono } from 'hono'
import { refererPath, renderFragment, renderPage } from '../../app/render.server'
import type { AppEnv } from '../../lib/context'
import { errorText, log } from '../../lib/log.server'
import { RECENT_MAX } from '../../lib/recent'
import { currentAccount } from '../../modules/accounts/session.server'
import { findProjects, listLocations } from '../../modules/content/data.server'
import { ProjectCard } from '../../modules/content/ProjectCard'
import { localText, type Project } from '../../modules/content/schema'
import { readAccountFavourites } from './account-favourites.server'
import { type AreaRent, ComparePage } from './ComparePage'
import { FavouritesList } from './FavouritesList'
import { FavouritesPage } from './FavouritesPage'
import { COMPARE_MAX, parseIds, SHARE_MAX } from './schema'

const PRIVATE = 'private, no-store'

/** The response with `Cache-Control: private, no-store` (a list is one visitor's). */
async function privately(response: Response | Promise<Response>): Promise<Response> {
  const done = await response
  done.headers.set('cache-control', PRIVATE)
  return done
}

/** The projects of `ids` (unknown ids left out), or undefined when D1 failed (logged). */
const projectsOf = (c: Context<AppEnv>, ids: number[]): Promise<Project[] | undefined> =>
  findProjects(c.env.DB, ids).catch((error: unknown) => {
    log.error('shortlist: projects failed', { error: errorText(error) })
    return undefined
  })

/**
 * The areas' names in the page's language (English where not translated) and their typical rents
 * (those with a date: the yield estimates); none when D1 failed.
 */
async function areaFigures(c: Context<AppEnv>): Promise<{ names: Map<string, string>; rents: Map<string, AreaRent> }> {
  const locale = c.var.locale
  const locations = await listLocations(c.env.DB).catch(() => [])
  return {
    names: new Map(locations.map((l) => [l.slug, localText(l, locale, 'name')])),
    rents: new Map(
      locations.flatMap((l) => (l.rentAedSqftYear !== null && l.rentAsOf ? [[l.slug, { aedSqftYear: l.rentAedSqftYear, asOf: l.rentAsOf }] as const] : [])),
    ),
  }
}

export const shortlist = new Hono<AppEnv>()
  .get('/favourites', async (c) => {
    const { t } = c.var
    const parsed = parseIds(c.req.queries('ids'), SHARE_MAX)
    const meta = { styles: 'shortlist' as const, title: t('catalog.favourites.title'), noindex: true }
    if (!parsed.ok) return privately(renderPage(c, meta, <FavouritesPage shared={[]} />, 400))
    if (!parsed.ids.length) {
      // Signed in: the account's list is in the page (it works without JavaScript); the browser's
      // script then shows its own list, merged with the account's on sign-in.
      const account = await currentAccount(c)
      const ids = account ? await readAccountFavourites(c.env.DB, account.documentId).catch(() => []) : []
      const saved = ids.length ? await projectsOf(c, ids) : undefined
      return privately(renderPage(c, meta, <FavouritesPage account={saved} />))
    }
    const projects = await projectsOf(c, parsed.ids)
    return privately(renderPage(c, { ...meta, title: t('favourites.sharedTitle') }, <FavouritesPage shared={projects ?? []} />, projects ? 200 : 503))
  })
  .get('/favourites/results', async (c) => {
    const parsed = parseIds(c.req.queries('ids'), SHARE_MAX)
    if (!parsed.ok) return c.json({ error: 'invalid_field', field: 'ids', message: parsed.message }, 400, { 'cache-control': PRIVATE })
    const projects = await projectsOf(c, parsed.ids)
    if (!projects) return c.text(c.var.t('catalog.loadError'), 503, { 'cache-control': PRIVATE })
    const response = projects.length
      ? renderFragment(c, <FavouritesList projects={projects} mine={c.req.query('mine') === '1'} />, refererPath(c))
      : c.body('', 200)
    response.headers.set('cache-control', PRIVATE)
    return response
  })
  .get('/recent/results', async (c) => {
    const parsed = parseIds(c.req.queries('ids'), RECENT_MAX)
    if (!parsed.ok) return c.json({ error: 'invalid_field', field: 'ids', message: parsed.message }, 400, { 'cache-control': PRIVATE })
    const projects = await projectsOf(c, parsed.ids)
    if (!projects) return c.text(c.var.t('catalog.loadError'), 503, { 'cache-control': PRIVATE })
    // The strip sits on the home or a property page: a card's "Request Call" returns there.
    const response = renderFragment(
      c,
      projects.map((project) => (
        <li key={project.id} data-project={project.id} className="w-[80%] shrink-0 snap-start sm:w-auto">
          <ProjectCard project={project} />
        </li>
      )),
      refererPath(c) ?? `/${c.var.locale}`,
    )
    response.headers.set('cache-control', PRIVATE)
    return response
  })
  .get('/compare', async (c) => {
    const { t } = c.var
    const meta = { styles: 'shortlist' as const, title: t('compare.title'), noindex: true }
    const parsed = parseIds(c.req.queries('ids'), COMPARE_MAX)
    if (!parsed.ok) return privately(renderPage(c, meta, <ComparePage projects={[]} areaNames={new Map()} areaRents={new Map()} cut={false} />, 400))
    const [projects, areas] = await Promise.all([projectsOf(c, parsed.ids), areaFigures(c)])
    return privately(
      renderPage(c, meta, <ComparePage projects={projects ?? []} areaNames={areas.names} areaRents={areas.rents} cut={parsed.cut} />, projects ? 200 : 503),
    )
  })

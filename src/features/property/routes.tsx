// /catalog/{id}-{slug} (the id 1–9 digits; anything else never reaches here and is the 404 page): the
// property page. The id finds the project; any other spelling (the bare id of older links, a changed
// slug, leading zeros) answers 301 to the one URL. An id with no project is the 404 page too, unless
// it is an old id of a project (content identity aliases: 301 to the current page).
import { type Context, Hono } from 'hono'
import { renderPage } from '../../app/render.server'
import { waitUntilOf } from '../../lib/cache.server'
import type { AppEnv } from '../../lib/context'
import { projectPath } from '../../lib/paths'
import { siteHost, siteOrigin } from '../../lib/site'
import { currentIdOf } from '../../modules/content/identity.server'
import { loadProject, resolveAgent } from './data.server'
import { PropertyPage } from './PropertyPage'
import { projectView } from './view'

const excerpt = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, flat.lastIndexOf(' ', max - 1))}…`
}

/** 301 to `path` (a project's page), keeping the locale prefix and the query (utm tags). */
const moved = (c: Context<AppEnv>, path: string) => c.redirect(`${c.var.prefixed ? `/${c.var.locale}` : ''}${path}${new URL(c.req.url).search}`, 301)

export const property = new Hono<AppEnv>().get('/catalog/:ref{[0-9]{1,9}(?:-[a-z0-9]+)*}', async (c) => {
  const ref = c.req.param('ref')
  const id = Number(ref.split('-')[0])
  const waitUntil = waitUntilOf(c)
  const bundle = id > 0 ? await loadProject(c.env, id, waitUntil) : null
  if (!bundle) {
    // A number that once named a project (its Strapi id before a publish moved it): 301 to its page now.
    const current = id > 0 ? await currentIdOf(c.env.DB, 'projects', id) : null
    const project = current === null ? null : await loadProject(c.env, current, waitUntil)
    return project ? moved(c, projectPath(project.project)) : c.notFound()
  }
  // One URL per project: /catalog/7, /catalog/007-x and /catalog/7-old-name are /catalog/7-its-slug.
  if (`/catalog/${ref}` !== projectPath(bundle.project)) return moved(c, projectPath(bundle.project))
  // The public origin and host from SITE_URL, never the request's Host (security review F2).
  const view = projectView(bundle, c.var.locale, siteOrigin(c.env))
  // Not awaited: the agent card streams in when the lead backend answers (3 s at most).
  const agent = resolveAgent(
    c.env,
    bundle.project.agentId,
    bundle.consultant,
    { host: siteHost(c.env), language: c.var.locale, locale: c.var.locale },
    waitUntil,
  )
  // No preloadImage: React preloads the first gallery photo itself (fetchPriority="high", with its srcset).
  // Streamed: the agent card and the agent's BRN (the lead backend's answer) arrive after the shell.
  return renderPage(
    c,
    { styles: 'property', title: view.title, description: excerpt(view.description), streamed: true, locales: view.locales },
    <PropertyPage view={view} bundle={bundle} agent={agent} />,
  )
})

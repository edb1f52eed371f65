// /catalog/{id} (1–9 digits; anything else never reaches here and is the 404 page): the property
// page. An id with no project is the 404 page too, unless it is an old id of a project (content
// identity aliases: 301 to the current id); leading zeros redirect to the plain id.
import { type Context, Hono } from 'hono'
import { renderPage } from '../../app/render.server'
import { waitUntilOf } from '../../lib/cache.server'
import type { AppEnv } from '../../lib/context'
import { siteHost, siteOrigin } from '../../lib/site'
import { currentIdOf } from '../../modules/content/identity.server'
import { loadProject, resolveAgent } from './data.server'
import { PropertyPage } from './PropertyPage'
import { projectView } from './view'

const excerpt = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, flat.lastIndexOf(' ', max - 1))}…`
}

/** 301 to the canonical property URL for `id`, keeping the locale prefix and the query (utm tags). */
const toCatalog = (c: Context<AppEnv>, id: number) => c.redirect(`${c.var.prefixed ? `/${c.var.locale}` : ''}/catalog/${id}${new URL(c.req.url).search}`, 301)

export const property = new Hono<AppEnv>().get('/catalog/:id{[0-9]{1,9}}', async (c) => {
  const param = c.req.param('id')
  const id = Number(param)
  // One URL per project: /catalog/007 is /catalog/7.
  if (id > 0 && String(id) !== param) return toCatalog(c, id)
  const waitUntil = waitUntilOf(c)
  const bundle = id > 0 ? await loadProject(c.env, id, waitUntil) : null
  if (!bundle) {
    // A number that once named a project (its Strapi id before a publish moved it): 301 to its page now.
    const current = id > 0 ? await currentIdOf(c.env.DB, 'projects', id) : null
    return current === null ? c.notFound() : toCatalog(c, current)
  }
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
    { title: view.title, description: excerpt(view.description), streamed: true, locales: view.locales },
    <PropertyPage view={view} bundle={bundle} agent={agent} />,
  )
})

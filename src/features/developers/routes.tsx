// /developers (every developer, with its number of projects on the site) and /developers/{slug} (one
// developer: track record, figures, its projects). A slug that is the name-slug of a developer whose
// own slug differs answers 301 to its page; a developer that projects name without an entry gets a
// page of its projects (noindex), so a card's link never breaks; anything else is the 404 page.
import { type Context, Hono } from 'hono'
import { renderPage } from '../../app/render.server'
import { waitUntilOf } from '../../lib/cache.server'
import type { AppEnv } from '../../lib/context'
import { developerPath } from '../../lib/paths'
import { siteOrigin } from '../../lib/site'
import { listProjectsByDeveloper } from '../../modules/content/data.server'
import { nameSlug } from '../../modules/content/profiles'
import { DeveloperPage, DeveloperProjectsPage } from './DeveloperPage'
import { DevelopersPage } from './DevelopersPage'
import { loadDeveloper, loadDevelopers } from './data.server'
import { developerView } from './view'

const moved = (c: Context<AppEnv>, path: string) => c.redirect(`${c.var.prefixed ? `/${c.var.locale}` : ''}${path}`, 301)

/** The developer name projects carry whose slug is `slug`, when one does. */
async function projectDeveloperNamed(db: D1Database, slug: string): Promise<string | null> {
  const { results } = await db.prepare('SELECT DISTINCT developer FROM projects').all<{ developer: string }>()
  return results.find((row) => nameSlug(row.developer) === slug)?.developer ?? null
}

export const developers = new Hono<AppEnv>()
  .get('/developers', async (c) => {
    const { t } = c.var
    const list = await loadDevelopers(c.env, waitUntilOf(c))
    return renderPage(
      c,
      { styles: 'developers', title: t('developer.index.title'), description: t('developer.index.lead') },
      <DevelopersPage developers={list} />,
    )
  })
  .get('/developers/:slug{[a-z0-9]+(?:-[a-z0-9]+)*}', async (c) => {
    const slug = c.req.param('slug')
    const { t, locale } = c.var
    const bundle = slug.length <= 120 ? await loadDeveloper(c.env, slug, waitUntilOf(c)) : null
    if (bundle) {
      const view = developerView(bundle.developer, locale, siteOrigin(c.env))
      const meta = {
        styles: 'developers' as const,
        title: t('developer.pageTitle', { name: bundle.developer.name }),
        description: view.developer.summary,
        locales: view.locales,
      }
      return renderPage(c, meta, <DeveloperPage view={view} projects={bundle.projects} />)
    }
    const known = (await loadDevelopers(c.env, waitUntilOf(c))).find(({ developer }) => nameSlug(developer.name) === slug)
    if (known) return moved(c, developerPath(known.developer.slug))
    const name = await projectDeveloperNamed(c.env.DB, slug)
    if (!name) return c.notFound()
    const projects = await listProjectsByDeveloper(c.env.DB, name)
    return renderPage(
      c,
      { styles: 'developers', title: t('developer.pageTitle', { name }), description: t('developer.noProfile', { name }), noindex: true },
      <DeveloperProjectsPage name={name} projects={projects} />,
    )
  })

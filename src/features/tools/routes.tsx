// /tools and /tools/{mortgage,costs,yield,golden-visa}: the buyer calculators. Each tool is a GET
// form: the query is read (zod, then the same field readers the island uses) and the page answers
// 200 with the results or an error under each field, never a 5xx on what a visitor typed.
import { Hono } from 'hono'
import { renderPage } from '../../app/render.server'
import type { AppEnv } from '../../lib/context'
import { FIELDS } from '../../lib/finance/fields'
import { TOOL_FIELDS, type Tool } from '../../lib/finance/forms'
import { getLocale } from '../../lib/i18n/locales'
import { numberFormat } from '../../lib/intl'
import { readToolQuery } from './schema'
import { ToolPage, ToolsIndexPage } from './ToolsPages'

/** What each field shows: the visitor's text, else its starting value in the locale's digits. */
function shownValues(tool: Tool, query: Record<string, string | undefined>, iso: string) {
  const values: Record<string, string | undefined> = { ...query }
  const n = numberFormat(iso, { maximumFractionDigits: 2 })
  for (const name of TOOL_FIELDS[tool]) {
    const field = FIELDS[name]
    if (values[name] === undefined) values[name] = 'initial' in field ? n.format(field.initial) : ''
  }
  return values
}

export const tools = new Hono<AppEnv>()
  .get('/tools', (c) => {
    const { t } = c.var
    return renderPage(c, { styles: 'tools', title: t('tools.title'), description: t('tools.description') }, <ToolsIndexPage />)
  })
  .get('/tools/:tool{mortgage|costs|yield|golden-visa}', (c) => {
    const tool = c.req.param('tool') as Tool
    const { t, locale } = c.var
    const { iso } = getLocale(locale)
    const { query, submitted } = readToolQuery(tool, c.req.query())
    return renderPage(
      c,
      { styles: 'tools', title: t(`tools.pages.${tool}.title`), description: t(`tools.pages.${tool}.description`) },
      <ToolPage tool={tool} values={shownValues(tool, query, iso)} submitted={submitted} />,
    )
  })

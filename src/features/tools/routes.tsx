// /tools and /tools/{mortgage,costs,yield,golden-visa}: the buyer calculators. Each tool is a GET
// form: the query is read (zod, then the same field readers the island uses) and the page answers
// 200 with the results or an error under each field, never a 5xx on what a visitor typed.
import { type Context, Hono } from 'hono'
import { renderPage } from '../../app/render.server'
import type { AppEnv } from '../../lib/context'
import { FIELDS, readField } from '../../lib/finance/fields'
import { TOOL_FIELDS, type Tool } from '../../lib/finance/forms'
import { estimateRent } from '../../lib/finance/rental-yield'
import { getLocale } from '../../lib/i18n/locales'
import { dateTimeFormat, numberFormat } from '../../lib/intl'
import { listLocations } from '../../modules/content/data.server'
import { localText } from '../../modules/content/schema'
import { readToolQuery } from './schema'
import { ToolPage, ToolsIndexPage } from './ToolsPages'
import type { AreaRent } from './text'

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

/** The areas with a typical rent (the yield tool's area choice), by name in the page's language. */
async function areaRents(c: Context<AppEnv>, iso: string): Promise<AreaRent[]> {
  const locations = await listLocations(c.env.DB).catch(() => [])
  const month = dateTimeFormat(iso, { month: 'short', year: 'numeric', timeZone: 'UTC' })
  const n = numberFormat(iso, { maximumFractionDigits: 0 })
  return locations
    .flatMap((l) =>
      l.rentAedSqftYear !== null && l.rentAsOf
        ? [
            {
              slug: l.slug,
              name: localText(l, c.var.locale, 'name'),
              rate: l.rentAedSqftYear,
              rateText: n.format(l.rentAedSqftYear),
              asOf: month.format(new Date(l.rentAsOf)),
            },
          ]
        : [],
    )
    .sort((a, b) => a.name.localeCompare(b.name, iso))
}

/**
 * "Estimate the rent" sent with an area (the yield form without JavaScript; the island does the same
 * in place): the rent becomes the area's typical rent for the size asked, in the locale's digits.
 */
function withEstimatedRent(query: Record<string, string | undefined>, areas: AreaRent[], iso: string) {
  const { estimate, ...rest } = query
  const area = areas.find((a) => a.slug === query.area)
  const size = readField(FIELDS.size, query.size ?? FIELDS.size.initial)
  if (!estimate || !area || !size.ok || !size.value) return rest
  return { ...rest, rent: numberFormat(iso).format(estimateRent(area.rate, size.value)) }
}

export const tools = new Hono<AppEnv>()
  .get('/tools', (c) => {
    const { t } = c.var
    return renderPage(c, { styles: 'tools', title: t('tools.title'), description: t('tools.description') }, <ToolsIndexPage />)
  })
  .get('/tools/:tool{mortgage|costs|yield|golden-visa}', async (c) => {
    const tool = c.req.param('tool') as Tool
    const { t, locale } = c.var
    const { iso } = getLocale(locale)
    const read = readToolQuery(tool, c.req.query())
    const areas = tool === 'yield' ? await areaRents(c, iso) : []
    const query = tool === 'yield' ? withEstimatedRent(read.query, areas, iso) : read.query
    return renderPage(
      c,
      { styles: 'tools', title: t(`tools.pages.${tool}.title`), description: t(`tools.pages.${tool}.description`) },
      <ToolPage tool={tool} values={shownValues(tool, query, iso)} submitted={read.submitted} areas={areas} />,
    )
  })

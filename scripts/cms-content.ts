// Writes cms/data/default-content.json: the embedded default content (seed/content/*, validated with
// the site's zod schemas like scripts/seed.ts; the synthetic listings are left out) in the shape of
// the Strapi 5 content model (cms/README.md), which the CMS bootstrap (cms/src/bootstrap) loads once.
// Markdown article bodies become Strapi Blocks JSON here, so the CMS needs no Markdown parser.
//
//   tsx scripts/cms-content.ts [--out <file>]
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import MarkdownIt from 'markdown-it'
import { validateSeed } from '../seed/content/validate'
import type { Image } from '../src/modules/content/schema'

type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number]
type TextNode = { type: 'text'; text: string; bold?: true; italic?: true; code?: true }
type Inline = TextNode | { type: 'link'; url: string; children: TextNode[] }
type Block =
  | { type: 'paragraph' | 'quote'; children: Inline[] }
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: { type: 'list-item'; children: Inline[] }[] }
  | { type: 'code'; language: string; children: TextNode[] }

const root = join(import.meta.dirname, '..')
const { values: args } = parseArgs({ options: { out: { type: 'string' } }, strict: true })
const OUT = args.out ?? join(root, 'cms', 'data', 'default-content.json')

const md = new MarkdownIt({ html: false, linkify: false })

/** Inline tokens (text, **bold**, *italic*, `code`, [links]) to Blocks text and link nodes. */
function inline(tokens: Token[] = []): Inline[] {
  const out: Inline[] = []
  let bold = false
  let italic = false
  let link: { type: 'link'; url: string; children: TextNode[] } | null = null
  const push = (text: string, code = false) => {
    if (!text) return
    const node: TextNode = { type: 'text', text }
    if (bold) node.bold = true
    if (italic) node.italic = true
    if (code) node.code = true
    ;(link ? link.children : out).push(node)
  }
  for (const t of tokens) {
    if (t.type === 'text') push(t.content)
    else if (t.type === 'code_inline') push(t.content, true)
    else if (t.type === 'softbreak') push(' ')
    else if (t.type === 'hardbreak') push('\n')
    else if (t.type === 'strong_open') bold = true
    else if (t.type === 'strong_close') bold = false
    else if (t.type === 'em_open') italic = true
    else if (t.type === 'em_close') italic = false
    else if (t.type === 'link_open') link = { type: 'link', url: String(t.attrGet('href') ?? ''), children: [] }
    else if (t.type === 'link_close' && link) {
      if (!link.children.length) link.children.push({ type: 'text', text: link.url })
      out.push(link)
      link = null
    } else throw new Error(`Markdown inline token "${t.type}" has no Blocks equivalent`)
  }
  // Blocks needs at least one text child in every element.
  return out.length ? out : [{ type: 'text', text: '' }]
}

/**
 * Markdown to Strapi Blocks: paragraphs, headings, bullet and numbered lists (nested items become
 * items of the outer list), quotes, code. Blocks has no tables: a table becomes a bullet list, one
 * item per row: "**first cell** — second header: second cell; third header: third cell …".
 */
export function markdownToBlocks(markdown: string): Block[] {
  const tokens = md.parse(markdown, {})
  const blocks: Block[] = []
  const lists: Extract<Block, { type: 'list' }>[] = []
  let inQuote = false
  let quote: Inline[] = []
  let table: { header: string[]; rows: Inline[][]; row: Token[][]; inHead: boolean } | null = null
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token
    if (table) {
      if (t.type === 'thead_open') table.inHead = true
      else if (t.type === 'thead_close') table.inHead = false
      else if (t.type === 'tr_open') table.row = []
      else if (t.type === 'inline') table.row.push(t.children ?? [])
      else if (t.type === 'tr_close') {
        if (table.inHead) table.header = table.row.map((cell) => cell.map((c) => c.content).join(''))
        else {
          const [first = [], ...rest] = table.row
          const label = inline(first).map((n) => (n.type === 'text' ? { ...n, bold: true as const } : n))
          const others = rest.flatMap((cell, k) => {
            const header = table?.header[k + 1]
            return [{ type: 'text' as const, text: `${k ? '; ' : ' — '}${header ? `${header}: ` : ''}` }, ...inline(cell)]
          })
          table.rows.push([...label, ...others])
        }
      } else if (t.type === 'table_close') {
        blocks.push({ type: 'list', format: 'unordered', children: table.rows.map((children) => ({ type: 'list-item', children })) })
        table = null
      }
      continue
    }
    switch (t.type) {
      case 'table_open':
        table = { header: [], rows: [], row: [], inHead: false }
        break
      case 'heading_open': {
        const children = inline(tokens[i + 1]?.children ?? [])
        blocks.push({ type: 'heading', level: Number(t.tag.slice(1)), children })
        i += 2
        break
      }
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const list = { type: 'list' as const, format: t.type === 'ordered_list_open' ? ('ordered' as const) : ('unordered' as const), children: [] }
        if (!lists.length) blocks.push(list)
        lists.push(list)
        break
      }
      case 'bullet_list_close':
      case 'ordered_list_close': {
        const done = lists.pop()
        // A nested list's items join the outer list (Blocks lists here stay one level deep).
        if (done && lists.length) lists[lists.length - 1]?.children.push(...done.children)
        break
      }
      case 'blockquote_open':
        inQuote = true
        quote = []
        break
      case 'blockquote_close':
        blocks.push({ type: 'quote', children: quote.length ? quote : [{ type: 'text', text: '' }] })
        inQuote = false
        break
      case 'inline': {
        const children = inline(t.children ?? [])
        if (lists.length) lists[lists.length - 1]?.children.push({ type: 'list-item', children })
        else if (inQuote) quote.push(...(quote.length ? [{ type: 'text' as const, text: '\n' }] : []), ...children)
        else blocks.push({ type: 'paragraph', children })
        break
      }
      case 'fence':
      case 'code_block':
        blocks.push({ type: 'code', language: t.info.trim() || 'plaintext', children: [{ type: 'text', text: t.content.replace(/\n$/, '') }] })
        break
      case 'paragraph_open':
      case 'paragraph_close':
      case 'list_item_open':
      case 'list_item_close':
      case 'hr':
        break
      default:
        throw new Error(`Markdown block token "${t.type}" has no Blocks equivalent`)
    }
  }
  return blocks
}

const started = performance.now()
const { seed, problems } = validateSeed()
if (problems.length) {
  console.error(`Seed content is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${problems.join('\n- ')}`)
  process.exit(1)
}

/** Every image once, keyed on its site path (assets/<src>); the first alt text seen is its alt. */
const media: Record<string, { alt: string; width: number; height: number }> = {}
const file = (image: Image | null): string | null => {
  if (!image) return null
  media[image.src] ??= { alt: image.alt, width: image.width, height: image.height }
  return image.src
}

/** Keeps only the translated fields that are localized in Strapi, with bodies as Blocks. */
const pick = (translations: Record<string, Record<string, unknown>>, map: (t: Record<string, unknown>) => Record<string, unknown>) =>
  Object.fromEntries(Object.entries(translations).map(([locale, t]) => [locale, Object.fromEntries(Object.entries(map(t)).filter(([, v]) => v !== undefined))]))

const content = {
  locations: seed.locations.map((l) => ({
    slug: l.slug,
    name: l.name,
    spotlight: l.spotlight,
    description: l.description,
    image: file(l.image),
    aliases: l.aliases,
    center: l.center,
    rentAedSqftYear: l.rentAedSqftYear,
    rentAsOf: l.rentAsOf,
    overview: l.overview,
    whereItIs: l.whereItIs,
    highlights: l.highlights,
    travelTimes: l.travelTimes,
    schools: l.schools,
    transport: l.transport,
    faqs: l.faqs,
    translations: pick(l.translations, (t) => ({
      name: t.name,
      description: t.description,
      imageAlt: t.imageAlt,
      aliases: t.aliases,
      overview: t.overview,
      whereItIs: t.whereItIs,
      highlights: t.highlights,
      travelTimes: t.travelTimes,
      schools: t.schools,
      transport: t.transport,
      faqs: t.faqs,
    })),
  })),
  consultants: seed.consultants.map((c) => ({
    siteId: c.id,
    agentId: c.agentId,
    name: c.name,
    role: c.role,
    photo: file(c.photo),
    expertise: c.expertise,
    languages: c.languages,
    phone: c.phone,
    email: c.email,
    brn: c.brn,
    translations: pick(c.translations, (t) => ({ role: t.role })),
  })),
  developers: seed.developers.map((d) => ({
    slug: d.slug,
    name: d.name,
    logo: file(d.logo),
    founded: d.founded,
    headquarters: d.headquarters,
    summary: d.summary,
    trackRecord: d.trackRecord,
    projectsDelivered: d.projectsDelivered,
    unitsDelivered: d.unitsDelivered,
    notableProjects: d.notableProjects,
    handoverNote: d.handoverNote,
    translations: pick(d.translations, (t) => ({
      headquarters: t.headquarters,
      summary: t.summary,
      trackRecord: t.trackRecord,
      notableProjects: t.notableProjects,
      handoverNote: t.handoverNote,
    })),
  })),
  projects: seed.projects.map(({ id, publishedAt, photos, floorPlans, unitTypes, translations, ...p }) => ({
    siteId: id,
    ...p,
    photos: photos.map(file),
    floorPlans: floorPlans.map(file),
    // A unit type's plan is one of the project's plans: the same path, so the same upload.
    unitTypes: unitTypes.map((u) => ({ ...u, floorPlan: file(u.floorPlan) })),
    publicationDate: publishedAt,
    // A locale's payment plan and travel times are its own components (same percents and minutes,
    // translated labels); alt texts go by position, since the media files are shared by all locales.
    translations: pick(translations, (t) => ({
      title: t.title,
      description: t.description,
      development: t.development,
      paymentPlan: t.paymentPlan,
      travelTimes: t.travelTimes,
      photoAlts: t.photoAlts,
      planAlts: t.planAlts,
    })),
  })),
  reviews: seed.reviews.map(({ id, ...r }) => ({ siteId: id, ...r })),
  partners: seed.partners.map((p) => ({ siteId: p.id, name: p.name, logo: file(p.logo) })),
  faqs: seed.faqs.map((f) => ({
    siteId: f.id,
    topic: f.topic,
    question: f.question,
    answer: f.answer,
    translations: pick(f.translations, (t) => ({ question: t.question, answer: t.answer })),
  })),
  articles: seed.articles.map((a) => ({
    siteId: a.id,
    slug: a.slug,
    topic: a.topic,
    title: a.title,
    excerpt: a.excerpt,
    body: markdownToBlocks(a.body),
    takeaways: a.takeaways,
    cover: file(a.cover),
    author: a.author,
    publicationDate: a.publishedAt,
    translations: pick(a.translations, (t) => ({
      title: t.title,
      excerpt: t.excerpt,
      body: typeof t.body === 'string' ? markdownToBlocks(t.body) : undefined,
      takeaways: t.takeaways,
      coverAlt: t.coverAlt,
    })),
  })),
}

mkdirSync(dirname(OUT), { recursive: true })
// `version` changes with the content: the bootstrap loads only into an empty CMS, and logs which
// version it loaded.
writeFileSync(OUT, `${JSON.stringify({ version: 4, media, ...content })}\n`)
const counts = Object.entries(content).map(([name, items]) => `${items.length} ${name}`)
console.log(`${OUT}: ${Object.keys(media).length} media, ${counts.join(', ')} (${Math.round(performance.now() - started)} ms)`)

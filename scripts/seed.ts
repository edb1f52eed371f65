// `npm run seed` (and `npm run db:setup`, `npm start`): loads the embedded default content into the
// local D1. Validates every seed module (seed/content/*) with the zod schemas and fails loudly on any
// problem, writes idempotent upserts to .wrangler/seed.sql and runs it with
// `wrangler d1 execute DB --local`. Re-running replaces the rows with the same ids.
//
//   tsx scripts/seed.ts [--persist-to <dir>] [--listings <N>] [--dry-run] [--remote [--env staging|production]]
//
//   --persist-to <dir>  passed to wrangler (the state directory of e2e, bench, ...)
//   --remote            load into the deployed D1 instead (a site without a content backend)
//   --env <name>        with --remote: the wrangler.toml environment whose D1 to load
//   --listings <N>      also N synthetic projects for scale tests (ids 100001..100000+N); synthetic
//                       rows above that range are deleted, so `--listings 0` removes them all
//   --dry-run           validate and write the SQL file only
import { spawnSync } from 'node:child_process'
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { SYNTHETIC_FIRST_ID, syntheticProjects } from '../seed/content/synthetic'
import { projectProblems, validateSeed } from '../seed/content/validate'
import { type Entity, ROWS, upsertSqlText } from '../src/modules/content/rows.server'

const root = join(import.meta.dirname, '..')
const OUT = join(root, '.wrangler', 'seed.sql')
/**
 * Multi-row INSERTs for the synthetic listings (one statement per row makes 10,000 rows twice as
 * slow): up to 200 rows, but under D1's 100 KB statement limit (local D1 answers SQLITE_TOOBIG),
 * which with ~2 KB of JSON per project means about 45 rows. https://developers.cloudflare.com/d1/platform/limits/
 */
const MAX_ROWS_PER_STATEMENT = 200
const MAX_STATEMENT_BYTES = 90_000

const started = performance.now()
const since = () => `${((performance.now() - started) / 1000).toFixed(1)} s`

const { values: args } = parseArgs({
  options: {
    'persist-to': { type: 'string' },
    listings: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    remote: { type: 'boolean', default: false },
    env: { type: 'string' },
  },
  strict: true,
})
const listings = args.listings === undefined ? null : Number(args.listings)
if (listings !== null && !(Number.isInteger(listings) && listings >= 0 && listings <= 1_000_000)) {
  console.error(`--listings must be a whole number from 0 to 1000000, not "${args.listings}"`)
  process.exit(2)
}

if (args.env && !args.remote) {
  console.error('--env names a deployed environment: use it with --remote')
  process.exit(2)
}

if (args.remote && args['persist-to']) {
  console.error('--remote and --persist-to exclude each other')
  process.exit(2)
}

function fail(problems: string[]): never {
  console.error(`Seed content is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${problems.join('\n- ')}`)
  process.exit(1)
}

/**
 * Multi-row upserts built from `upsertSqlText` (so escaping and the column mapping stay those of
 * src/modules/content/rows.server.ts): the VALUES tuples of single-row statements, joined into INSERTs of at
 * most `maxRows` rows and `maxBytes` characters.
 */
function upsertRowsSqlText<E extends Entity>(entity: E, items: Parameters<(typeof ROWS)[E]['values']>[0][], maxRows: number, maxBytes: number): string {
  const statements: string[] = []
  let head = ''
  let tail = ''
  let tuples: string[] = []
  let bytes = 0
  const flush = () => {
    if (tuples.length) statements.push(`${head}${tuples.join(',\n')}${tail}`)
    tuples = []
    bytes = head.length + tail.length
  }
  for (const item of items) {
    const single = upsertSqlText(entity, [item])
    const start = single.indexOf(' VALUES (') + ' VALUES '.length
    // The ON CONFLICT clause is fixed text after the last value, so the last match is the real one.
    const end = single.lastIndexOf(') ON CONFLICT (') + 1
    if (!head) {
      head = `${single.slice(0, start)}\n`
      tail = single.slice(end)
      bytes = head.length + tail.length
    }
    const tuple = single.slice(start, end)
    // Bytes, not characters: the limit is on the UTF-8 statement.
    const size = Buffer.byteLength(tuple) + 2
    if (tuples.length && (tuples.length === maxRows || bytes + size > maxBytes)) flush()
    tuples.push(tuple)
    bytes += size
  }
  flush()
  return statements.join('\n')
}

const { seed, problems } = validateSeed()
if (problems.length) fail(problems)

/**
 * Articles with their translations one locale per statement: an article in 13 languages is more
 * than D1's 100 KB statement limit (SQLITE_TOOBIG) as one INSERT.
 */
function articlesSqlText(articles: typeof seed.articles): string {
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`
  return articles
    .flatMap((a) => [
      upsertSqlText('articles', [{ ...a, translations: {} }]),
      ...Object.entries(a.translations).map(
        ([locale, t]) => `UPDATE articles SET translations = json_set(translations, '$.${locale}', json(${quote(JSON.stringify(t))})) WHERE id = ${a.id};`,
      ),
    ])
    .join('\n')
}

const sql = [
  '-- Generated by scripts/seed.ts: do not edit (edit seed/content/*.ts).',
  upsertSqlText('locations', seed.locations),
  upsertSqlText('consultants', seed.consultants),
  upsertSqlText('developers', seed.developers),
  articlesSqlText(seed.articles),
  upsertSqlText('projects', seed.projects),
  upsertSqlText('reviews', seed.reviews),
  upsertSqlText('partners', seed.partners),
  upsertSqlText('faqs', seed.faqs),
]

/** Synthetic listings per SQL file: wrangler loads a file whole, and 10,000 listings are ~25 MB of SQL. */
const LISTINGS_PER_FILE = 10_000
/** The synthetic listings' SQL files, run after the main one (each validated before it is written). */
const listingFiles: string[] = []

if (listings !== null) {
  const areaNames = Object.fromEntries(seed.locations.map((l) => [l.slug, l.name]))
  const areas = new Set(seed.locations.map((l) => l.slug))
  const agents = new Set(seed.consultants.map((c) => c.agentId))
  sql.push(`DELETE FROM ${ROWS.projects.table} WHERE id >= ${SYNTHETIC_FIRST_ID + listings};`)
  mkdirSync(join(root, '.wrangler'), { recursive: true })
  for (let from = 0; from < listings; from += LISTINGS_PER_FILE) {
    const synthetic = syntheticProjects(Math.min(listings, from + LISTINGS_PER_FILE), seed.projects, seed.consultants, areaNames, from)
    const syntheticProblems = synthetic.flatMap((p) => projectProblems(p, areas, agents))
    if (syntheticProblems.length) fail(syntheticProblems.slice(0, 20))
    const file = join(root, '.wrangler', `seed-listings-${listingFiles.length + 1}.sql`)
    writeFileSync(file, `${upsertRowsSqlText('projects', synthetic, MAX_ROWS_PER_STATEMENT, MAX_STATEMENT_BYTES)}\n`)
    listingFiles.push(file)
  }
}

mkdirSync(join(root, '.wrangler'), { recursive: true })
writeFileSync(OUT, `${sql.join('\n')}\n`)
const counts = [
  `${seed.projects.length} projects${listings ? ` + ${listings} synthetic (${listingFiles.length} file${listingFiles.length === 1 ? '' : 's'})` : ''}`,
  `${seed.locations.length} locations`,
  `${seed.consultants.length} consultants`,
  `${seed.developers.length} developers`,
  `${seed.reviews.length} reviews`,
  `${seed.partners.length} partners`,
  `${seed.faqs.length} FAQs`,
  `${seed.articles.length} articles`,
].join(', ')
console.log(`seed: ${counts}; wrote .wrangler/seed.sql (${(statSync(OUT).size / 1024 / 1024).toFixed(1)} MB) in ${since()}`)

if (!args['dry-run']) {
  const persist = args['persist-to'] ? ['--persist-to', args['persist-to']] : []
  const where = args.remote ? '--remote' : '--local'
  const environment = args.env ? ['--env', args.env] : []
  for (const file of [OUT, ...listingFiles]) {
    const result = spawnSync('npx', ['wrangler', 'd1', 'execute', 'DB', where, '--json', '--file', file, ...persist, ...environment], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    })
    if (result.status !== 0) {
      console.error(`${result.stdout ?? ''}${result.stderr ?? ''}`.trim())
      console.error(`seed: wrangler d1 execute ${file} failed (exit ${result.status ?? result.signal})`)
      process.exit(result.status || 1)
    }
  }
  console.log(`seed: loaded into the ${args.remote ? 'remote' : 'local'} D1${args['persist-to'] ? ` at ${args['persist-to']}` : ''} in ${since()}`)
}

// `npm run dld:import -- <file.csv> [--local | --persist-to <dir> | --remote [--env <name>]] [--dry-run]`:
// imports the Dubai Land Department's transactions open data (CSV) into D1's dld_transactions
// (migration 0014), from which the area guides show transaction prices beside asking prices.
// Keeps residential sales in our areas (scripts/dld/transactions.ts), prints what it kept and every
// reason it did not use a row, writes .wrangler/dld-import.sql and runs it with
// `wrangler d1 execute DB` (local by default, as scripts/seed.ts does), then clears the area pages'
// cached figures in KV. A file that is not the DLD
// transactions CSV (unreadable, columns missing) stops the import with exit 1 and writes nothing.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { CACHE_VERSION } from '../src/lib/cache.server'
import { CONTENT_CACHE_KEYS, keyIn } from '../src/modules/content/cache-keys'
import { DldFileError, readTransactions, report, transactionsSql } from './dld/transactions'

const root = join(import.meta.dirname, '..')
const OUT = join(root, '.wrangler', 'dld-import.sql')
const KEYS = join(root, '.wrangler', 'dld-import-cache-keys.json')

const { values: args, positionals } = parseArgs({
  options: {
    local: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
    remote: { type: 'boolean', default: false },
    env: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
  allowPositionals: true,
  strict: true,
})

const usage = 'usage: npm run dld:import -- <file.csv> [--local | --persist-to <dir> | --remote [--env <name>]] [--dry-run]'
const file = positionals[0]
if (!file || positionals.length > 1) {
  console.error(usage)
  process.exit(2)
}
if (args.remote && (args.local || args['persist-to'])) {
  console.error('--remote excludes --local and --persist-to')
  process.exit(2)
}
if (args.env && !args.remote) {
  console.error('--env names a deployed environment: use it with --remote')
  process.exit(2)
}

let text: string
try {
  text = readFileSync(file, 'utf8')
} catch (error) {
  console.error(`dld:import: cannot read ${file}: ${(error as Error).message}`)
  process.exit(1)
}

let result: ReturnType<typeof readTransactions>
try {
  result = readTransactions(text)
} catch (error) {
  if (error instanceof DldFileError) {
    console.error(`dld:import: ${file}: ${error.message}`)
    process.exit(1)
  }
  throw error
}
console.log(`dld:import: ${file}\n${report(result)}`)
if (!result.transactions.length) {
  console.error('dld:import: no residential sale in our areas: nothing to import')
  process.exit(1)
}

mkdirSync(join(root, '.wrangler'), { recursive: true })
writeFileSync(OUT, `${transactionsSql(result.transactions).join('\n')}\n`)
if (args['dry-run']) {
  console.log(`dld:import: wrote ${OUT} (dry run: not loaded)`)
  process.exit(0)
}

const where = args.remote ? '--remote' : '--local'
const persist = args['persist-to'] ? ['--persist-to', args['persist-to']] : []
const environment = args.env ? ['--env', args.env] : []

function wrangler(what: string, command: string[]): string {
  const run = spawnSync('npx', ['wrangler', ...command, where, ...persist, ...environment], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  })
  if (run.status !== 0) {
    console.error(`${run.stdout ?? ''}${run.stderr ?? ''}`.trim())
    console.error(`dld:import: ${what} failed (exit ${run.status ?? run.signal})`)
    process.exit(run.status || 1)
  }
  return run.stdout
}

wrangler('wrangler d1 execute', ['d1', 'execute', 'DB', '--json', '--file', OUT])
console.log(`dld:import: loaded ${result.transactions.length} transactions into D1 (${where}${persist.length ? ` ${persist[1]}` : ''})`)

// The area pages' cached figures (src/features/areas/data.server.ts), so the guides show the import at once.
const prefix = `${CACHE_VERSION}:${keyIn(CONTENT_CACHE_KEYS.catalog, 'area-')}`
const keys = (JSON.parse(wrangler('wrangler kv key list', ['kv', 'key', 'list', '--binding', 'KV', '--prefix', prefix])) as { name: string }[]).map(
  (k) => k.name,
)
if (keys.length) {
  writeFileSync(KEYS, JSON.stringify(keys))
  wrangler('wrangler kv bulk delete', ['kv', 'bulk', 'delete', KEYS, '--binding', 'KV', '--force'])
}
console.log(`dld:import: cleared ${keys.length} cached area page${keys.length === 1 ? '' : 's'}`)

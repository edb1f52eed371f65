// `npm run deploy -- --env staging|production`: checks the environment's configuration in wrangler.toml,
// applies the D1 migrations to that environment's database, then `wrangler deploy --env …`. The top
// level of wrangler.toml is the local environment (`npm start`, tests) and is never deployed: its
// SITE_URL is http://127.0.0.1:8787 and its D1/KV ids are placeholders. SITE_URL=https://… in the
// shell overrides the environment's own (e.g. a preview host).
//
//   npm run deploy -- --env staging [--skip-migrations] [-- <more wrangler deploy flags>]
import { spawnSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

/** The environments `wrangler.toml` defines for deployment (the top level is local only). */
export const DEPLOY_ENVIRONMENTS = ['staging', 'production'] as const
export type DeployEnvironment = (typeof DEPLOY_ENVIRONMENTS)[number]

/** The origin to deploy with, or why not: https only, and never a loopback or local name. */
export function deployOrigin(value: string | undefined): { origin: string } | { error: string } {
  if (!value) return { error: 'Set SITE_URL to the public origin, e.g. SITE_URL=https://marsa.ae npm run deploy' }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { error: `SITE_URL is not a URL: ${value}` }
  }
  if (url.protocol !== 'https:') return { error: `SITE_URL must be https: ${value}` }
  if (/^(localhost|127\.|\[::1\]|0\.0\.0\.0)|\.local$/.test(url.hostname)) return { error: `SITE_URL names a local host: ${value}` }
  return { origin: url.origin }
}

/** What `checkDeployConfig` reads of a resolved wrangler config (wrangler's `unstable_readConfig`). */
export interface DeployConfig {
  name: string
  vars: Record<string, unknown>
  kv_namespaces: Array<{ binding: string; id?: string }>
  d1_databases: Array<{ binding: string; database_id?: string }>
}

/** An id still holding the placeholder of the local config, or empty: the resource was never created. */
const PLACEHOLDER_ID = /^(|0{8}-0{4}-0{4}-0{4}-0{12}|marsa-kv-local|REPLACE[_-].*)$/i

/**
 * Problems that must stop a deploy of `config` (resolved for one environment): the public origin
 * (SITE_URL from the shell, else the environment's var), and D1/KV ids that are still placeholders.
 */
export function checkDeployConfig(config: DeployConfig, siteUrlOverride: string | undefined): { origin: string; problems: string[] } {
  const problems: string[] = []
  const checked = deployOrigin(siteUrlOverride || (typeof config.vars.SITE_URL === 'string' ? config.vars.SITE_URL : undefined))
  if ('error' in checked) problems.push(checked.error)
  for (const kv of config.kv_namespaces) {
    if (PLACEHOLDER_ID.test(kv.id ?? ''))
      problems.push(`KV namespace ${kv.binding} has no real id: npx wrangler kv namespace create ${kv.binding}, then put the id in wrangler.toml`)
  }
  for (const db of config.d1_databases) {
    if (PLACEHOLDER_ID.test(db.database_id ?? ''))
      problems.push(`D1 database ${db.binding} has no real id: npx wrangler d1 create ${config.name}, then put the id in wrangler.toml`)
  }
  return { origin: 'origin' in checked ? checked.origin : '', problems }
}

function run(command: string, args: string[]): void {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    options: { env: { type: 'string', short: 'e' }, 'skip-migrations': { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  })
  const env = values.env as DeployEnvironment | undefined
  if (!env || !DEPLOY_ENVIRONMENTS.includes(env)) {
    console.error(`Name the environment: npm run deploy -- --env ${DEPLOY_ENVIRONMENTS.join('|')} (the top level of wrangler.toml is local only)`)
    process.exit(2)
  }
  const { unstable_readConfig } = await import('wrangler')
  const config = unstable_readConfig({ config: 'wrangler.toml', env }) as unknown as DeployConfig
  const { origin, problems } = checkDeployConfig(config, process.env.SITE_URL)
  if (problems.length) {
    console.error(`Not deploying ${env}:\n- ${problems.join('\n- ')}`)
    process.exit(1)
  }
  // Migrations first: they are additive, so the version still running keeps working on the new schema.
  if (!values['skip-migrations']) run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--remote', '--env', env])
  run('npx', ['wrangler', 'deploy', '--env', env, '--var', `SITE_URL:${origin}`, ...positionals])
}

// wrangler.toml's deploy environments (staging, production) against its top level (local): wrangler does
// not inherit [vars] or bindings into an environment, so a variable or binding added at the top level
// and forgotten in an environment would be missing in that deployment only (undefined at run time).

import { describe, expect, it } from 'vitest'
import { unstable_readConfig } from 'wrangler'
import { checkDeployConfig, DEPLOY_ENVIRONMENTS, type DeployConfig } from '../../scripts/deploy'

const read = (env?: string) => unstable_readConfig({ config: 'wrangler.toml', ...(env ? { env } : {}) }, { hideWarnings: true })
const local = read()
const names = (list: Array<{ name?: string; binding?: string }>) => list.map((item) => item.name ?? item.binding).sort()

describe.each(DEPLOY_ENVIRONMENTS)('the %s environment', (env) => {
  const config = read(env)

  it('is its own Worker on its own https origin', () => {
    expect(config.name).toBe(`marsa-${env}`)
    expect(String(config.vars.SITE_URL)).toMatch(/^https:\/\/[a-z0-9.-]+$/)
    expect(config.vars.SITE_URL).not.toBe(local.vars.SITE_URL)
  })

  it('names every variable the local configuration has, and no other', () => {
    expect(Object.keys(config.vars).sort()).toEqual(Object.keys(local.vars).sort())
  })

  it('has every binding: D1, KV, rate limiters, assets; and the crons', () => {
    expect(names(config.d1_databases)).toEqual(names(local.d1_databases))
    expect(names(config.kv_namespaces)).toEqual(names(local.kv_namespaces))
    expect(names(config.ratelimits)).toEqual(names(local.ratelimits))
    expect(config.assets?.binding).toBe(local.assets?.binding)
    expect(config.triggers.crons).toEqual(local.triggers.crons)
    expect(config.d1_databases[0]?.migrations_dir).toBe('migrations')
  })

  it("counts its rate limits apart from the other environments'", () => {
    const others = [local, ...DEPLOY_ENVIRONMENTS.filter((other) => other !== env).map((other) => read(other))]
    const taken = new Set(others.flatMap((other) => other.ratelimits.map((limiter: { namespace_id: string }) => limiter.namespace_id)))
    for (const limiter of config.ratelimits) expect(taken.has(limiter.namespace_id)).toBe(false)
  })

  it('passes the deploy check on its origin (only D1/KV ids, filled in by the operator, may still stop it)', () => {
    const { origin, problems } = checkDeployConfig(config as unknown as DeployConfig, undefined)
    expect(origin).toBe(config.vars.SITE_URL)
    expect(problems.filter((problem) => !/^(KV namespace|D1 database) /.test(problem))).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { checkDeployConfig, type DeployConfig, deployOrigin } from '../../scripts/deploy'

describe('npm run deploy', () => {
  it('deploys with the public https origin it is given', () => {
    expect(deployOrigin('https://marsa.ae/')).toEqual({ origin: 'https://marsa.ae' })
  })

  it.each([undefined, '', 'marsa.ae', 'http://marsa.ae', 'https://127.0.0.1:8787', 'https://localhost', 'https://[::1]', 'https://box.local'])(
    'refuses %j: a deploy must not ship the local dev origin or a guess',
    (value) => {
      expect(deployOrigin(value)).toHaveProperty('error')
    },
  )
})

describe('checking an environment before it is deployed', () => {
  const ready: DeployConfig = {
    name: 'marsa-production',
    vars: { SITE_URL: 'https://marsa.ae' },
    kv_namespaces: [{ binding: 'KV', id: 'a825455ce00f4f7282403da85269f8ea' }],
    d1_databases: [{ binding: 'DB', database_id: '6f1d2c9e-5b1a-4c1e-9f0a-3d2b1c0e9a87' }],
  }

  it('passes an environment with its own https origin and real D1/KV ids', () => {
    expect(checkDeployConfig(ready, undefined)).toEqual({ origin: 'https://marsa.ae', problems: [] })
  })

  it('takes SITE_URL from the shell over the environment (a preview host)', () => {
    expect(checkDeployConfig(ready, 'https://preview.marsa.ae').origin).toBe('https://preview.marsa.ae')
  })

  it("refuses the local configuration's origin and placeholder ids, naming the command that creates each resource", () => {
    const local: DeployConfig = {
      name: 'marsa',
      vars: { SITE_URL: 'http://127.0.0.1:8787' },
      kv_namespaces: [{ binding: 'KV', id: 'marsa-kv-local' }],
      d1_databases: [{ binding: 'DB', database_id: '00000000-0000-0000-0000-000000000000' }],
    }
    const { problems } = checkDeployConfig(local, undefined)
    expect(problems).toEqual([
      expect.stringContaining('SITE_URL must be https'),
      expect.stringContaining('npx wrangler kv namespace create KV'),
      expect.stringContaining('npx wrangler d1 create marsa'),
    ])
  })

  it('refuses an id left as REPLACE_ME in wrangler.toml', () => {
    const { problems } = checkDeployConfig({ ...ready, d1_databases: [{ binding: 'DB', database_id: 'REPLACE_WITH_D1_ID' }] }, undefined)
    expect(problems).toHaveLength(1)
  })
})

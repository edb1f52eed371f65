// `npm start` and the e2e server run what `wrangler deploy` ships. wrangler bundles
// `process.env.NODE_ENV` from the environment, and without one it picks "development" for `wrangler
// dev` (React's development build: /en took 250 ms in the worker instead of 12 ms) and "production"
// for deploy; it minifies as wrangler.toml's `minify` says, for dev and deploy alike.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts

describe('local servers', () => {
  it('npm start sets up the local data and secrets, then serves the production build', () => {
    expect(scripts.start).toMatch(/^npm run db:setup && tsx scripts\/dev-vars\.ts && NODE_ENV=production wrangler dev /)
  })

  it("npm run dev serves React's development build, with its warnings", () => {
    expect(scripts.dev).toMatch(/^npm run db:setup && tsx scripts\/dev-vars\.ts && NODE_ENV=development wrangler dev /)
  })

  it('the e2e server serves the production build', () => {
    expect(read('scripts/e2e-server.sh')).toMatch(/^export NODE_ENV=production$/m)
  })

  it('every local server minifies as deploy does', () => {
    expect(read('wrangler.toml')).toMatch(/^minify = true$/m)
    for (const command of [scripts.start, scripts.dev, read('scripts/e2e-server.sh')]) expect(command).not.toMatch(/--(no-)?minify/)
  })
})

// `npm run deploy`: wrangler deploy with the public origin named on purpose. wrangler.toml's SITE_URL
// is the local dev origin (http://127.0.0.1:8787); shipping it would put localhost into every
// canonical link and lead, so a deploy needs SITE_URL=https://… in its environment.
import { spawnSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'

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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const checked = deployOrigin(process.env.SITE_URL)
  if ('error' in checked) {
    console.error(checked.error)
    process.exit(1)
  }
  const run = spawnSync('npx', ['wrangler', 'deploy', '--var', `SITE_URL:${checked.origin}`, ...process.argv.slice(2)], { stdio: 'inherit' })
  process.exit(run.status ?? 1)
}

// `npm run cms`: the content and account backend for development, the real Strapi 5 of cms/.
// Installs cms/ on first use (npm ci), writes cms/.env with random secrets, tokens and the webhook
// secret when they are missing, writes the embedded content for the bootstrap, builds the admin
// panel when it has none, then starts the mail catcher (maildev: SMTP 127.0.0.1:1025, inbox
// http://127.0.0.1:1080) and Strapi on http://127.0.0.1:1337 and says how to point the site at it:
// the four lines are appended to .dev.vars when it has none of them, printed otherwise.
// Ctrl-C stops both. cms/README.md describes the content model and the bootstrap.
//
//   tsx scripts/cms.ts [--no-admin] [--rebuild-admin]
//
//   --no-admin       run without the admin panel (no build; the API only)
//   --rebuild-admin  build the admin panel again (after changing cms/config/admin.js or the port)
import { type ChildProcess, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { appendFileSync, chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { CMS_DIR, spawnMaildev, spawnStrapi } from './cms-processes'

const ROOT = join(import.meta.dirname, '..')
const CMS = CMS_DIR
const ENV_FILE = join(CMS, '.env')
const DEV_VARS = join(ROOT, '.dev.vars')
const PORT = Number(process.env.PORT ?? 1337)
const SMTP_PORT = 1025
const MAIL_WEB_PORT = 1080
const STARTUP_MS = 300_000

const { values: args } = parseArgs({
  options: { 'no-admin': { type: 'boolean', default: false }, 'rebuild-admin': { type: 'boolean', default: false } },
  strict: true,
})
const serveAdmin = !args['no-admin']
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`
const secret = (bytes = 24) => randomBytes(bytes).toString('base64url')

function run(what: string, command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env) {
  const started = performance.now()
  console.log(`[cms] ${what}…`)
  const result = spawnSync(command, commandArgs, { cwd: CMS, stdio: 'inherit', env })
  if (result.status !== 0) {
    console.error(`[cms] ${what} failed (exit code ${result.status})`)
    process.exit(1)
  }
  console.log(`[cms] ${what}: done in ${seconds(started)}`)
}

/** KEY=VALUE lines of a dotenv file (no quotes or expansion: the file is ours). */
function readEnvFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {}
  const out: Record<string, string> = {}
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line)
    if (match?.[1]) out[match[1]] = (match[2] ?? '').replace(/^"(.*)"$/, '$1')
  }
  return out
}

/** Adds every missing secret to cms/.env (never changes one that is there) and returns the file's values. */
function ensureEnvFile(): Record<string, string> {
  const current = readEnvFile(ENV_FILE)
  const wanted: Record<string, () => string> = {
    APP_KEYS: () => [secret(), secret(), secret(), secret()].join(','),
    API_TOKEN_SALT: () => secret(),
    ADMIN_JWT_SECRET: () => secret(),
    TRANSFER_TOKEN_SALT: () => secret(),
    JWT_SECRET: () => secret(),
    ENCRYPTION_KEY: () => secret(),
    // The site's CONTENT_API_TOKEN (the read-only token "site-sync") and CONTENT_WEBHOOK_SECRET.
    CMS_SYNC_TOKEN: () => secret(32),
    CONTENT_WEBHOOK_SECRET: () => secret(32),
  }
  const added = Object.keys(wanted).filter((name) => !current[name])
  if (added.length) {
    const header = existsSync(ENV_FILE) ? '' : '# Written by `npm run cms` (scripts/cms.ts): secrets of the local CMS. Never commit this file.\n'
    for (const name of added) current[name] = wanted[name]?.() ?? ''
    writeFileSync(ENV_FILE, `${header}${added.map((name) => `${name}=${current[name]}`).join('\n')}\n`, { flag: 'a' })
    chmodSync(ENV_FILE, 0o600)
    console.log(`[cms] cms/.env: generated ${added.join(', ')}`)
  }
  return current
}

/** Points the site at this CMS: appends to .dev.vars when it has none of the lines, else prints them. */
function pointTheSite(env: Record<string, string>) {
  const lines = [
    `CONTENT_API_URL=http://127.0.0.1:${PORT}`,
    'CONTENT_API_VERSION=5',
    `CONTENT_API_TOKEN=${env.CMS_SYNC_TOKEN}`,
    `CONTENT_WEBHOOK_SECRET=${env.CONTENT_WEBHOOK_SECRET}`,
  ]
  const names = lines.map((line) => line.split('=')[0] as string)
  const devVars = readEnvFile(DEV_VARS)
  if (!names.some((name) => name in devVars)) {
    appendFileSync(DEV_VARS, `${existsSync(DEV_VARS) ? '\n' : ''}# The local CMS (npm run cms)\n${lines.join('\n')}\n`)
    console.log(`[cms] .dev.vars had none of ${names.join(', ')}: appended them. Restart \`npm start\` to use the CMS.`)
  } else {
    const stale = lines.filter((line) => devVars[line.split('=')[0] as string] !== line.slice(line.indexOf('=') + 1))
    if (stale.length)
      console.log(
        `[cms] .dev.vars already names the content backend; to use this CMS, set these lines there (and restart \`npm start\`):\n\n  ${lines.join('\n  ')}\n`,
      )
    else console.log('[cms] .dev.vars already points the site at this CMS.')
  }
}

/** Resident memory of a process in MB (Linux), for the closing line. */
function rssMb(pid: number | undefined): number | null {
  if (!pid) return null
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Math.round(Number(match[1]) / 1024) : null
  } catch {
    return null
  }
}

const started = performance.now()
if (!existsSync(join(CMS, 'node_modules'))) run('installing cms/ (npm ci, first use only)', 'npm', ['ci', '--no-audit', '--no-fund'])
const fileEnv = ensureEnvFile()
run('writing the embedded content (cms/data/default-content.json)', process.execPath, [
  join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
  join(ROOT, 'scripts', 'cms-content.ts'),
])
mkdirSync(join(CMS, 'public', 'uploads'), { recursive: true })
// The admin build goes to cms/build (a JavaScript project compiles nothing else).
if (serveAdmin && (args['rebuild-admin'] || !existsSync(join(CMS, 'build', 'index.html')))) {
  // Not `strapi build`: it finds the site's tsconfig.json above cms/ and compiles cms/ as TypeScript.
  run('building the admin panel', process.execPath, [join(CMS, 'scripts', 'build-admin.js')], { ...process.env, NODE_ENV: 'production' })
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: process.env.HOST ?? '127.0.0.1',
  PORT: String(PORT),
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${PORT}`,
  CMS_SERVE_ADMIN: String(serveAdmin),
  // The site of `npm start` / `npm run dev`: reset links, OAuth redirects and the webhook go there.
  SITE_URL: process.env.SITE_URL ?? fileEnv.SITE_URL ?? 'http://127.0.0.1:8787',
  SMTP_HOST: process.env.SMTP_HOST ?? fileEnv.SMTP_HOST ?? '127.0.0.1',
  SMTP_PORT: process.env.SMTP_PORT ?? fileEnv.SMTP_PORT ?? String(SMTP_PORT),
  STRAPI_TELEMETRY_DISABLED: 'true',
}
const children: ChildProcess[] = []
let stopping = false
function stopAll(code: number) {
  if (stopping) return
  stopping = true
  console.log('\n[cms] stopping Strapi and maildev…')
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
    process.exit(code)
  }, 10_000)
  force.unref()
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null))).then(() => process.exit(code))
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

const maildev = spawnMaildev(SMTP_PORT, MAIL_WEB_PORT, ['ignore', 'inherit', 'inherit'])
children.push(maildev)
const strapiStarted = performance.now()
const strapi = spawnStrapi(env, ['ignore', 'inherit', 'inherit'])
children.push(strapi)
for (const child of [maildev, strapi]) {
  child.once('exit', (code, signal) => {
    if (stopping) return
    console.error(`[cms] ${child === strapi ? 'Strapi' : 'maildev'} exited (${code ?? signal})`)
    stopAll(1)
  })
}

const deadline = Date.now() + STARTUP_MS
for (;;) {
  try {
    const res = await fetch(`http://127.0.0.1:${PORT}/_health`, { signal: AbortSignal.timeout(2000) })
    if (res.status < 500) break
  } catch {}
  if (stopping) await new Promise(() => {})
  if (Date.now() > deadline) {
    console.error(`[cms] Strapi did not answer on port ${PORT} within ${STARTUP_MS / 1000} s`)
    stopAll(1)
    await new Promise(() => {})
  }
  await new Promise((resolve) => setTimeout(resolve, 500))
}

console.log(
  `\n[cms] ready in ${seconds(started)} (Strapi start ${seconds(strapiStarted)}, ${rssMb(strapi.pid) ?? '?'} MB RAM; maildev ${rssMb(maildev.pid) ?? '?'} MB)\n` +
    `[cms]   API      http://127.0.0.1:${PORT}/api\n` +
    (serveAdmin ? `[cms]   admin    http://127.0.0.1:${PORT}/admin (create the first administrator there)\n` : '') +
    `[cms]   mails    http://127.0.0.1:${MAIL_WEB_PORT} (maildev catches every mail Strapi sends)\n`,
)
pointTheSite(fileEnv)
console.log('[cms] Ctrl-C stops Strapi and maildev.')

// Vitest globalSetup (Node side) of the `cms` project: starts the real Strapi 5 of cms/ for the tests
// against it. Installs cms/ when it has no node_modules, writes the embedded content, starts maildev
// (the mail catcher) and Strapi without the admin panel on free ports with a fresh SQLite file and
// upload folder in a temp dir (so every run starts from the embedded content), and a small recorder
// server Strapi's webhook "site" posts to. Waits until Strapi answers (fails with its log tail after
// STARTUP_MS), `provide`s the addresses and keys as `cms`, and stops everything in teardown.
import { type ChildProcess, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { type AddressInfo, createServer as createNetServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { CMS_DIR, spawnMaildev, spawnStrapi } from '../../scripts/cms-processes'

declare module 'vitest' {
  export interface ProvidedContext {
    cms: {
      /** Strapi's base address, e.g. http://127.0.0.1:41234 (REST under /api). */
      url: string
      /** The read-only API token "site-sync" (the site's CONTENT_API_TOKEN). */
      syncToken: string
      /** A full-access API token (tests only). */
      adminToken: string
      /** The secret Strapi's webhook sends as `Authorization: Bearer …` (CONTENT_WEBHOOK_SECRET). */
      webhookSecret: string
      /** GET: the webhook calls Strapi made so far (RecordedWebhook[]); DELETE: forget them. */
      webhooksUrl: string
      /** maildev's web address: its REST API lists the mails Strapi sent (GET /api/email). */
      mailUrl: string
      /** maildev's SMTP port on 127.0.0.1: the site's alert emails go there too (test/cms/alerts.test.ts). */
      smtpPort: number
    }
  }
}

/** One call of Strapi's webhook, as the recorder received it. */
export interface RecordedWebhook {
  method: string
  path: string
  headers: Record<string, string>
  /** The parsed JSON body: `{event, createdAt, model, uid, entry}`. */
  body: unknown
  receivedAt: string
}

const ROOT = join(import.meta.dirname, '..', '..')
const CMS = CMS_DIR
/** A cold start with the default content load takes 10 s on an idle machine, up to four minutes on a saturated one. */
const STARTUP_MS = 360_000

const key = () => randomBytes(24).toString('base64url')

async function freePort(): Promise<number> {
  const server = createNetServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} (in ${cwd}) failed with exit code ${result.status}`)
}

/** Starts the webhook recorder: POST anywhere records, GET /__webhooks lists, DELETE /__webhooks forgets. */
async function startRecorder(): Promise<{ server: Server; url: string }> {
  const calls: RecordedWebhook[] = []
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://recorder').pathname
      if (path === '/__webhooks') {
        if (req.method === 'DELETE') calls.length = 0
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(calls))
        return
      }
      const text = Buffer.concat(chunks).toString('utf8')
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {}
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]))
      calls.push({ method: req.method ?? '', path, headers, body, receivedAt: new Date().toISOString() })
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/** Keeps the last `max` characters a child printed, for the error message when it does not start. */
function capture(child: ChildProcess, max = 12_000) {
  const log = { text: '' }
  const add = (chunk: Buffer) => {
    log.text = (log.text + chunk.toString('utf8')).slice(-max)
  }
  child.stdout?.on('data', add)
  child.stderr?.on('data', add)
  return log
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

async function waitUntilUp(url: string, child: ChildProcess, log: { text: string }, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it was ready. Its log ends:\n${log.text}`)
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (res.status < 500) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s. Its log ends:\n${log.text}`)
}

export default async function setup(project: TestProject) {
  const started = Date.now()
  if (!existsSync(join(CMS, 'node_modules'))) {
    console.log('[cms] cms/node_modules is missing: npm ci in cms/')
    run('npm', ['ci', '--no-audit', '--no-fund'], CMS)
  }
  const dir = mkdtempSync(join(tmpdir(), 'marsa-cms-'))
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true })
  const contentFile = join(dir, 'default-content.json')
  run(process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'scripts', 'cms-content.ts'), '--out', contentFile], ROOT)

  const recorder = await startRecorder()
  const [port, smtpPort, mailPort] = [await freePort(), await freePort(), await freePort()]
  const cms = {
    url: `http://127.0.0.1:${port}`,
    syncToken: key(),
    adminToken: key(),
    webhookSecret: key(),
    webhooksUrl: `${recorder.url}/__webhooks`,
    mailUrl: `http://127.0.0.1:${mailPort}`,
    smtpPort,
  }
  const children: ChildProcess[] = []
  const teardown = async () => {
    await Promise.all(children.map(stop))
    await new Promise((resolve) => recorder.server.close(resolve))
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    const maildev = spawnMaildev(smtpPort, mailPort, ['ignore', 'pipe', 'pipe'])
    children.push(maildev)
    const mailLog = capture(maildev)

    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // No cms/.env: a developer's settings (say DATABASE_CLIENT=postgres) must not reach the tests.
      ENV_PATH: join(dir, '.env'),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: cms.url,
      CMS_SERVE_ADMIN: 'false',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: join(dir, 'data.db'),
      CMS_PUBLIC_DIR: join(dir, 'public'),
      CMS_CONTENT_FILE: contentFile,
      APP_KEYS: `${key()},${key()}`,
      API_TOKEN_SALT: key(),
      ADMIN_JWT_SECRET: key(),
      TRANSFER_TOKEN_SALT: key(),
      JWT_SECRET: key(),
      ENCRYPTION_KEY: key(),
      CMS_SYNC_TOKEN: cms.syncToken,
      CMS_TEST_TOKEN: cms.adminToken,
      CONTENT_WEBHOOK_SECRET: cms.webhookSecret,
      // The integration project's SITE_URL (vitest.config.ts): reset links point at the site under test.
      SITE_URL: 'http://example.com',
      SITE_WEBHOOK_URL: `${recorder.url}/webhook`,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      EMAIL_FROM: 'Marsa <no-reply@marsa.example>',
      STRAPI_TELEMETRY_DISABLED: 'true',
    }
    // Only these variables (not the test runner's): the project's ProcessEnv type lists the worker's.
    const strapi = spawnStrapi(env as unknown as NodeJS.ProcessEnv, ['ignore', 'pipe', 'pipe'])
    children.push(strapi)
    const strapiLog = capture(strapi)

    await waitUntilUp(`${cms.mailUrl}/api/healthz`, maildev, mailLog, 'maildev', 30_000)
    await waitUntilUp(`${cms.url}/_health`, strapi, strapiLog, 'Strapi', STARTUP_MS)
    const loaded = /\[marsa\] default content loaded[^\n]*/.exec(strapiLog.text)?.[0]
    console.log(
      `[cms] Strapi ready at ${cms.url} in ${((Date.now() - started) / 1000).toFixed(1)} s${loaded ? `; ${loaded.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')}` : ''}`,
    )
  } catch (error) {
    await teardown()
    throw error
  }
  project.provide('cms', cms)
  return teardown
}

// Starting the two processes of the local CMS, shared by `npm run cms` (scripts/cms.ts) and the cms
// test project's global setup (test/cms/global-setup.ts): maildev, the mail catcher, and Strapi 5 of
// cms/. Each caller picks its own ports, environment and output (inherited for a developer, piped
// into a log tail for the tests); how the processes are waited for and stopped differs and stays there.
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process'
import { join } from 'node:path'

/** The Strapi project. */
export const CMS_DIR = join(import.meta.dirname, '..', 'cms')

/** Strapi's own CLI (run by this Node, not through npx: no shell, no extra process). */
export const STRAPI_BIN = join(CMS_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js')

/** maildev on 127.0.0.1 only: SMTP on `smtpPort`, its inbox (web UI and REST API) on `webPort`. */
export function spawnMaildev(smtpPort: number, webPort: number, stdio: StdioOptions): ChildProcess {
  return spawn(
    join(CMS_DIR, 'node_modules', '.bin', 'maildev'),
    ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
    { cwd: CMS_DIR, stdio },
  )
}

/** `strapi start` in cms/ with exactly `env` (the caller decides what of its own environment to pass). */
export function spawnStrapi(env: NodeJS.ProcessEnv, stdio: StdioOptions): ChildProcess {
  return spawn(process.execPath, [STRAPI_BIN, 'start'], { cwd: CMS_DIR, env, stdio })
}

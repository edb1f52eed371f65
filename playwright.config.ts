// End-to-end tests in real Chromium against `wrangler dev` (Miniflare: local D1/KV, no network).
// Browsers are never downloaded here: Debian's chromium is used when present (CHROMIUM_PATH
// overrides); elsewhere Playwright's own browser is used.
import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { FAKES_PORT, FAKES_URL, INTEGRATIONS_PORT, INTEGRATIONS_STATE, integrationVarsEnv } from './test/e2e/integrations/config'

const PORT = Number(process.env.E2E_PORT ?? 8791)
const BASE_URL = `http://127.0.0.1:${PORT}`
const CI = Boolean(process.env.CI)

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  return undefined
}

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  forbidOnly: CI,
  // The machines have 2 cores, shared with workerd: more workers only thrash.
  workers: 2,
  // A flaky test must show as a failure, not be retried away (CI included).
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // `list` ends with Playwright's summary line; CI also keeps an HTML report and JUnit XML as artifacts.
  reporter: CI ? [['html', { open: 'never', outputFolder: 'playwright-report' }], ['junit', { outputFile: 'test-results/junit.xml' }], ['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    // A desktop Chrome user agent: headless Chromium's own ("HeadlessChrome") is a bot to `isbot`,
    // which would get the fully-buffered crawler response instead of the stream people get.
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    colorScheme: 'light',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium' }],
  // Started one after another: the fake third parties, the main site (nothing third-party configured), and the
  // integrations site (the same worker with widget, tag manager, affiliate and map style pointed at the fakes,
  // and Dubai Land Department transactions imported from the fixture before it starts; specs in
  // test/e2e/integrations). Both sites run `npm run build` ([build] in wrangler.toml): the output is
  // content-hashed and renamed into place, so the second build rewrites identical files.
  webServer: [
    {
      command: 'node test/e2e/fakes/server.mjs',
      url: `${FAKES_URL}/health`,
      env: { E2E_FAKES_PORT: String(FAKES_PORT) },
      reuseExistingServer: !CI,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
    site(PORT, process.env.E2E_STATE, ''),
    site(INTEGRATIONS_PORT, INTEGRATIONS_STATE, integrationVarsEnv(), 'test/fixtures/dld-transactions.csv'),
  ],
})

/** One `wrangler dev` of the worker on `port` with its own local state (scripts/e2e-server.sh). */
function site(port: number, state: string | undefined, vars: string, dldFile = '') {
  return {
    command: 'bash scripts/e2e-server.sh',
    url: `http://127.0.0.1:${port}/`,
    env: { E2E_PORT: String(port), ...(state ? { E2E_STATE: state } : {}), E2E_VARS: vars, E2E_DLD_FILE: dldFile, WRANGLER_SEND_METRICS: 'false' },
    reuseExistingServer: !CI,
    // First start builds the client bundle and CSS ([build] in wrangler.toml).
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  }
}

// Three projects: `unit` runs in Node beside the source; `integration` runs the whole worker inside
// workerd (Miniflare) with real local D1 and KV, migrations applied before each file; `cms` does the
// same against the real Strapi 5 of cms/ (started by test/cms/global-setup.ts).
import path from 'node:path'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

/** The embedded areas, projects, consultants, reviews and developers, validated and translated as `npm run seed` loads them. */
async function embeddedCatalogue() {
  const { validateSeed } = await import('./seed/content/validate')
  const { seed } = validateSeed()
  return { locations: seed.locations, projects: seed.projects, consultants: seed.consultants, reviews: seed.reviews, developers: seed.developers }
}

/** The whole worker in workerd with local D1 (migrations for test/integration/setup.ts) and KV: one plugin per project. */
const worker = () =>
  cloudflareTest(async () => ({
    main: './worker/index.ts',
    wrangler: { configPath: './wrangler.toml' },
    miniflare: {
      bindings: {
        TEST_MIGRATIONS: await readD1Migrations(path.join(import.meta.dirname, 'migrations')),
        // The embedded default areas and projects, translations included (seed/content): the search
        // relevance tests (test/integration/search.test.ts) ask of the real names, aliases and scripts.
        TEST_SEED: JSON.stringify(await embeddedCatalogue()),
        // The ops API over the lead outbox is on in tests (a secret in production).
        OPS_TOKEN: 'test-ops-token',
        // The public origin the tests request (ORIGIN in test/integration/helpers.ts): pages
        // take canonical and share URLs from SITE_URL only, never from the request.
        SITE_URL: 'http://example.com',
        // Alert links are signed (a secret in production). Email is off for requests through SELF: a
        // test sends the outbox itself, with the transport pointed at its maildev (test/integration/maildev.ts).
        ALERTS_SECRET: 'test-alerts-secret-0123456789abcdef0123456789',
        EMAIL_TRANSPORT: '',
      },
    },
  }))

/** What both workerd projects share: js-xss (src/lib/markdown.server.ts) is CommonJS, pre-bundled so its
 * named exports resolve inside workerd; migrations applied before each file. */
const workerTest = {
  deps: { optimizer: { ssr: { enabled: true, include: ['xss'] } } },
  setupFiles: ['./test/integration/setup.ts'],
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'worker/**/*.test.ts', 'test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [worker()],
        test: {
          ...workerTest,
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          // Real local HTTP servers standing in for the content backend (inject('contentApiUrl')),
          // the lead backend with Turnstile's siteverify (inject('leadApiUrl')) and users-permissions.
          globalSetup: [
            './test/integration/fake-backend.ts',
            './test/integration/fake-lead-backend.ts',
            './test/integration/fake-accounts.ts',
            './test/integration/maildev.ts',
          ],
        },
      },
      {
        // Against the real Strapi 5 of cms/ that test/cms/global-setup.ts starts (inject('cms'));
        // test/cms/helpers.ts points the env at it.
        plugins: [worker()],
        test: {
          ...workerTest,
          name: 'cms',
          include: ['test/cms/**/*.test.ts'],
          globalSetup: ['./test/cms/global-setup.ts'],
          // One Strapi serves every file: files run one at a time, and real network calls get time.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
})

// Runs before every integration test file: the schema is applied to the (isolated) local D1.
import { applyD1Migrations, type D1Migration, env } from 'cloudflare:test'

await applyD1Migrations(env.DB, (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS)

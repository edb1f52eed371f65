// The Worker entry: HTTP through the Hono app; cron through the scheduled jobs.
import { app } from './app'
import { scheduled } from './scheduled'

export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<Env>

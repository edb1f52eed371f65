// Cron entry (wrangler.toml [triggers]): each trigger runs the jobs registered for its schedule;
// every job is idempotent and bounded, and one failing job does not stop the others. Jobs are
// registered by the features that own them.
import { contentSyncJob } from '../src/modules/content/sync.server'
import { leadDeliveryJob } from '../src/modules/leads/delivery.server'

interface Job {
  name: string
  run: (env: Env) => Promise<void>
}

/** Schedules as written in wrangler.toml. */
export const CRONS = { everyMinute: '* * * * *', everyFiveMinutes: '*/5 * * * *' } as const

/** The jobs of each schedule; test/unit/crons.test.ts checks its keys equal wrangler.toml's crons. */
export const jobsByCron: Record<string, Job[]> = {
  // Leads still due after their first delivery (retries with backoff, expired claims).
  [CRONS.everyMinute]: [leadDeliveryJob],
  [CRONS.everyFiveMinutes]: [contentSyncJob],
}

export async function scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  // An unknown schedule (a trigger added in the dashboard) runs everything rather than nothing.
  const jobs = jobsByCron[controller.cron] ?? Object.values(jobsByCron).flat()
  const results = await Promise.allSettled(jobs.map((job) => job.run(env)))
  results.forEach((result, i) => {
    if (result.status === 'rejected') console.error('scheduled job failed', jobs[i]?.name, String(result.reason))
  })
  ctx.waitUntil(Promise.resolve())
}

// Cron entry (wrangler.toml [triggers]): each job is idempotent and bounded; one failing job does
// not stop the others. Jobs are registered by the features that own them.
import { contentSyncJob } from '../src/features/content/sync'

const jobs: Array<{ name: string; run: (env: Env) => Promise<void> }> = [contentSyncJob]

export async function scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  const results = await Promise.allSettled(jobs.map((job) => job.run(env)))
  results.forEach((result, i) => {
    if (result.status === 'rejected') console.error('scheduled job failed', jobs[i]?.name, String(result.reason))
  })
  ctx.waitUntil(Promise.resolve())
}

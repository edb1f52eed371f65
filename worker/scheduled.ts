// Cron entry (wrangler.toml [triggers]): each trigger runs the jobs registered for its schedule;
// every job is idempotent and bounded, and one failing job does not stop the others. Jobs are
// defined by the modules that own them (leads, content, alerts).

import { errorText, log, withLogScope } from '../src/lib/log.server'
import { alertEmailJob, dailyAlertsJob, runInstantAlerts } from '../src/modules/alerts/jobs.server'
import { contentSyncJob } from '../src/modules/content/sync.server'
import { leadDeliveryJob } from '../src/modules/leads/delivery.server'

interface Job {
  name: string
  run: (env: Env) => Promise<void>
}

/** Schedules as written in wrangler.toml. */
export const CRONS = { everyMinute: '* * * * *', everyFiveMinutes: '*/5 * * * *', daily: '0 6 * * *' } as const

/**
 * The content sync, then the saved-search alerts its changes trigger: after it, never beside it (the
 * matching reads the listing events the sync's writes left). The alerts run even when the sync failed
 * (a webhook's sync may have changed listings since the last run).
 */
const contentSyncThenAlerts: Job = {
  name: contentSyncJob.name,
  run: async (env) => {
    try {
      await contentSyncJob.run(env)
    } finally {
      await runJob({ name: 'alerts-instant', run: async (e) => void (await runInstantAlerts(e)) }, env)
    }
  },
}

/** The jobs of each schedule; test/unit/crons.test.ts checks its keys equal wrangler.toml's crons. */
export const jobsByCron: Record<string, Job[]> = {
  // Leads still due after their first delivery (retries with backoff, expired claims).
  // With the alert emails still due (a transport that was down or slow is tried again).
  [CRONS.everyMinute]: [leadDeliveryJob, alertEmailJob],
  [CRONS.everyFiveMinutes]: [contentSyncThenAlerts],
  // 06:00 UTC, 10:00 in Dubai: the daily digests of saved searches.
  [CRONS.daily]: [dailyAlertsJob],
}

export async function scheduled(controller: ScheduledController, env: Env, _ctx?: ExecutionContext): Promise<void> {
  // An unknown schedule (a trigger added in the dashboard) runs everything rather than nothing.
  const jobs = jobsByCron[controller.cron] ?? Object.values(jobsByCron).flat()
  // Each run logs under its job's name and an id of its own (a cron run has no request id).
  await Promise.all(jobs.map((job) => withLogScope({ job: job.name, job_id: crypto.randomUUID() }, () => runJob(job, env))))
}

/** Runs one job; its failure is logged (in the job's scope) and does not stop the others. */
async function runJob(job: Job, env: Env): Promise<void> {
  try {
    await job.run(env)
  } catch (error) {
    log.error('scheduled job failed', { error: errorText(error, 1000) })
  }
}

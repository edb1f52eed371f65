// The alert cron jobs (worker/scheduled.ts): matching right after each content sync (instant alerts),
// the daily digest, and the email outbox sweep every minute (retries of a transport that was down).
import { log } from '../../lib/log.server'
import { type AlertsEnv, deliverDueEmails } from './deliver.server'
import { matchNewEvents, pruneEvents, queueAlerts } from './matching.server'
import { forgetStaleSearches } from './subscriptions.server'
import { TOKEN_TTL_S } from './token.server'

/** After a content sync: match what changed, queue the instant alerts, send what is due. */
export async function runInstantAlerts(env: AlertsEnv, now = Date.now()) {
  const matched = await matchNewEvents(env.DB)
  const queued = await queueAlerts(env.DB, 'instant', now)
  const sent = await deliverDueEmails(env, now)
  if (matched.events || queued || sent.sent || sent.retry || sent.dead) log.info('alerts run', { ...matched, queued, ...sent })
  return { ...matched, queued, ...sent }
}

/**
 * Once a day: match, queue every daily digest, send; forget listing events every search has seen,
 * and searches never confirmed (their link has expired) or unsubscribed a month ago.
 */
export async function runDailyAlerts(env: AlertsEnv, now = Date.now()) {
  const matched = await matchNewEvents(env.DB)
  const queued = (await queueAlerts(env.DB, 'daily', now)) + (await queueAlerts(env.DB, 'instant', now))
  const sent = await deliverDueEmails(env, now)
  await pruneEvents(env.DB, now)
  const forgotten = await forgetStaleSearches(env.DB, now, TOKEN_TTL_S.confirm * 1000)
  log.info('alerts digest run', { ...matched, queued, ...sent, forgotten })
  return { ...matched, queued, ...sent, forgotten }
}

export const alertEmailJob = { name: 'alert-emails', run: async (env: Env) => void (await deliverDueEmails(env)) }
export const dailyAlertsJob = { name: 'alerts-daily', run: async (env: Env) => void (await runDailyAlerts(env)) }

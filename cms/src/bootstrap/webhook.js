// Registers (or updates) the webhook "site": every entry and media event goes to the site's webhook
// endpoint with the shared secret as a bearer token. Only when CONTENT_WEBHOOK_SECRET is set.
const NAME = 'site'
const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish', 'media.create', 'media.update', 'media.delete']

async function ensureWebhook(strapi) {
  const secret = process.env.CONTENT_WEBHOOK_SECRET
  if (!secret) {
    strapi.log.warn('[marsa] CONTENT_WEBHOOK_SECRET is not set: webhook "site" not registered')
    return
  }
  const site = (process.env.SITE_URL || 'http://127.0.0.1:8787').replace(/\/+$/, '')
  const url = process.env.SITE_WEBHOOK_URL || `${site}/api/content/webhook`
  const store = strapi.get('webhookStore')
  const runner = strapi.get('webhookRunner')
  const data = { name: NAME, url, headers: { Authorization: `Bearer ${secret}` }, events: EVENTS, isEnabled: true }
  const existing = (await store.findWebhooks()).find((w) => w.name === NAME)
  // The runner loaded the stored webhooks before this bootstrap: tell it about the change.
  if (existing) runner.update(await store.updateWebhook(existing.id, { ...existing, ...data }))
  else runner.add(await store.createWebhook(data))
  strapi.log.info(`[marsa] webhook "${NAME}" ${existing ? 'updated' : 'registered'}: ${url} (${EVENTS.length} events)`)
}

module.exports = { ensureWebhook }

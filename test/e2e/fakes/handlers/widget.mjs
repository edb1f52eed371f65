// The fake support chat widget host: GET /support-widget/widget.js?language={code}&hide_widget_on_init=true
// serves the fake widget script (../support-widget/widget.js). One language fails on purpose: `ro` gets a
// 503, so a spec can watch the site log "Failed to load widget for ro" and carry on (product spec section 8).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** The script's path on the fake server (SUPPORT_WIDGET_URL in test/e2e/integrations/config.ts points here). */
export const WIDGET_PATH = '/support-widget/widget.js'

/** The language this host is "down" for. */
export const FAILING_LANGUAGE = 'ro'

const script = join(import.meta.dirname, '..', 'support-widget', 'widget.js')

/** @param {import('node:http').IncomingMessage} req @param {URL} url @param {import('node:http').ServerResponse} res */
export async function handle(req, url, res) {
  if (url.pathname !== WIDGET_PATH || req.method !== 'GET') return false
  if (url.searchParams.get('language') === FAILING_LANGUAGE) {
    res.writeHead(503, { 'content-type': 'text/plain' }).end('widget unavailable\n')
    return true
  }
  res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(await readFile(script, 'utf8'))
  return true
}

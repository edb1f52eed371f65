// The fake affiliate network (test/e2e/integrations/affiliate.spec.ts): GET /affiliate/sdk.js serves the
// fake SDK (../affiliate/sdk.js, an Everflow-like `EF` global); GET /affiliate/click registers a click and
// answers {"transaction_id": "tx-<offer>-<affiliate>-<random>"}, so a spec can tell its click's id apart.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

const SDK = join(import.meta.dirname, '..', 'affiliate', 'sdk.js')

/** @param {import('node:http').IncomingMessage} req @param {URL} url @param {import('node:http').ServerResponse} res */
export async function handle(req, url, res) {
  if (url.pathname === '/affiliate/sdk.js' && req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(await readFile(SDK))
    return true
  }
  if (url.pathname === '/affiliate/click' && req.method === 'GET') {
    const offer = url.searchParams.get('offer_id') ?? '0'
    const affiliate = url.searchParams.get('affiliate_id') ?? '0'
    const id = `tx-${offer}-${affiliate}-${Math.random().toString(36).slice(2, 10)}`
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ transaction_id: id }))
    return true
  }
  return false
}

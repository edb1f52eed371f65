// Answers /health for scripts that wait for the fake server; the other handlers are per integration.
/** @param {import('node:http').IncomingMessage} _req @param {URL} url @param {import('node:http').ServerResponse} res */
export function handle(_req, url, res) {
  if (url.pathname !== '/health') return false
  res.writeHead(200, { 'content-type': 'text/plain' }).end('ok\n')
  return true
}

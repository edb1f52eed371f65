// The fake map style host (test/e2e/integrations/map.spec.ts): GET /map/style.json serves a minimal
// MapLibre style (a background and Dubai's land as one GeoJSON polygon: no tiles, glyphs or sprites),
// or, after POST /map/__mode with `down`, `slow` or `malformed`, a 503, an answer after 15 s, or text
// that is not a style. `ok` restores it.
let mode = 'ok'

const STYLE = {
  version: 8,
  name: 'Fake Dubai',
  sources: {
    land: {
      type: 'geojson',
      attribution: '© Fake Maps',
      data: {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [55.49, 25.45],
              [55.29, 25.27],
              [55.15, 25.1],
              [54.88, 24.87],
              [54.8, 24.5],
              [55.9, 24.5],
              [55.9, 25.45],
              [55.49, 25.45],
            ],
          ],
        },
      },
    },
  },
  layers: [
    { id: 'sea', type: 'background', paint: { 'background-color': '#cfe2e9' } },
    { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f5f1e8' } },
  ],
}

/** @param {import('node:http').IncomingMessage} req @param {URL} url @param {import('node:http').ServerResponse} res @param {string} body */
export async function handle(req, url, res, body) {
  if (url.pathname === '/map/__mode' && req.method === 'POST') {
    mode = ['ok', 'down', 'slow', 'malformed'].includes(body.trim()) ? body.trim() : 'ok'
    res.writeHead(204).end()
    return true
  }
  if (url.pathname !== '/map/style.json' || req.method !== 'GET') return false
  if (mode === 'down') res.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable\n')
  else if (mode === 'malformed') res.writeHead(200, { 'content-type': 'application/json' }).end('{"version": 8, "layers": "not a list"')
  else {
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 15_000))
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(STYLE))
  }
  return true
}

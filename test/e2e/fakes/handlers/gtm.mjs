// The fake tag manager (test/e2e/integrations/consent.spec.ts): GET /gtm.js?id=GTM-… serves a stand-in for
// Google's container that records, in window.__fakeGtm, the dataLayer's consent commands as they stood when
// it loaded and every one pushed later, the container id it was asked for and whether it carried a nonce.

const FAKE_GTM = `(function(){
  var layer = window.dataLayer = window.dataLayer || [];
  var script = document.currentScript;
  var id = script ? new URL(script.src).searchParams.get('id') : null;
  function command(entry) {
    // gtag() pushes its arguments object: ['consent', 'default' | 'update', {signals}].
    return entry && typeof entry === 'object' && entry[0] === 'consent' ? [entry[0], entry[1], entry[2]] : null;
  }
  var seen = [];
  for (var i = 0; i < layer.length; i++) { var c = command(layer[i]); if (c) seen.push(c); }
  window.__fakeGtm = { id: id, nonce: Boolean(script && script.nonce), consentAtLoad: seen.slice(), consent: seen };
  var push = layer.push;
  layer.push = function () {
    for (var j = 0; j < arguments.length; j++) { var c = command(arguments[j]); if (c) seen.push(c); }
    return push.apply(layer, arguments);
  };
})();
`

/** @param {import('node:http').IncomingMessage} req @param {URL} url @param {import('node:http').ServerResponse} res */
export function handle(req, url, res) {
  if (url.pathname !== '/gtm.js' || req.method !== 'GET') return false
  res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(FAKE_GTM)
  return true
}

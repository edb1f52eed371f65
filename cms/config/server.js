// Strapi's HTTP server: host, port, public URL and the session keys, all from the environment.
module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Absolute URLs Strapi builds (OAuth redirects of users-permissions) need the public address.
  url: env('PUBLIC_URL', ''),
  // Behind a reverse proxy (CMS_TRUST_PROXY=true) the client address comes from X-Forwarded-For, so
  // Strapi's own rate limiter counts per visitor instead of per proxy. Off by default: trusting the
  // header on a directly reachable server would let anyone pick their own address.
  proxy: { koa: env.bool('CMS_TRUST_PROXY', false), maxIpsCount: env.int('CMS_PROXY_COUNT', 1) },
  app: { keys: env.array('APP_KEYS') },
  // Uploaded media live in <public>/uploads; the tests point this at a fresh temp folder.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
  // No update checks: the project runs offline and in CI (telemetry: STRAPI_TELEMETRY_DISABLED).
  logger: { updates: { enabled: false } },
})

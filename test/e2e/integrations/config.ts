// The second e2e site: the same worker with the third-party integrations configured (support widget, tag
// manager, affiliate tracking), all pointed at the local fake third-party server (test/e2e/fakes/server.mjs).
// The main e2e site (playwright.config.ts) has none configured, so every other spec also proves that with
// nothing configured nothing loads. Specs in this folder run against this site: `test.use({ baseURL: INTEGRATIONS_URL })`.

/** The fake third-party server (widget, tag manager, affiliate endpoints): one origin, logs every request. */
export const FAKES_PORT = Number(process.env.E2E_FAKES_PORT ?? 8797)
export const FAKES_URL = `http://127.0.0.1:${FAKES_PORT}`

/** The site with the integrations on; its own port and state beside the main e2e site's. */
export const INTEGRATIONS_PORT = Number(process.env.E2E_INTEGRATIONS_PORT ?? 8793)
export const INTEGRATIONS_URL = `http://127.0.0.1:${INTEGRATIONS_PORT}`
export const INTEGRATIONS_STATE = process.env.E2E_INTEGRATIONS_STATE ?? '.wrangler/e2e-integrations-state'

/** `--var NAME:value` pairs the integrations site starts with (scripts/e2e-server.sh reads them from E2E_VARS). */
export const INTEGRATION_VARS: Record<string, string> = {
  // The fake tag manager (fakes/handlers/gtm.mjs serves /gtm.js, which records the dataLayer's consent commands): consent.spec.ts.
  GTM_CONTAINER_ID: 'GTM-E2ETEST',
  GTM_ORIGIN: FAKES_URL,
  // The fake support chat widget (fakes/handlers/widget.mjs; it answers 503 for `ro`): support-widget.spec.ts.
  SUPPORT_WIDGET_URL: `${FAKES_URL}/support-widget/widget.js`,
  // The fake affiliate network's SDK (fakes/handlers/affiliate.mjs; clicks at /affiliate/click): affiliate.spec.ts.
  AFFILIATE_SCRIPT_URL: `${FAKES_URL}/affiliate/sdk.js`,
  // The fake map style (fakes/handlers/map-style.mjs; down, slow or malformed on request): map.spec.ts.
  MAP_STYLE_URL: `${FAKES_URL}/map/style.json`,
}

/** E2E_VARS for scripts/e2e-server.sh: one NAME:value per line. */
export const integrationVarsEnv = (): string =>
  Object.entries(INTEGRATION_VARS)
    .map(([name, value]) => `${name}:${value}`)
    .join('\n')

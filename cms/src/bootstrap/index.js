// Runs at every start and is idempotent: settings that come from the environment are applied every
// time; the embedded default content is loaded once (a flag in Strapi's store says it was).
const { ensureLocales } = require('./locales')
const { loadDefaultContent } = require('./content')
const { ensurePublicRead, ensureTokens, ensureUsersPermissions } = require('./access')
const { ensureWebhook } = require('./webhook')

async function bootstrap({ strapi }) {
  const started = Date.now()
  await ensureLocales(strapi)
  await loadDefaultContent(strapi)
  await ensurePublicRead(strapi)
  await ensureTokens(strapi)
  await ensureUsersPermissions(strapi)
  await ensureWebhook(strapi)
  strapi.log.info(`[marsa] bootstrap done in ${Date.now() - started} ms`)
}

module.exports = { bootstrap }

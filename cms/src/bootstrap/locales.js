// Creates the site's 13 locales in the i18n plugin (English the default) when they are missing.
const { LOCALES } = require('./constants')

async function ensureLocales(strapi) {
  const service = strapi.plugin('i18n').service('locales')
  const existing = new Set((await service.find()).map((l) => l.code))
  const created = []
  for (const [code, name] of Object.entries(LOCALES)) {
    if (existing.has(code)) continue
    await service.create({ code, name })
    created.push(code)
  }
  if ((await service.getDefaultLocale()) !== 'en') await service.setDefaultLocale({ code: 'en' })
  if (created.length) strapi.log.info(`[marsa] locales created: ${created.join(' ')}`)
}

module.exports = { ensureLocales }

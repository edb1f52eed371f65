// Loads the embedded default content (data/default-content.json, written by the site's
// `tsx scripts/cms-content.ts`) into an empty CMS, once: the media through the upload plugin (each
// file once, with its alt text), then every document in English, published, and every translation
// the content carries as that locale's version. A flag in Strapi's store marks it done. Entries that
// already exist (a load that stopped half-way) are skipped, so a retry never duplicates anything.
const fs = require('node:fs')
const path = require('node:path')
const { TYPES } = require('./constants')

const CMS_DIR = path.join(__dirname, '..', '..')
const FLAG = { type: 'plugin', name: 'marsa' }
const MIME = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif' }
/** Uploads in parallel: enough to overlap disk and database work without starving the server. */
const UPLOAD_CONCURRENCY = 4

async function mapLimit(items, limit, fn) {
  const results = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await fn(items[i], i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** The file name a site path is stored under: `/images/projects/x.svg` → `images/projects/x.svg`. */
const mediaName = (src) => src.replace(/^\//, '')

/** Uploads every media file not yet in the library; returns a map from site path to file id. */
async function uploadMedia(strapi, media, assetsDir) {
  const files = strapi.db.query('plugin::upload.file')
  const names = Object.keys(media).map(mediaName)
  const existing = await files.findMany({ where: { name: { $in: names } }, select: ['id', 'name'] })
  const ids = new Map(existing.map((f) => [`/${f.name}`, f.id]))
  const missing = Object.entries(media).filter(([src]) => !ids.has(src))
  const upload = strapi.plugin('upload').service('upload')
  // The upload plugin checks every image for damage by decoding it whole (sharp's stats()): for the
  // site's SVG illustrations that is a full rasterisation, about 0.35 s each, 100+ s for the lot on
  // two cores. These files are the site's own, checked by its build, so the check is skipped while
  // they load (nothing else can upload yet: the server is not listening during the bootstrap).
  const images = strapi.plugin('upload').service('image-manipulation')
  const isFaultyImage = images.isFaultyImage
  images.isFaultyImage = async () => false
  try {
    await mapLimit(missing, UPLOAD_CONCURRENCY, async ([src, { alt }]) => {
      const filepath = path.join(assetsDir, src)
      const stat = fs.statSync(filepath)
      const [file] = await upload.upload({
        data: { fileInfo: { name: mediaName(src), alternativeText: alt, caption: null } },
        files: { filepath, originalFilename: path.basename(src), mimetype: MIME[path.extname(src)] ?? 'application/octet-stream', size: stat.size },
      })
      ids.set(src, file.id)
    })
  } finally {
    images.isFaultyImage = isFaultyImage
  }
  return { ids, uploaded: missing.length }
}

/**
 * The entry's data with media paths replaced by file ids (also inside components: a unit type's
 * floor plan is the very upload of the project's plan with that path) and the translations left out.
 */
function entryData(type, item, ids) {
  const { translations, ...data } = item
  for (const field of type.media) {
    const value = data[field]
    if (Array.isArray(value)) data[field] = value.map((src) => ids.get(src))
    else data[field] = value ? ids.get(value) : null
  }
  for (const [field, media] of Object.entries(type.componentMedia ?? {})) {
    if (Array.isArray(data[field])) data[field] = data[field].map((part) => ({ ...part, [media]: part[media] ? ids.get(part[media]) : null }))
  }
  return data
}

/**
 * The localized fields a locale version may leave empty (not required): a locale that does not
 * translate one gets none, so the site shows English there and marks it so, instead of receiving
 * an English copy it would take for a translation. Required ones (a title) get the English value.
 */
function optionalLocalized(strapi, uid) {
  const attributes = strapi.contentType(uid)?.attributes ?? {}
  return Object.entries(attributes)
    .filter(([, attribute]) => attribute.pluginOptions?.i18n?.localized === true && !attribute.required)
    .map(([name]) => name)
}

async function loadType(strapi, type, items, ids) {
  const documents = strapi.documents(type.uid)
  const optional = type.i18n ? optionalLocalized(strapi, type.uid) : []
  const locale = type.i18n ? { locale: 'en' } : {}
  const existing = await documents.findMany({ ...locale, status: 'draft', fields: [type.key], limit: -1 })
  const have = new Set(existing.map((d) => d[type.key]))
  let created = 0
  let translated = 0
  for (const item of items) {
    if (have.has(item[type.key])) continue
    const data = entryData(type, item, ids)
    const doc = await documents.create({ ...locale, data, status: 'published' })
    created++
    for (const [code, fields] of Object.entries(type.i18n ? (item.translations ?? {}) : {})) {
      // Non-localized fields are shared by all locales; a new locale version gets them too. Its
      // localized components (payment plan, travel times) are its own: the translated ones.
      const shared = { ...data }
      for (const name of optional) delete shared[name]
      await documents.update({ documentId: doc.documentId, locale: code, data: { ...shared, ...fields }, status: 'published' })
      translated++
    }
  }
  return { created, translated }
}

async function loadDefaultContent(strapi) {
  const store = strapi.store(FLAG)
  const done = await store.get({ key: 'default-content-loaded' })
  if (done) {
    strapi.log.info(`[marsa] default content already loaded (version ${done.version}, ${done.at})`)
    return
  }
  const file = path.resolve(CMS_DIR, process.env.CMS_CONTENT_FILE || 'data/default-content.json')
  if (!fs.existsSync(file)) {
    strapi.log.warn(`[marsa] ${file} is missing (run \`npx tsx scripts/cms-content.ts\` in the site): default content not loaded`)
    return
  }
  const assetsDir = path.resolve(CMS_DIR, process.env.CMS_ASSETS_DIR || '../assets')
  const started = Date.now()
  const content = JSON.parse(fs.readFileSync(file, 'utf8'))
  const { ids, uploaded } = await uploadMedia(strapi, content.media, assetsDir)
  const mediaMs = Date.now() - started
  const counts = []
  for (const type of TYPES) {
    const { created, translated } = await loadType(strapi, type, content[type.list] ?? [], ids)
    counts.push(`${created} ${type.list}${translated ? ` (+${translated} translations)` : ''}`)
  }
  await store.set({ key: 'default-content-loaded', value: { version: content.version, at: new Date().toISOString() } })
  strapi.log.info(`[marsa] default content loaded in ${Date.now() - started} ms: ${uploaded} media uploaded (${mediaMs} ms), ${counts.join(', ')}`)
}

module.exports = { loadDefaultContent, loadType }

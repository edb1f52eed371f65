// Who may do what: the public role reads the content types; the site's read-only API token
// ("site-sync", key CMS_SYNC_TOKEN) and, in tests only, a full-access one (CMS_TEST_TOKEN); the
// users-permissions settings (email confirmation, the site's reset and confirmation pages, the sender,
// login providers) from the environment.
const { TYPES } = require('./constants')

const SYNC_TOKEN = 'site-sync'
const TEST_TOKEN = 'site-tests'

/** The site's public address, without a trailing slash. */
const siteUrl = () => (process.env.SITE_URL || 'http://127.0.0.1:8787').replace(/\/+$/, '')

/** Adds find and findOne of every content type to the public role (the others stay as they are). */
async function ensurePublicRead(strapi) {
  const roles = strapi.db.query('plugin::users-permissions.role')
  const permissions = strapi.db.query('plugin::users-permissions.permission')
  const role = await roles.findOne({ where: { type: 'public' } })
  if (!role) throw new Error('users-permissions has no public role')
  const actions = TYPES.flatMap((t) => [`${t.uid}.find`, `${t.uid}.findOne`])
  const have = new Set((await permissions.findMany({ where: { role: role.id, action: { $in: actions } }, select: ['action'] })).map((p) => p.action))
  const missing = actions.filter((a) => !have.has(a))
  for (const action of missing) await permissions.create({ data: { action, role: role.id } })
  if (missing.length) strapi.log.info(`[marsa] public role may now read: ${missing.join(' ')}`)
}

/**
 * Creates or updates the API token `name` so that its key is `key`. Strapi keeps only an HMAC-SHA512
 * of the key (salted with API_TOKEN_SALT) and the key encrypted with ENCRYPTION_KEY, so the token is
 * created normally (with a random key) and its stored hash and ciphertext then replaced by ours.
 */
async function ensureToken(strapi, { name, key, type, description }) {
  const tokens = strapi.service('admin::api-token')
  let token = await tokens.getByName(name)
  if (!token) token = await tokens.create({ name, description, type, lifespan: null })
  await strapi.db.query('admin::api-token').update({
    where: { id: token.id },
    data: { type, description, accessKey: tokens.hash(key), encryptedKey: strapi.service('admin::encryption').encrypt(key), expiresAt: null, lifespan: null },
  })
  return token
}

async function ensureTokens(strapi) {
  const syncKey = process.env.CMS_SYNC_TOKEN
  if (syncKey) {
    await ensureToken(strapi, { name: SYNC_TOKEN, key: syncKey, type: 'read-only', description: "The site's content sync (CONTENT_API_TOKEN): reads only." })
    strapi.log.info(`[marsa] API token "${SYNC_TOKEN}" (read-only) has the key in CMS_SYNC_TOKEN`)
  } else strapi.log.warn(`[marsa] CMS_SYNC_TOKEN is not set: API token "${SYNC_TOKEN}" left as it is`)
  const tokens = strapi.service('admin::api-token')
  const testKey = process.env.CMS_TEST_TOKEN
  if (testKey) {
    await ensureToken(strapi, { name: TEST_TOKEN, key: testKey, type: 'full-access', description: 'Tests only (CMS_TEST_TOKEN): full access.' })
    strapi.log.info(`[marsa] API token "${TEST_TOKEN}" (full access, tests) has the key in CMS_TEST_TOKEN`)
  } else {
    // A full-access token outlives no test run: without CMS_TEST_TOKEN it is removed.
    const stale = await tokens.getByName(TEST_TOKEN)
    if (stale) {
      await tokens.revoke(stale.id)
      strapi.log.info(`[marsa] API token "${TEST_TOKEN}" removed (CMS_TEST_TOKEN is not set)`)
    }
  }
}

/** `Name <address>` or a bare address. */
function parseSender(text) {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(text)
  return match ? { name: match[1] || match[2], email: match[2] } : { name: text.trim(), email: text.trim() }
}

const envBool = (name, fallback) => {
  const value = process.env[name]
  return value === undefined || value === '' ? fallback : value === 'true' || value === '1'
}

async function ensureUsersPermissions(strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' })
  const site = siteUrl()
  const advanced = (await store.get({ key: 'advanced' })) ?? {}
  await store.set({
    key: 'advanced',
    value: {
      ...advanced,
      unique_email: true,
      allow_register: envBool('CMS_ALLOW_REGISTER', true),
      email_confirmation: envBool('CMS_EMAIL_CONFIRMATION', true),
      email_reset_password: `${site}/account/reset-password`,
      email_confirmation_redirection: `${site}/account/confirmed`,
      default_role: advanced.default_role ?? 'authenticated',
    },
  })

  const sender = parseSender(process.env.EMAIL_FROM || 'Marsa <no-reply@marsa.example>')
  const replyTo = process.env.EMAIL_REPLY_TO || ''
  const email = (await store.get({ key: 'email' })) ?? {}
  for (const template of Object.values(email)) {
    if (template?.options) template.options = { ...template.options, from: sender, response_email: replyTo }
  }
  await store.set({ key: 'email', value: email })

  // A login provider is on exactly when its client id and secret are in the environment
  // (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET, ...); Strapi sends the user back to the site with the token.
  const grant = (await store.get({ key: 'grant' })) ?? {}
  const enabled = []
  for (const [name, provider] of Object.entries(grant)) {
    if (name === 'email') continue
    const key = process.env[`${name.toUpperCase()}_CLIENT_ID`]
    const secret = process.env[`${name.toUpperCase()}_CLIENT_SECRET`]
    const on = Boolean(key && secret)
    grant[name] = on ? { ...provider, enabled: true, key, secret, callback: `${site}/auth/${name}/callback` } : { ...provider, enabled: false }
    if (on) enabled.push(name)
  }
  await store.set({ key: 'grant', value: grant })
  strapi.log.info(
    `[marsa] users-permissions: email confirmation ${envBool('CMS_EMAIL_CONFIRMATION', true) ? 'on' : 'off'}, reset page ${site}/account/reset-password, sender ${sender.email}, providers: ${enabled.join(' ') || 'none'}`,
  )
}

module.exports = { ensurePublicRead, ensureTokens, ensureUsersPermissions }

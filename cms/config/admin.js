// The admin panel and the secrets of its tokens. CMS_SERVE_ADMIN=false (the tests) runs Strapi
// without the panel, so no admin build is needed; `npm run cms` builds and serves it.
module.exports = ({ env }) => ({
  serveAdminPanel: env.bool('CMS_SERVE_ADMIN', true),
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
})

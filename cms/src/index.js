// The Strapi app's lifecycle: at every start the bootstrap (./bootstrap) sets up locales, roles,
// tokens, users-permissions settings and the site's webhook, and loads the default content once.
const { bootstrap } = require('./bootstrap')

module.exports = {
  register() {},
  bootstrap,
}

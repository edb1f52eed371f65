// The developer REST routes: /api/developers and /api/developers/:documentId.
const { factories } = require('@strapi/strapi')

module.exports = factories.createCoreRouter('api::developer.developer')

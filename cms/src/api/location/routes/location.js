// The location REST routes: /api/locations and /api/locations/:documentId.
const { factories } = require('@strapi/strapi')

module.exports = factories.createCoreRouter('api::location.location')

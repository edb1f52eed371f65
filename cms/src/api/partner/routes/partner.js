// The partner REST routes: /api/partners and /api/partners/:documentId.
const { factories } = require('@strapi/strapi')

module.exports = factories.createCoreRouter('api::partner.partner')

// The consultant REST routes: /api/consultants and /api/consultants/:documentId.
const { factories } = require('@strapi/strapi')

module.exports = factories.createCoreRouter('api::consultant.consultant')

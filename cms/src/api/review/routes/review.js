// The review REST routes: /api/reviews and /api/reviews/:documentId.
const { factories } = require('@strapi/strapi')

module.exports = factories.createCoreRouter('api::review.review')

// The article REST routes: /api/articles and /api/articles/:documentId.
const { factories } = require('@strapi/strapi')

module.exports = factories.createCoreRouter('api::article.article')

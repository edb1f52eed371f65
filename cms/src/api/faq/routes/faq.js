// The faq REST routes: /api/faqs and /api/faqs/:documentId.
const { factories } = require('@strapi/strapi')

module.exports = factories.createCoreRouter('api::faq.faq')

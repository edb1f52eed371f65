// The project REST routes: /api/projects and /api/projects/:documentId.
const { factories } = require('@strapi/strapi')

module.exports = factories.createCoreRouter('api::project.project')

// The location service: Strapi's core service over the document service.
const { factories } = require('@strapi/strapi')

module.exports = factories.createCoreService('api::location.location')

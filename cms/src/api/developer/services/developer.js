// The developer service: Strapi's core service over the document service.
const { factories } = require('@strapi/strapi')

module.exports = factories.createCoreService('api::developer.developer')

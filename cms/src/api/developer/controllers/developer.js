// The developer REST controller: Strapi's core find/findOne/create/update/delete; drafts only with a full-access token.
const { factories } = require('@strapi/strapi')
const { draftSafeReads } = require('../../../utils/drafts')

module.exports = factories.createCoreController('api::developer.developer', draftSafeReads)

// The project REST controller: Strapi's core find/findOne/create/update/delete; drafts only with a
// full-access token; `populate=*` also fills the unit types' floor plans (media inside a component).
const { factories } = require('@strapi/strapi')
const { refusedDraftRead } = require('../../../utils/drafts')
const { withComponentMedia } = require('../../../utils/populate')

const UID = 'api::project.project'

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    if (refusedDraftRead(ctx)) return
    withComponentMedia(strapi, UID, ctx)
    return super.find(ctx)
  },
  async findOne(ctx) {
    if (refusedDraftRead(ctx)) return
    withComponentMedia(strapi, UID, ctx)
    return super.findOne(ctx)
  },
}))

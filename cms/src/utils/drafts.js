// Drafts stay private. Strapi 5's REST API returns drafts to anyone who may `find` when asked with
// `status=draft` (the public role included); only a full-access API token may read them here.

/** True when the request asks for drafts without a full-access API token (it is then answered 403). */
function refusedDraftRead(ctx) {
  if (ctx.query?.status !== 'draft') return false
  const auth = ctx.state.auth
  if (auth?.strategy?.name === 'content-api-token' && auth.credentials?.type === 'full-access') return false
  // ctx.forbidden formats the error with Strapi's own classes: {data:null,error:{status:403,...}}.
  ctx.forbidden('Drafts are not public: status=draft needs a full-access API token', { key: 'status' })
  return true
}

/** Core controller methods (find, findOne) that refuse draft reads first. */
const draftSafeReads = () => ({
  async find(ctx) {
    if (refusedDraftRead(ctx)) return
    return super.find(ctx)
  },
  async findOne(ctx) {
    if (refusedDraftRead(ctx)) return
    return super.findOne(ctx)
  },
})

module.exports = { draftSafeReads, refusedDraftRead }

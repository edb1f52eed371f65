// `populate=*` fills one level only: a media field inside a component (a project's unit type's floor
// plan) comes back without it. The site's sync asks every type for `populate=*`; the controller of a
// type with such media answers that as `*` spelled out, one level deeper where a component has media.

/** What `populate=*` populates for the content type `uid`, and the media inside its components. */
function populateWithComponentMedia(strapi, uid) {
  const populate = {}
  for (const [name, attribute] of Object.entries(strapi.contentType(uid).attributes)) {
    if (attribute.type === 'component') {
      const media = Object.entries(strapi.components[attribute.component].attributes).filter(([, a]) => a.type === 'media')
      populate[name] = media.length ? { populate: Object.fromEntries(media.map(([field]) => [field, true])) } : true
    } else if (attribute.type === 'media' || attribute.type === 'dynamiczone' || (attribute.type === 'relation' && !attribute.private)) {
      populate[name] = true
    }
  }
  return populate
}

/** Rewrites a request's `populate=*` to include the media inside components; any other populate stays. */
function withComponentMedia(strapi, uid, ctx) {
  if (ctx.query?.populate === '*') ctx.query = { ...ctx.query, populate: populateWithComponentMedia(strapi, uid) }
}

module.exports = { populateWithComponentMedia, withComponentMedia }

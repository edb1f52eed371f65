// The REST API: page sizes. Strapi caps pageSize at maxLimit (the site pages through 100 at a time).
module.exports = {
  rest: { defaultLimit: 25, maxLimit: 100, withCount: true },
}

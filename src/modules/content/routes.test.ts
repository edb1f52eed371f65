import { describe, expect, it } from 'vitest'
import { entityForModel } from './routes'

describe('entityForModel', () => {
  it.each([
    ['project', 'projects'],
    ['projects', 'projects'],
    ['FAQ', 'faqs'],
    ['consultant', 'consultants'],
    ['article', 'articles'],
  ])('maps the webhook model "%s" to %s', (model, entity) => {
    expect(entityForModel(model)).toBe(entity)
  })

  it.each([
    ['api::project.project', 'projects'],
    ['api::faq.faq', 'faqs'],
    ['api::location.location', 'locations'],
  ])('maps the Strapi uid "%s" to %s', (uid, entity) => {
    expect(entityForModel(uid)).toBe(entity)
  })

  it.each([undefined, '', 'user', 'plugin::upload.file', 'api::user.user', 'plugin::users-permissions.user'])(
    'maps "%s" to no entity (the webhook then syncs all)',
    (model) => {
      expect(entityForModel(model)).toBeUndefined()
    },
  )
})

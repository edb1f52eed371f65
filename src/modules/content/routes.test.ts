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

  it.each([undefined, '', 'user', 'plugin::upload.file'])('maps "%s" to no entity (the webhook then syncs all)', (model) => {
    expect(entityForModel(model)).toBeUndefined()
  })
})

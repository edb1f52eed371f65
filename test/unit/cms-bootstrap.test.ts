// The CMS bootstrap's default-content load (cms/src/bootstrap/content.js) against the real content-type
// schemas: a locale version gets the shared fields, its own translated components and texts, the
// required localized fields in English when untranslated, and no English copy of an optional
// localized field (which the site would take for a translation).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const CMS = join(import.meta.dirname, '..', '..', 'cms')
const { loadType } = require(join(CMS, 'src', 'bootstrap', 'content.js')) as {
  loadType: (strapi: unknown, type: unknown, items: unknown[], ids: Map<string, number>) => Promise<{ created: number; translated: number }>
}
const { TYPES } = require(join(CMS, 'src', 'bootstrap', 'constants.js')) as { TYPES: Array<{ uid: string; list: string }> }

const schemaOf = (name: string) => JSON.parse(readFileSync(join(CMS, 'src', 'api', name, 'content-types', name, 'schema.json'), 'utf8'))

type Call = { documentId?: string; locale?: string; data: Record<string, unknown>; status?: string }

/** Just enough of Strapi for loadType: the content type's schema and a document service that records. */
function fakeStrapi(name: string) {
  const calls: { create: Call[]; update: Call[] } = { create: [], update: [] }
  const strapi = {
    contentType: (uid: string) => (uid === `api::${name}.${name}` ? schemaOf(name) : undefined),
    documents: () => ({
      findMany: async () => [],
      create: async (call: Call) => {
        calls.create.push(call)
        return { documentId: `doc-${calls.create.length}` }
      },
      update: async (call: Call) => {
        calls.update.push(call)
        return {}
      },
    }),
  }
  return { strapi, calls, type: TYPES.find((t) => t.uid === `api::${name}.${name}`) }
}

const plan = [
  { label: 'On booking', percent: 20 },
  { label: 'On handover', percent: 80 },
]
const times = [{ place: 'Dubai Mall', minutes: 20, mode: 'car' }]

describe('the default content load, locale versions', () => {
  it('a project’s locale version: its own plan, English title and development, no English copy of untranslated lists', async () => {
    const { strapi, calls, type } = fakeStrapi('project')
    const german = [
      { label: 'Bei Buchung', percent: 20 },
      { label: 'Bei Übergabe', percent: 80 },
    ]
    const project = {
      siteId: 4,
      slug: 'palm-crest',
      title: 'Palm Crest',
      development: 'Palm Crest Park',
      paymentPlan: plan,
      travelTimes: times,
      description: 'Sea views.',
      photos: ['/images/a.svg'],
      floorPlans: [],
      translations: { de: { description: 'Meerblick.', paymentPlan: german, photoAlts: ['Palm Crest am Abend'] } },
    }
    const result = await loadType(strapi, type, [project], new Map([['/images/a.svg', 7]]))
    expect(result).toEqual({ created: 1, translated: 1 })
    expect(calls.create[0]?.data).toMatchObject({ paymentPlan: plan, travelTimes: times, photos: [7] })
    const de = calls.update[0]
    expect(de).toMatchObject({ documentId: 'doc-1', locale: 'de', status: 'published' })
    expect(de?.data).toMatchObject({
      slug: 'palm-crest',
      title: 'Palm Crest',
      development: 'Palm Crest Park',
      description: 'Meerblick.',
      paymentPlan: german,
      photoAlts: ['Palm Crest am Abend'],
      photos: [7],
    })
    expect(de?.data).not.toHaveProperty('travelTimes')
    expect(de?.data).not.toHaveProperty('translations')
  })

  it('a location’s locale version carries its aliases and image alt only when translated', async () => {
    const { strapi, calls, type } = fakeStrapi('location')
    const location = {
      slug: 'jvc',
      name: 'Jumeirah Village Circle',
      description: 'Family homes.',
      image: '/images/jvc.svg',
      aliases: ['JVC'],
      translations: { de: { description: 'Familienhäuser.', imageAlt: 'Häuser in JVC' }, fr: { aliases: ['JVC', 'Village Jumeirah'] } },
    }
    await loadType(strapi, type, [location], new Map([['/images/jvc.svg', 3]]))
    const [de, fr] = calls.update
    expect(de?.data).toMatchObject({ name: 'Jumeirah Village Circle', description: 'Familienhäuser.', imageAlt: 'Häuser in JVC', image: 3 })
    expect(de?.data).not.toHaveProperty('aliases')
    expect(fr?.data).toMatchObject({ aliases: ['JVC', 'Village Jumeirah'], description: 'Family homes.' })
    expect(fr?.data).not.toHaveProperty('imageAlt')
  })
})

// Strapi 5 documents as the real CMS answers them (flat, `null` for every empty field, media objects,
// components with their own ids, some with media, Blocks) mapped into the site's schemas; v4 entries still read.
import { describe, expect, it } from 'vitest'
import { mediaPathOf } from '../media'
import { Article, Consultant, Faq, Location, Partner, Project, Review } from '../schema'
import { localizedPart, mapDocument, SVG_DEFAULT_SIZE, toImage, withoutNulls } from './documents.server'

const CMS = 'http://127.0.0.1:1337'

/** A media object exactly as `populate=*` returns it in Strapi 5.54. */
const media = (file: string, extra: Record<string, unknown> = {}) => ({
  id: 7,
  documentId: 'm7b8c9',
  name: `${file}.webp`,
  alternativeText: null,
  caption: null,
  width: 1600,
  height: 1067,
  formats: { thumbnail: { url: `/uploads/thumbnail_${file}.webp`, width: 234, height: 156 } },
  hash: file,
  ext: '.webp',
  mime: 'image/webp',
  size: 120.5,
  url: `/uploads/${file}.webp`,
  previewUrl: null,
  provider: 'local',
  provider_metadata: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  publishedAt: '2026-11-25T10:00:00.000Z',
  ...extra,
})

const PROJECT = {
  id: 12,
  documentId: 'k3j4h5g6f7d8s9a0p1o2i3u4',
  siteId: 3,
  slug: 'palm-crest',
  title: 'Palm Crest Residences',
  developer: 'Emaar',
  area: 'palm-jumeirah',
  development: 'Palm Crest',
  type: 'apartment',
  market: 'off-plan',
  priceAed: 2450000,
  bedroomsMin: 1,
  bedroomsMax: 3,
  sizeSqftMin: '720.5',
  sizeSqftMax: 1800,
  handover: '2028-12-31',
  paymentPlan: [
    { id: 1, label: 'On booking', percent: 20 },
    { id: 2, label: 'On handover', percent: '80' },
  ],
  unitsLeft: null,
  amenities: ['pool', 'gym'],
  travelTimes: [{ id: 3, place: 'Dubai Mall', minutes: 20, mode: 'car' }],
  description: 'Sea-view apartments.',
  photos: [media('palm_crest_a1b2c3', { alternativeText: 'Palm Crest at dusk' }), media('palm_crest_2_d4e5f6')],
  floorPlans: null,
  brochure: null,
  agentId: 'AG-101',
  featured: true,
  permit: '71234567',
  publicationDate: '2026-03-01',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  publishedAt: '2026-11-25T10:00:00.000Z',
  locale: 'en',
  localizations: [],
}

describe('mapDocument (Strapi 5)', () => {
  it('maps a project into the Project schema: nulls absent, media as site images, decimals as numbers, the site’s date', () => {
    const { record, meta } = mapDocument('projects', PROJECT, CMS)
    expect(meta).toEqual({ documentId: PROJECT.documentId, strapiId: 12, siteId: 3 })
    const project = Project.parse({ ...record, id: 3 })
    expect(project.publishedAt).toBe('2026-03-01')
    expect(project.sizeSqftMin).toBe(720.5)
    expect(project.paymentPlan).toEqual([
      { label: 'On booking', percent: 20 },
      { label: 'On handover', percent: 80 },
    ])
    expect(project.photos).toEqual([
      { src: '/media/uploads/palm_crest_a1b2c3.webp', alt: 'Palm Crest at dusk', width: 1600, height: 1067 },
      // No alternative text: the project's title stands in.
      { src: '/media/uploads/palm_crest_2_d4e5f6.webp', alt: 'Palm Crest Residences', width: 1600, height: 1067 },
    ])
    expect(project.floorPlans).toEqual([])
    expect(project.unitsLeft).toBeNull()
    expect(project.brochure).toBeNull()
    expect(project.travelTimes).toEqual([{ place: 'Dubai Mall', minutes: 20, mode: 'car' }])
    for (const field of ['documentId', 'createdAt', 'updatedAt', 'locale', 'localizations', 'siteId', 'publicationDate'])
      expect(record).not.toHaveProperty(field)
  })

  /** A project's floor plan as the upload stores an SVG: no size, no formats. */
  const plan = (file: string, alternativeText: string | null = null) =>
    media(file, { url: `/uploads/${file}.svg`, ext: '.svg', mime: 'image/svg+xml', width: null, height: null, formats: null, alternativeText })

  /** Unit types as Strapi 5.54 answers them (the project controller populates their floor plans): ids, nulls, decimals. */
  const UNIT_TYPES = [
    {
      id: 31,
      bedrooms: 3,
      sizeSqftMin: 1400,
      sizeSqftMax: '1800.00',
      priceAed: 4100000,
      unitsAvailable: 4,
      floorPlan: plan('palm_crest_3br_c3d4', '3-bedroom plan'),
      serviceChargeAedSqft: '18.50',
    },
    {
      id: 32,
      bedrooms: 1,
      sizeSqftMin: '700.50',
      sizeSqftMax: '980',
      priceAed: 2300000,
      unitsAvailable: null,
      floorPlan: plan('palm_crest_1br_a1b2'),
      serviceChargeAedSqft: null,
    },
  ]

  it('maps unit types: decimal strings to numbers, the floor plan to a site image, nulls absent; the project’s summary follows them', () => {
    const floorPlans = [plan('palm_crest_1br_a1b2'), plan('palm_crest_3br_c3d4', '3-bedroom plan')]
    const { record } = mapDocument('projects', { ...PROJECT, floorPlans, unitTypes: UNIT_TYPES }, CMS)
    const project = Project.parse({ ...record, id: 3 })
    expect(project.unitTypes).toEqual([
      {
        bedrooms: 1,
        sizeSqftMin: 700.5,
        sizeSqftMax: 980,
        priceAed: 2300000,
        unitsAvailable: null,
        // No alternative text: the project's title stands in, as for its other media.
        floorPlan: { src: '/media/uploads/palm_crest_1br_a1b2.svg', alt: 'Palm Crest Residences', ...SVG_DEFAULT_SIZE },
        serviceChargeAedSqft: null,
      },
      {
        bedrooms: 3,
        sizeSqftMin: 1400,
        sizeSqftMax: 1800,
        priceAed: 4100000,
        unitsAvailable: 4,
        floorPlan: { src: '/media/uploads/palm_crest_3br_c3d4.svg', alt: '3-bedroom plan', ...SVG_DEFAULT_SIZE },
        serviceChargeAedSqft: 18.5,
      },
    ])
    // The unit type's plan is the project's plan of that upload: the same src, so its translated alt follows.
    expect(project.floorPlans.map((p) => p.src)).toEqual(project.unitTypes.map((u) => u.floorPlan?.src))
    expect(project).toMatchObject({ priceAed: 2300000, sizeSqftMin: 700.5, sizeSqftMax: 1800, bedroomsMin: 1, bedroomsMax: 3 })
  })

  it('keeps a plot’s unit type without bedrooms or plan, and rejects the project for a plan it cannot serve', () => {
    const plot = {
      id: 33,
      bedrooms: null,
      sizeSqftMin: '5000',
      sizeSqftMax: '5000',
      priceAed: 9000000,
      unitsAvailable: null,
      floorPlan: null,
      serviceChargeAedSqft: null,
    }
    const land = Project.parse({ ...mapDocument('projects', { ...PROJECT, type: 'land', unitTypes: [plot] }, CMS).record, id: 3 })
    expect(land.unitTypes).toEqual([
      { bedrooms: null, sizeSqftMin: 5000, sizeSqftMax: 5000, priceAed: 9000000, unitsAvailable: null, floorPlan: null, serviceChargeAedSqft: null },
    ])
    const elsewhere = { ...plot, floorPlan: media('x', { url: 'https://cdn.elsewhere.example/x.webp' }) }
    expect(Project.safeParse({ ...mapDocument('projects', { ...PROJECT, unitTypes: [elsewhere] }, CMS).record, id: 3 }).success).toBe(false)
  })

  it('passes a payment step’s due date, cut to its date from a timestamp; a step without one has none', () => {
    const paymentPlan = [
      { id: 1, label: 'On booking', percent: '20.00', due: null },
      { id: 2, label: 'On handover', percent: 80, due: '2028-12-31T00:00:00.000Z' },
    ]
    const project = Project.parse({ ...mapDocument('projects', { ...PROJECT, paymentPlan }, CMS).record, id: 3 })
    expect(project.paymentPlan).toEqual([
      { label: 'On booking', percent: 20 },
      { label: 'On handover', percent: 80, due: '2028-12-31' },
    ])
  })

  it('never uses Strapi’s publishedAt (it moves on every publish): publicationDate, else the creation date', () => {
    const { record } = mapDocument('projects', { ...PROJECT, publicationDate: null }, CMS)
    expect(record.publishedAt).toBe('2026-11-20')
  })

  it('maps an article with a Blocks body, a cover and null fields', () => {
    const { record } = mapDocument(
      'articles',
      {
        id: 40,
        documentId: 'art1',
        siteId: null,
        slug: 'q3-market',
        topic: 'news',
        title: 'Q3 market',
        excerpt: 'Prices held.',
        body: [
          { type: 'heading', level: 2, children: [{ type: 'text', text: 'Prices' }] },
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Held ' },
              { type: 'text', text: 'steady', bold: true },
            ],
          },
        ],
        takeaways: null,
        cover: media('cover_x1', { alternativeText: 'Skyline' }),
        author: null,
        publicationDate: '2026-10-30',
        createdAt: '2026-10-29T09:00:00.000Z',
        updatedAt: '2026-11-25T10:00:00.000Z',
        publishedAt: '2026-11-25T10:00:00.000Z',
        locale: 'en',
      },
      CMS,
    )
    const article = Article.parse({ ...record, id: 1 })
    expect(article.body).toBe('<h2>Prices</h2>\n<p>Held <strong>steady</strong></p>')
    expect(article.cover).toEqual({ src: '/media/uploads/cover_x1.webp', alt: 'Skyline', width: 1600, height: 1067 })
    expect(article.takeaways).toEqual([])
    expect(article.author).toBeNull()
    expect(article.publishedAt).toBe('2026-10-30')
  })

  it('keeps a Markdown body as it is', () => {
    const { record } = mapDocument('articles', { documentId: 'a', body: '## Title\n\nText' }, CMS)
    expect(record.body).toBe('## Title\n\nText')
  })

  it('maps a consultant, a location, a partner, a review and a FAQ into their schemas', () => {
    const base = { createdAt: '2026-11-25T10:00:00.000Z', updatedAt: '2026-11-25T10:00:00.000Z', publishedAt: '2026-11-25T10:00:00.000Z' }
    const consultant = mapDocument(
      'consultants',
      {
        ...base,
        id: 5,
        documentId: 'c1',
        siteId: 1,
        agentId: 'AG-101',
        name: 'Sara Haddad',
        role: 'Senior consultant',
        photo: media('sara_1'),
        expertise: ['off-plan'],
        languages: ['en', 'ar'],
        phone: '+971500000001',
        email: 'sara@example.com',
        brn: '12345',
        locale: 'en',
      },
      CMS,
    )
    expect(Consultant.parse({ ...consultant.record, id: 1 }).photo.alt).toBe('Sara Haddad')
    const location = mapDocument(
      'locations',
      {
        ...base,
        id: 9,
        documentId: 'l1',
        slug: 'dubai-marina',
        name: 'Dubai Marina',
        spotlight: null,
        description: 'Canal city.',
        image: media('marina_1'),
        locale: 'en',
      },
      CMS,
    )
    expect(Location.parse(location.record)).toMatchObject({ slug: 'dubai-marina', spotlight: false, image: { src: '/media/uploads/marina_1.webp' } })
    const partner = mapDocument(
      'partners',
      {
        ...base,
        id: 2,
        documentId: 'p1',
        siteId: 4,
        name: 'Emaar',
        logo: media('emaar', { url: '/uploads/emaar.svg', width: null, height: null, mime: 'image/svg+xml' }),
      },
      CMS,
    )
    expect(Partner.parse({ ...partner.record, id: 4 }).logo).toEqual({ src: '/media/uploads/emaar.svg', alt: 'Emaar', ...SVG_DEFAULT_SIZE })
    const review = mapDocument(
      'reviews',
      { ...base, id: 3, documentId: 'r1', siteId: 2, author: 'A. K.', rating: 5, text: 'Great.', date: '2026-05-01', source: 'Google' },
      CMS,
    )
    expect(Review.parse({ ...review.record, id: 2 }).date).toBe('2026-05-01')
    const faq = mapDocument('faqs', { ...base, id: 8, documentId: 'f1', siteId: 1, topic: 'home', question: 'Q?', answer: 'A.', locale: 'en' }, CMS)
    expect(Faq.parse({ ...faq.record, id: 1 })).toMatchObject({ topic: 'home', question: 'Q?', translations: {} })
  })

  it('leaves a media object it cannot serve as it is, so the schema rejects the record', () => {
    const { record } = mapDocument('partners', { documentId: 'p', name: 'X', logo: media('x', { url: 'https://cdn.elsewhere.example/x.webp' }) }, CMS)
    expect(Partner.safeParse({ ...record, id: 1 }).success).toBe(false)
    const noSize = mapDocument('partners', { documentId: 'p', name: 'X', logo: media('x', { width: null, height: null }) }, CMS)
    expect(Partner.safeParse({ ...noSize.record, id: 1 }).success).toBe(false)
  })
})

describe('toImage and mediaPathOf', () => {
  it.each([
    ['/uploads/a_1.webp', '/media/uploads/a_1.webp'],
    [`${CMS}/uploads/a_1.PNG`, '/media/uploads/a_1.PNG'],
    ['https://cdn.example/uploads/a.webp', null],
    ['/uploads/../secret.webp', null],
    ['/uploads/a/b.webp', null],
    ['/uploads/a.html', null],
    ['//evil.example/uploads/a.webp', null],
    [`${CMS}/uploads/a.webp?x=1`, null],
    ['/images/a.webp', null],
  ])('maps %s to %s', (url, path) => {
    expect(mediaPathOf(url, CMS)).toBe(path)
  })

  it('passes an image already in the site’s shape', () => {
    const image = { src: '/images/a.webp', alt: 'A', width: 1, height: 1 }
    expect(toImage(image, CMS)).toBe(image)
  })
})

describe('localizedPart', () => {
  it('takes only the localized fields that pass their schema; an empty one is left out (English shows)', () => {
    // Not translated: the lists are empty in this locale, the description too.
    const arabic = {
      ...PROJECT,
      id: 13,
      locale: 'ar',
      title: 'مساكن بالم كريست',
      description: '',
      development: null,
      paymentPlan: [],
      travelTimes: null,
      developer: 'Not localized',
    }
    expect(localizedPart('projects', arabic, CMS)).toEqual({ title: 'مساكن بالم كريست' })
    expect(localizedPart('projects', { ...arabic, title: null, description: null }, CMS)).toEqual({})
    expect(localizedPart('reviews', { text: 'x' }, CMS)).toEqual({})
  })

  it('renders a localized Blocks body and keeps localized take-aways', () => {
    const part = localizedPart(
      'articles',
      { documentId: 'a', locale: 'fr', title: 'Marché', body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Stable.' }] }], takeaways: ['Un.'] },
      CMS,
    )
    expect(part).toEqual({ title: 'Marché', body: '<p>Stable.</p>', takeaways: ['Un.'] })
  })

  /** A German project version as Strapi 5.54 answers it: its own components (with ids), the shared media. */
  const german = {
    ...PROJECT,
    id: 14,
    locale: 'de',
    title: 'Palm Crest Residenzen',
    description: 'Wohnungen mit Meerblick.',
    development: 'Palm Crest Gemeinde',
    paymentPlan: [
      { id: 41, label: 'Bei Buchung', percent: 20, due: null },
      { id: 42, label: 'Bei Übergabe', percent: '80', due: '2028-12-31' },
    ],
    travelTimes: [{ id: 43, place: 'Dubai-Mall', minutes: 20, mode: 'car' }],
    photoAlts: ['Palm Crest in der Dämmerung', 'Palm Crest, Pool'],
    planAlts: null,
  }

  it('keeps a locale’s development, payment plan, travel times and photo alts; never its media or unit types', () => {
    expect(localizedPart('projects', { ...german, unitTypes: [{ id: 51, bedrooms: 1, sizeSqftMin: 700, sizeSqftMax: 900, priceAed: 2300000 }] }, CMS)).toEqual({
      title: 'Palm Crest Residenzen',
      description: 'Wohnungen mit Meerblick.',
      development: 'Palm Crest Gemeinde',
      paymentPlan: [
        { label: 'Bei Buchung', percent: 20 },
        { label: 'Bei Übergabe', percent: 80, due: '2028-12-31' },
      ],
      travelTimes: [{ place: 'Dubai-Mall', minutes: 20, mode: 'car' }],
      photoAlts: ['Palm Crest in der Dämmerung', 'Palm Crest, Pool'],
    })
    // What passes becomes the project's translations[de] as the site's schema reads it.
    const record = mapDocument('projects', PROJECT, CMS).record
    const parsed = Project.parse({ ...record, id: 3, translations: { de: localizedPart('projects', german, CMS) } })
    expect(parsed.translations.de?.paymentPlan?.map((s) => s.label)).toEqual(['Bei Buchung', 'Bei Übergabe'])
  })

  it('drops a locale’s invalid or empty list or text, keeping the rest', () => {
    const part = localizedPart(
      'projects',
      {
        ...german,
        development: '   ',
        paymentPlan: [{ id: 41, label: '', percent: 20 }],
        travelTimes: [{ id: 43, place: 'Dubai-Mall', minutes: 20, mode: 'boat' }],
        photoAlts: [],
        planAlts: ['x'.repeat(301)],
      },
      CMS,
    )
    expect(part).toEqual({ title: 'Palm Crest Residenzen', description: 'Wohnungen mit Meerblick.' })
  })

  it('drops a positional alt list with a gap, which would shift alts onto the wrong photos', () => {
    expect(localizedPart('projects', { ...german, photoAlts: [null, 'Palm Crest, Pool'] }, CMS)).not.toHaveProperty('photoAlts')
    expect(localizedPart('projects', { ...german, photoAlts: ['Palm Crest in der Dämmerung', ''] }, CMS)).not.toHaveProperty('photoAlts')
    expect(localizedPart('projects', { ...german, planAlts: ['Grundriss'] }, CMS)).toMatchObject({ planAlts: ['Grundriss'] })
  })

  it('keeps a location’s image alt and aliases and an article’s cover alt; drops invalid ones', () => {
    const location = { documentId: 'l', locale: 'de', slug: 'jvc', name: 'Jumeirah Village Circle', image: media('jvc_1'), imageAlt: 'Häuser in JVC' }
    expect(localizedPart('locations', { ...location, aliases: ['JVC', 'Jumeirah-Dorf'] }, CMS)).toEqual({
      name: 'Jumeirah Village Circle',
      imageAlt: 'Häuser in JVC',
      aliases: ['JVC', 'Jumeirah-Dorf'],
    })
    expect(localizedPart('locations', { ...location, imageAlt: '', aliases: 'JVC' }, CMS)).toEqual({ name: 'Jumeirah Village Circle' })
    expect(localizedPart('locations', { ...location, imageAlt: 'x'.repeat(301), aliases: [] }, CMS)).toEqual({ name: 'Jumeirah Village Circle' })
    const article = { documentId: 'a', locale: 'de', title: 'Markt', cover: media('cover_1'), coverAlt: 'Skyline von Dubai' }
    expect(localizedPart('articles', article, CMS)).toEqual({ title: 'Markt', coverAlt: 'Skyline von Dubai' })
    expect(localizedPart('articles', { ...article, coverAlt: ' ' }, CMS)).toEqual({ title: 'Markt' })
  })
})

describe('version 4 entries and nulls', () => {
  it('lifts attributes, unwraps { data } and keeps the numeric id as the site id', () => {
    const { record, meta } = mapDocument(
      'partners',
      {
        id: 4,
        attributes: { name: 'Emaar', logo: { data: { id: 1, attributes: { url: '/uploads/e.svg', mime: 'image/svg+xml', alternativeText: 'Emaar' } } } },
      },
      CMS,
    )
    expect(meta).toEqual({ strapiId: 4 })
    expect(Partner.parse(record)).toEqual({ id: 4, name: 'Emaar', logo: { src: '/media/uploads/e.svg', alt: 'Emaar', ...SVG_DEFAULT_SIZE } })
  })

  it('cuts a v4 publishedAt timestamp to its date, also for an entry given unread (not through readPage)', () => {
    const { record } = mapDocument('partners', { id: 4, attributes: { name: 'Emaar', publishedAt: '2026-10-01T08:30:00.000Z' } }, CMS)
    expect(record.publishedAt).toBe('2026-10-01')
  })

  it('drops nulls at every depth', () => {
    expect(withoutNulls({ a: null, b: [1, null, { c: null, d: 2 }], e: { f: null } })).toEqual({ b: [1, { d: 2 }], e: {} })
  })
})

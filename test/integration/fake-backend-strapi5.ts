// The fake content backend's `strapi5` mode: a small in-memory Strapi 5 that answers as the real one
// does (flat documents, `null` for every empty field, media objects, components with ids, Blocks,
// one locale per request with its own numeric id and a shared documentId, pageSize silently capped
// at 100, a NEW id on every publish), plus control calls a test makes to publish, unpublish, delete
// and add documents. Plain code (no Node imports): the server runs it, tests import its constants.

type Fields = Record<string, unknown>

interface FakeDoc {
  documentId: string
  /** Non-localized fields: one value for every locale. */
  shared: Fields
  /** Per locale: its own numeric id and its localized fields. */
  versions: Record<string, { id: number; fields: Fields }>
  createdAt: string
}

export interface Strapi5Store {
  nextId: number
  collections: Record<string, FakeDoc[]>
}

/** Localized fields per collection (the content model); reviews and partners have i18n off. */
const STRAPI5_LOCALIZED: Record<string, string[] | null> = {
  locations: ['name', 'description', 'imageAlt', 'aliases'],
  consultants: ['role'],
  projects: ['title', 'description', 'development', 'paymentPlan', 'travelTimes', 'photoAlts', 'planAlts'],
  faqs: ['question', 'answer'],
  articles: ['title', 'excerpt', 'body', 'takeaways', 'coverAlt'],
  reviews: null,
  partners: null,
  developers: ['headquarters', 'summary', 'trackRecord', 'notableProjects', 'handoverNote'],
}

/** Every field of each collection, so an empty one answers `null` as Strapi does. */
const FIELDS: Record<string, string[]> = {
  locations: ['slug', 'name', 'spotlight', 'description', 'image', 'imageAlt', 'aliases', 'center'],
  consultants: ['siteId', 'agentId', 'name', 'role', 'photo', 'expertise', 'languages', 'phone', 'email', 'brn'],
  projects: [
    'siteId',
    'slug',
    'title',
    'developer',
    'area',
    'development',
    'type',
    'market',
    'priceAed',
    'bedroomsMin',
    'bedroomsMax',
    'sizeSqftMin',
    'sizeSqftMax',
    'handover',
    'paymentPlan',
    'unitsLeft',
    'unitTypes',
    'coordinates',
    'amenities',
    'travelTimes',
    'description',
    'photos',
    'photoAlts',
    'floorPlans',
    'planAlts',
    'brochure',
    'agentId',
    'featured',
    'permit',
    'publicationDate',
  ],
  reviews: ['siteId', 'author', 'rating', 'text', 'date', 'source', 'agentId'],
  developers: [
    'slug',
    'name',
    'logo',
    'founded',
    'headquarters',
    'summary',
    'trackRecord',
    'projectsDelivered',
    'unitsDelivered',
    'notableProjects',
    'handoverNote',
  ],
  partners: ['siteId', 'name', 'logo'],
  faqs: ['siteId', 'topic', 'question', 'answer'],
  articles: ['siteId', 'slug', 'topic', 'title', 'excerpt', 'body', 'takeaways', 'cover', 'coverAlt', 'author', 'publicationDate'],
}

const STAMP = '2026-11-25T10:00:00.000Z'

/** A media object as Strapi 5's `populate=*` returns it; an SVG has no size and no formats. */
export function upload(name: string, alternativeText: string | null, ext: 'webp' | 'svg' = 'webp'): Fields {
  const hash = `${name}_a1b2c3d4e5`
  return {
    id: 900,
    documentId: `media${name}`,
    name: `${name}.${ext}`,
    alternativeText,
    caption: null,
    width: ext === 'svg' ? null : 1200,
    height: ext === 'svg' ? null : 800,
    formats: ext === 'svg' ? null : { thumbnail: { name: `thumbnail_${name}.${ext}`, url: `/uploads/thumbnail_${hash}.${ext}`, width: 234, height: 156 } },
    hash,
    ext: `.${ext}`,
    mime: ext === 'svg' ? 'image/svg+xml' : 'image/webp',
    size: 42.1,
    url: `/uploads/${hash}.${ext}`,
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    createdAt: STAMP,
    updatedAt: STAMP,
  }
}

const text = (value: string) => ({ type: 'text', text: value })
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children })

interface Seed {
  documentId: string
  shared: Fields
  locales: Record<string, Fields>
}

/**
 * A unit type as the project controller answers `populate=*` (its floor plan populated, a media
 * inside a component); decimals as strings, as Strapi on Postgres answers them.
 */
const unitType = (id: number, fields: Fields): Fields => ({
  id,
  bedrooms: null,
  unitsAvailable: null,
  floorPlan: null,
  serviceChargeAedSqft: null,
  ...fields,
})

/** The development, payment plan and travel times are localized: `fields` gives the English ones. */
const project = (documentId: string, siteId: number | null, fields: Fields, locales: Record<string, Fields>): Seed => {
  const { development, paymentPlan, travelTimes = [], ...shared } = fields
  return {
    documentId,
    shared: {
      siteId,
      unitsLeft: null,
      unitTypes: null,
      amenities: null,
      floorPlans: null,
      brochure: null,
      featured: false,
      ...shared,
    },
    locales: { ...locales, en: { development, paymentPlan, travelTimes, ...locales.en } },
  }
}

/** What a fresh run's backend holds (projects 501 and 502 carry a siteId, 503 was created in the CMS without one). */
const STRAPI5_SEED: Record<string, Seed[]> = {
  locations: [
    {
      documentId: 'loc0creek',
      shared: { slug: 'dubai-creek-harbour', spotlight: true, image: upload('creek', 'Creek towers at dusk') },
      locales: {
        en: { name: 'Dubai Creek Harbour', description: 'Creekside towers.' },
        ar: { name: 'خور دبي', description: 'أبراج على الخور.' },
      },
    },
    {
      documentId: 'loc1hills',
      shared: { slug: 'dubai-hills-estate', spotlight: null, image: upload('hills', null) },
      // Arabic only partly translated: the description stays English.
      locales: { en: { name: 'Dubai Hills Estate', description: 'Green living.' }, ar: { name: 'دبي هيلز استيت', description: null } },
    },
  ],
  consultants: [
    {
      documentId: 'con0layla',
      shared: {
        siteId: 11,
        agentId: 'AG-501',
        name: 'Layla Haddad',
        photo: upload('layla', 'Layla Haddad'),
        expertise: ['off-plan'],
        languages: ['en', 'ar'],
        phone: '+971501234567',
        email: 'layla@example.com',
        brn: '12345',
      },
      locales: { en: { role: 'Senior consultant' }, ar: { role: 'مستشارة أولى' } },
    },
  ],
  projects: [
    project(
      'prj0harbour',
      501,
      {
        slug: 'synced-harbour-views',
        developer: 'Emaar',
        area: 'dubai-creek-harbour',
        development: 'Creek Beach',
        type: 'apartment',
        market: 'off-plan',
        priceAed: 1_850_000,
        bedroomsMin: 1,
        bedroomsMax: 3,
        sizeSqftMin: '700.50',
        sizeSqftMax: 1650,
        handover: '2028-06-30',
        paymentPlan: [
          { id: 1, label: 'On booking', percent: 20, due: null },
          { id: 2, label: 'On handover', percent: 80, due: '2028-06-30' },
        ],
        unitTypes: [
          unitType(11, { bedrooms: 3, sizeSqftMin: '1300.00', sizeSqftMax: '1650.00', priceAed: 3_200_000, unitsAvailable: 6, serviceChargeAedSqft: '17.50' }),
          unitType(12, {
            bedrooms: 1,
            sizeSqftMin: '700.50',
            sizeSqftMax: '950.00',
            priceAed: 1_850_000,
            floorPlan: upload('harbour-1br', null, 'svg'),
            serviceChargeAedSqft: '17.50',
          }),
        ],
        photos: [upload('harbour', 'Harbour Views from the creek'), upload('harbour2', null)],
        floorPlans: [upload('harbour-1br', null, 'svg')],
        agentId: 'AG-501',
        featured: true,
        permit: '71234567',
        publicationDate: '2026-10-01',
      },
      {
        en: { title: 'Synced Harbour Views', description: 'Waterfront apartments synced from the content backend.' },
        ar: { title: 'إطلالات المرفأ', description: 'شقق على الواجهة المائية.' },
        fr: { title: 'Vue sur le port', description: null },
      },
    ),
    project(
      'prj1hills',
      502,
      {
        slug: 'synced-hills-villas',
        developer: 'Meraas',
        area: 'dubai-hills-estate',
        development: 'Dubai Hills Park',
        type: 'villa',
        market: 'secondary',
        priceAed: 6_400_000,
        bedroomsMin: 4,
        bedroomsMax: 6,
        sizeSqftMin: 3200,
        sizeSqftMax: 6100,
        handover: '2025-12-01',
        paymentPlan: null,
        unitTypes: [
          unitType(13, { bedrooms: 4, sizeSqftMin: 3200, sizeSqftMax: 4100, priceAed: 6_400_000, floorPlan: upload('hills-plan', 'Ground floor', 'svg') }),
          unitType(14, { bedrooms: 6, sizeSqftMin: 5200, sizeSqftMax: 6100, priceAed: 9_750_000 }),
        ],
        photos: [upload('hills-villas', 'Villas on the park')],
        floorPlans: [upload('hills-plan', 'Ground floor', 'svg')],
        agentId: 'AG-502',
        permit: '71234568',
        publicationDate: '2026-09-15',
      },
      { en: { title: 'Synced Hills Villas', description: 'Family villas on the park.' }, ar: { title: 'فلل التلال', description: 'فلل عائلية.' } },
    ),
    project(
      'prj2marina',
      null,
      {
        slug: 'synced-marina-loft',
        developer: 'Select Group',
        area: 'dubai-marina',
        development: 'Marina Gate',
        type: 'penthouse',
        market: 'off-plan',
        priceAed: 9_900_000,
        bedroomsMin: 4,
        bedroomsMax: 4,
        sizeSqftMin: 5000,
        sizeSqftMax: 5000,
        handover: '2027-03-31',
        paymentPlan: [],
        photos: [upload('marina-loft', 'Marina loft')],
        agentId: 'AG-501',
        permit: '71234569',
        publicationDate: '2026-08-20',
      },
      { en: { title: 'Synced Marina Loft', description: 'A penthouse over the marina.' } },
    ),
  ],
  reviews: [
    {
      documentId: 'rev0',
      shared: { siteId: 21, author: 'Sam', rating: 5, text: 'Great help from start to finish.', date: '2026-10-02', source: 'Google' },
      locales: { en: {} },
    },
    {
      documentId: 'rev1',
      shared: { siteId: 22, author: 'Ana', rating: 4, text: 'Quick and clear.', date: '2026-09-12', source: 'Bayut' },
      locales: { en: {} },
    },
  ],
  developers: [
    {
      documentId: 'dev0emaar',
      shared: { slug: 'emaar', name: 'Emaar', logo: upload('emaar', null, 'svg'), founded: 1997 },
      locales: {
        en: {
          headquarters: 'Dubai, United Arab Emirates',
          summary: 'The developer of Downtown Dubai.',
          trackRecord: 'Founded in Dubai in 1997.',
          notableProjects: ['Burj Khalifa'],
        },
        ar: {
          headquarters: 'دبي، الإمارات العربية المتحدة',
          summary: 'مطوّر وسط مدينة دبي.',
          trackRecord: 'تأسست في دبي عام 1997.',
          notableProjects: ['برج خليفة'],
        },
      },
    },
  ],
  partners: [{ documentId: 'par0emaar', shared: { siteId: 31, name: 'Emaar', logo: upload('emaar', null, 'svg') }, locales: { en: {} } }],
  faqs: [
    {
      documentId: 'faq0foreign',
      shared: { siteId: 41, topic: 'home' },
      locales: {
        en: { question: 'Can foreigners buy in Dubai?', answer: 'Yes, in freehold areas.' },
        ar: { question: 'هل يمكن للأجانب الشراء في دبي؟', answer: 'نعم، في مناطق التملك الحر.' },
      },
    },
  ],
  articles: [
    {
      documentId: 'art0market',
      shared: {
        siteId: 71,
        slug: 'synced-market-update',
        topic: 'news',
        cover: upload('market', 'Skyline'),
        author: 'Marsa research',
        publicationDate: '2026-10-30',
      },
      locales: {
        en: {
          title: 'Synced market update',
          excerpt: 'An article from the content backend.',
          body: [
            { type: 'heading', level: 2, children: [text('Prices')] },
            paragraph(text('Prices held '), { type: 'text', text: 'steady', bold: true }, text('. '), {
              type: 'link',
              url: 'javascript:alert(1)',
              children: [text('x')],
            }),
            { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [text('Off-plan led')] }] },
          ],
          takeaways: null,
        },
        ar: { title: 'تحديث السوق', excerpt: 'مقال من نظام المحتوى.', body: [paragraph(text('استقرت الأسعار.'))], takeaways: ['استقرار.'] },
      },
    },
  ],
}

export function createStrapi5Store(): Strapi5Store {
  const store: Strapi5Store = { nextId: 1, collections: {} }
  for (const [name, seeds] of Object.entries(STRAPI5_SEED)) {
    store.collections[name] = seeds.map((seed) => ({
      documentId: seed.documentId,
      shared: structuredClone(seed.shared),
      versions: Object.fromEntries(Object.entries(seed.locales).map(([locale, fields]) => [locale, { id: store.nextId++, fields: structuredClone(fields) }])),
      createdAt: '2026-11-20T09:00:00.000Z',
    }))
  }
  return store
}

/** The flat document of one locale version, every field present (`null` when empty). */
function documentOf(name: string, doc: FakeDoc, locale: string): Fields {
  const version = doc.versions[locale]
  const localized = STRAPI5_LOCALIZED[name]
  const fields: Fields = { id: version?.id, documentId: doc.documentId }
  for (const field of FIELDS[name] ?? []) fields[field] = (localized?.includes(field) ? version?.fields[field] : doc.shared[field]) ?? null
  return { ...fields, createdAt: doc.createdAt, updatedAt: STAMP, publishedAt: STAMP, ...(localized ? { locale, localizations: [] } : {}) }
}

const error = (status: number, name: string, message: string) => ({ status, body: { data: null, error: { status, name, message, details: {} } } })

export interface Answer {
  status: number
  body: unknown
  contentType?: string
}

/** `GET /api/<collection>` as Strapi 5 answers it. */
export function listAnswer(store: Strapi5Store, name: string, params: URLSearchParams): Answer {
  const docs = store.collections[name]
  if (!docs) return error(404, 'NotFoundError', 'Not Found')
  const localized = STRAPI5_LOCALIZED[name] !== null
  const locale = localized ? (params.get('locale') ?? 'en') : 'en'
  const page = Math.max(1, Number(params.get('pagination[page]') ?? 1) || 1)
  // Strapi's maxLimit: a larger pageSize is quietly answered with 100.
  const pageSize = Math.min(100, Math.max(1, Number(params.get('pagination[pageSize]') ?? 25) || 25))
  const inLocale = docs.filter((doc) => doc.versions[locale]).sort((a, b) => (a.documentId < b.documentId ? -1 : a.documentId > b.documentId ? 1 : 0))
  const data = inLocale.slice((page - 1) * pageSize, page * pageSize).map((doc) => documentOf(name, doc, locale))
  return { status: 200, body: { data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(inLocale.length / pageSize), total: inLocale.length } } } }
}

/** A control call (`POST {base}/__control`): what editors do in the admin. */
export type Strapi5Op =
  /** Publish (after an optional edit): the locale version gets a NEW numeric id, as in Strapi 5. */
  | { op: 'publish'; collection: string; documentId: string; locale?: string; shared?: Fields; fields?: Fields }
  | { op: 'unpublish' | 'delete'; collection: string; documentId: string }
  /** `count` FAQs created in the CMS without a siteId. */
  | { op: 'add-faqs'; count: number }

export function control(store: Strapi5Store, op: Strapi5Op): Answer {
  if (op.op === 'add-faqs') {
    const list = store.collections.faqs ?? []
    for (let i = 0; i < op.count; i++)
      list.push({
        documentId: `faqbulk${String(i).padStart(4, '0')}`,
        shared: { siteId: null, topic: 'careers' },
        versions: { en: { id: store.nextId++, fields: { question: `Bulk question ${i}?`, answer: `Answer ${i}.` } } },
        createdAt: STAMP,
      })
    store.collections.faqs = list
    return { status: 200, body: { total: list.length } }
  }
  const list = store.collections[op.collection] ?? []
  const doc = list.find((d) => d.documentId === op.documentId)
  if (!doc) return error(404, 'NotFoundError', 'Not Found')
  if (op.op !== 'publish') {
    // Unpublished and deleted documents both leave the published list.
    store.collections[op.collection] = list.filter((d) => d !== doc)
    return { status: 200, body: { ok: true } }
  }
  const locale = op.locale ?? 'en'
  Object.assign(doc.shared, op.shared ?? {})
  doc.versions[locale] = { id: store.nextId++, fields: { ...(doc.versions[locale]?.fields ?? {}), ...(op.fields ?? {}) } }
  return { status: 200, body: { id: doc.versions[locale].id } }
}

/** An uploaded file (`GET {base}/uploads/<file>`): every upload of the seed exists, anything else is 404. */
export function uploadAnswer(file: string): Answer {
  const svg = file.endsWith('.svg')
  if (!/_a1b2c3d4e5\.(webp|svg)$/.test(file)) return { status: 404, body: 'Not Found', contentType: 'text/plain' }
  return svg
    ? { status: 200, body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="3" height="2"/></svg>', contentType: 'image/svg+xml' }
    : { status: 200, body: 'RIFF----WEBPVP8 fake', contentType: 'image/webp' }
}

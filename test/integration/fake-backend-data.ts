// What the fake content backend serves: records named as our schemas name them (the backend's field
// names are ours). Plain data, imported by the Node server and by the tests in workerd alike.

const image = (name: string) => ({ src: `/images/test/${name}.webp`, alt: `Photo of ${name}`, width: 1200, height: 800 })

export const FAKE_PROJECTS = [
  {
    id: 501,
    slug: 'synced-harbour-views',
    title: 'Synced Harbour Views',
    developer: 'Emaar',
    area: 'dubai-creek-harbour',
    development: 'Creek Beach',
    type: 'apartment',
    market: 'off-plan',
    priceAed: 1_850_000,
    bedroomsMin: 1,
    bedroomsMax: 3,
    sizeSqftMin: 700,
    sizeSqftMax: 1650,
    handover: '2028-06-30',
    paymentPlan: [
      { label: 'On booking', percent: 20 },
      { label: 'On handover', percent: 80 },
    ],
    description: 'Waterfront apartments synced from the content backend.',
    photos: [image('harbour-views')],
    agentId: 'AG-501',
    featured: true,
    permit: '71234567',
    publishedAt: '2026-10-01T08:30:00.000Z',
    translations: { fr: { title: 'Vue sur le port' } },
  },
  {
    id: 502,
    slug: 'synced-hills-villas',
    title: 'Synced Hills Villas',
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
    description: 'Family villas on the park.',
    photos: [image('hills-villas')],
    agentId: 'AG-502',
    permit: '71234568',
    publishedAt: '2026-09-15',
  },
  {
    id: 503,
    slug: 'synced-marina-loft',
    title: 'Synced Marina Loft',
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
    description: 'A penthouse over the marina.',
    photos: [image('marina-loft')],
    agentId: 'AG-501',
    permit: '71234569',
    publishedAt: '2026-08-20',
  },
]

/** Records the schema refuses, served beside the valid projects in the `invalid-records` mode. */
export const INVALID_PROJECTS = [
  { ...FAKE_PROJECTS[0], id: 601, slug: 'bad-price', priceAed: -5 },
  { ...FAKE_PROJECTS[0], id: 602, slug: 'bad-photo', photos: [{ src: 'https://evil.example/x.png', alt: 'x', width: 1, height: 1 }] },
  { title: 'No id at all' },
]

export const FAKE_CONSULTANTS = [
  {
    id: 11,
    agentId: 'AG-501',
    name: 'Layla Haddad',
    role: 'Senior consultant',
    photo: image('layla'),
    expertise: ['off-plan'],
    languages: ['en', 'ar'],
    phone: '+971501234567',
    email: 'layla@example.com',
    brn: '12345',
  },
]

export const FAKE_LOCATIONS = [
  { id: 1, slug: 'dubai-creek-harbour', name: 'Dubai Creek Harbour', spotlight: true, description: 'Creekside towers.', image: image('creek') },
  { id: 2, slug: 'dubai-hills-estate', name: 'Dubai Hills Estate', description: 'Green living.', image: image('hills') },
]

export const FAKE_REVIEWS = [
  { id: 21, author: 'Sam', rating: 5, text: 'Great help from start to finish.', date: '2026-10-02', source: 'Google' },
  { id: 22, author: 'Ana', rating: 4, text: 'Quick and clear.', date: '2026-09-12', source: 'Bayut' },
]

export const FAKE_PARTNERS = [{ id: 31, name: 'Emaar', logo: image('emaar') }]

export const FAKE_DEVELOPERS = [
  {
    slug: 'emaar',
    name: 'Emaar',
    logo: image('emaar'),
    founded: 1997,
    headquarters: 'Dubai, United Arab Emirates',
    summary: 'The developer of Downtown Dubai.',
    trackRecord: 'Founded in Dubai in 1997.\n\nIt built Downtown Dubai.',
    notableProjects: ['Burj Khalifa'],
  },
]

export const FAKE_FAQS = [{ id: 41, topic: 'home', question: 'Can foreigners buy in Dubai?', answer: 'Yes, in freehold areas.' }]

export const FAKE_ARTICLES = [
  {
    id: 71,
    slug: 'synced-market-update',
    topic: 'news',
    title: 'Synced market update',
    excerpt: 'An article from the content backend.',
    body: 'Prices held steady.',
    author: 'Marsa research',
    publishedAt: '2026-10-30T10:00:00.000Z',
  },
]

/** Every collection the fake backend serves, by its REST path segment. */
export const FAKE_COLLECTIONS: Record<string, readonly unknown[]> = {
  projects: FAKE_PROJECTS,
  consultants: FAKE_CONSULTANTS,
  locations: FAKE_LOCATIONS,
  reviews: FAKE_REVIEWS,
  partners: FAKE_PARTNERS,
  developers: FAKE_DEVELOPERS,
  faqs: FAKE_FAQS,
  articles: FAKE_ARTICLES,
}

/**
 * How the fake backend behaves, chosen by the first path segment of the base URL a test configures
 * (`{url}/{mode}/{run}`), so test files running in parallel never share a switch. `strapi5` is a
 * stateful Strapi 5 per run (fake-backend-strapi5.ts).
 */
export const FAKE_MODES = ['up', 'v5', 'strapi5', 'v3', 'slow', 'malformed', '500-then-ok', 'always-503', 'invalid-records', 'empty', 'page2-fails'] as const
export type FakeMode = (typeof FAKE_MODES)[number]

/** A request the fake backend received (listed at `GET {url}/__requests/{run}`). */
export interface FakeRequest {
  method: string
  path: string
  query: string
  authorization: string | null
}

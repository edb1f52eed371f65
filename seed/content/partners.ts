// Embedded default: developer and bank partners shown as logos on the home page. The logos are
// our own monochrome wordmarks of the names (scripts/art/catalog.mjs), not the brands' artwork.
import type { z } from 'zod'
import type { Partner } from '../../src/modules/content/schema'
import { partnerLogo } from './media'

type PartnerInput = z.input<typeof Partner>

/** Name, logo file slug, and how the wordmark is set (read by the art script). */
export const PARTNER_MARKS = [
  { id: 1, name: 'Emaar Properties', slug: 'emaar', word: 'EMAAR', style: 'serif-caps' },
  { id: 2, name: 'DAMAC Properties', slug: 'damac', word: 'DAMAC', style: 'sans-caps' },
  { id: 3, name: 'Sobha Realty', slug: 'sobha', word: 'SOBHA', style: 'serif-caps', sub: 'REALTY' },
  { id: 4, name: 'Nakheel', slug: 'nakheel', word: 'nakheel', style: 'sans-lower' },
  { id: 5, name: 'Meraas', slug: 'meraas', word: 'MERAAS', style: 'spaced-caps' },
  { id: 6, name: 'Ellington Properties', slug: 'ellington', word: 'Ellington', style: 'serif-title', sub: 'PROPERTIES' },
  { id: 7, name: 'Binghatti', slug: 'binghatti', word: 'BINGHATTI', style: 'sans-caps' },
  { id: 8, name: 'Omniyat', slug: 'omniyat', word: 'OMNIYAT', style: 'spaced-caps' },
  { id: 9, name: 'Aldar', slug: 'aldar', word: 'aldar', style: 'sans-lower' },
  { id: 10, name: 'Emirates NBD', slug: 'emirates-nbd', word: 'Emirates NBD', style: 'sans-title' },
  { id: 11, name: 'Mashreq', slug: 'mashreq', word: 'mashreq', style: 'sans-lower' },
  { id: 12, name: 'Dubai Islamic Bank', slug: 'dubai-islamic-bank', word: 'Dubai Islamic Bank', style: 'serif-title' },
] as const

export const partners: PartnerInput[] = PARTNER_MARKS.map(({ id, name, slug }) => ({ id, name, logo: partnerLogo(slug, name) }))

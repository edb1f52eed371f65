// The Refer & Earn FAQs, read through the KV cache (`faqs:partners`, cleared by the content sync
// with the rest of the `faqs:*` family), so a page view costs a KV read, not a D1 query. A failure
// empties the FAQ, never the page.
import { type CacheOptions, cached } from '../../lib/cache.server'
import { errorText, log } from '../../lib/log.server'
import { CONTENT_CACHE_KEYS, keyIn } from '../../modules/content/cache-keys'
import { listFaqs } from '../../modules/content/data.server'
import type { Faq } from '../../modules/content/schema'

export const PARTNERS_CACHE_TTL = 300
export const FAQS_CACHE_KEY = keyIn(CONTENT_CACHE_KEYS.faqs, 'partners')

export async function loadPartnerFaqs(env: Pick<Env, 'DB' | 'KV'>, options: CacheOptions): Promise<Faq[]> {
  try {
    return await cached(env.KV, FAQS_CACHE_KEY, options, () => listFaqs(env.DB, 'partners'))
  } catch (error) {
    log.error('partners: could not load the FAQs', { error: errorText(error) })
    return []
  }
}

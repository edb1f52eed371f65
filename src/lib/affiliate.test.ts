// Affiliate tracking's decisions: URL parameters → the click, an id read vs a click registered, what
// persists in the main state, what a lead carries, and which configured script URLs count.
import { describe, expect, it, vi } from 'vitest'
import {
  type AffiliateSdk,
  affiliateLeadFields,
  affiliateScript,
  clickPayload,
  forgetTransactionId,
  MAIN_STATE_KEY,
  readMainState,
  rememberCountry,
  trackAffiliate,
  writeMainState,
} from './affiliate'
import type { KeyValueStorage } from './storage'

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial }
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value
    },
  }
}

const params = (query: string) => new URLSearchParams(query)

/** A fake network SDK: knows `known` for an offer, and answers a click with `clickId`. */
function sdk(known: Record<number, string> = {}, clickId: unknown = 'click-abc123') {
  return {
    getAdvertiserTransactionId: vi.fn((offer: number) => known[offer]),
    click: vi.fn(async () => clickId),
  } satisfies AffiliateSdk
}

describe('clickPayload', () => {
  it('takes offer, affiliate, sub1–sub5, uid, source_id and the transaction id from the URL parameters', () => {
    const query = 'oid=5&affid=7&sub1=a&sub2=b&sub3=c&sub4=d&sub5=e&uid=u9&source_id=s1&_ef_transaction_id=tx_1'
    expect(clickPayload(params(query))).toEqual({
      offer_id: 5,
      affiliate_id: 7,
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
      sub4: 'd',
      sub5: 'e',
      uid: 'u9',
      source_id: 's1',
      transaction_id: 'tx_1',
    })
  })

  it('defaults to offer 3 and affiliate 1 (spec §9), also for values that are not ids', () => {
    expect(clickPayload(params(''))).toEqual({ offer_id: 3, affiliate_id: 1 })
    expect(clickPayload(params('oid=abc&affid=-2'))).toEqual({ offer_id: 3, affiliate_id: 1 })
    expect(clickPayload(params('oid=0&affid=1e3'))).toEqual({ offer_id: 3, affiliate_id: 1 })
  })

  it('leaves out blank parameters, cuts long ones, and never passes a malformed transaction id', () => {
    const payload = clickPayload(params(`sub1=%20%20&sub2=${'x'.repeat(300)}&_ef_transaction_id=${encodeURIComponent('<script>')}`))
    expect(payload).toEqual({ offer_id: 3, affiliate_id: 1, sub2: 'x'.repeat(255) })
  })
})

describe('trackAffiliate', () => {
  it('registers a click with the URL values when no transaction id is known, and stores the returned id', async () => {
    const storage = memoryStorage()
    const network = sdk()
    const outcome = await trackAffiliate(network, params('oid=5&affid=7&sub1=x'), storage)
    expect(outcome).toEqual({ transactionId: 'click-abc123', registered: true })
    expect(network.getAdvertiserTransactionId).toHaveBeenCalledWith(5)
    expect(network.click).toHaveBeenCalledWith({ offer_id: 5, affiliate_id: 7, sub1: 'x' })
    expect(readMainState(storage).transactionId).toBe('click-abc123')
  })

  it('stores the id from the URL (_ef_transaction_id) and registers no click', async () => {
    const storage = memoryStorage()
    const network = sdk()
    expect(await trackAffiliate(network, params('_ef_transaction_id=from-url-42'), storage)).toEqual({ transactionId: 'from-url-42', registered: false })
    expect(network.click).not.toHaveBeenCalled()
    expect(readMainState(storage).transactionId).toBe('from-url-42')
  })

  it('stores the id the network knows for the offer (default offer 3) and registers no click', async () => {
    const storage = memoryStorage()
    const network = sdk({ 3: 'cookie-id-3' })
    expect(await trackAffiliate(network, params(''), storage)).toEqual({ transactionId: 'cookie-id-3', registered: false })
    expect(network.getAdvertiserTransactionId).toHaveBeenCalledWith(3)
    expect(network.click).not.toHaveBeenCalled()
  })

  it('keeps a stored id on a visit without affiliate parameters, but registers the click of a new affiliate link', async () => {
    const storage = memoryStorage()
    writeMainState(storage, { transactionId: 'earlier-id' })
    const network = sdk()
    expect(await trackAffiliate(network, params('utm_source=google'), storage)).toEqual({ transactionId: 'earlier-id', registered: false })
    expect(network.click).not.toHaveBeenCalled()
    expect(await trackAffiliate(network, params('affid=9'), storage)).toEqual({ transactionId: 'click-abc123', registered: true })
    expect(readMainState(storage).transactionId).toBe('click-abc123')
  })

  it('fails (and stores nothing) when the click returns no usable id', async () => {
    const storage = memoryStorage()
    await expect(trackAffiliate(sdk({}, { id: 1 }), params('oid=5'), storage)).rejects.toThrow(/no transaction id/)
    await expect(trackAffiliate(sdk({}, 'has space'), params('oid=5'), storage)).rejects.toThrow(/no transaction id/)
    expect(storage.data[MAIN_STATE_KEY]).toBeUndefined()
  })
})

describe('the persisted main state', () => {
  it('keeps the transaction id and the current country together under one key', () => {
    const storage = memoryStorage()
    writeMainState(storage, { transactionId: 'abc' })
    expect(rememberCountry(storage, 'DE')).toEqual({ code: 'DE', name: 'Germany' })
    expect(JSON.parse(storage.data[MAIN_STATE_KEY] ?? '')).toEqual({ transactionId: 'abc', country: { code: 'DE', name: 'Germany' } })
  })

  it('reuses a stored country (spec §4) and ignores an unknown or missing one', () => {
    const storage = memoryStorage()
    expect(rememberCountry(storage, undefined)).toBeUndefined()
    expect(rememberCountry(storage, 'xx1')).toBeUndefined()
    expect(storage.data[MAIN_STATE_KEY]).toBeUndefined()
    rememberCountry(storage, 'AE')
    expect(rememberCountry(storage, 'FR')).toEqual({ code: 'AE', name: 'United Arab Emirates' })
  })

  it('reads a corrupt or hand-edited value as empty parts', () => {
    expect(readMainState(memoryStorage({ [MAIN_STATE_KEY]: '{not json' }))).toEqual({})
    expect(readMainState(memoryStorage({ [MAIN_STATE_KEY]: '"text"' }))).toEqual({})
    expect(readMainState(memoryStorage({ [MAIN_STATE_KEY]: JSON.stringify({ transactionId: 'a b', country: { code: 'de' } }) }))).toEqual({})
    expect(readMainState(null)).toEqual({})
  })

  it('survives storage that throws on write', () => {
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(writeMainState(full, { transactionId: 'abc' })).toEqual({ transactionId: 'abc' })
  })

  it('gives a lead the stored country, and the stored id only with marketing consent', () => {
    const storage = memoryStorage()
    expect(affiliateLeadFields(storage, true)).toEqual({})
    writeMainState(storage, { transactionId: 'tx-9', country: { code: 'GB', name: 'United Kingdom' } })
    expect(affiliateLeadFields(storage, true)).toEqual({ transaction_id: 'tx-9', visitor_country: 'GB' })
    expect(affiliateLeadFields(storage, false)).toEqual({ visitor_country: 'GB' })
  })

  it('forgets the transaction id (consent withdrawn) and keeps the country', () => {
    const storage = memoryStorage()
    writeMainState(storage, { transactionId: 'tx-9', country: { code: 'GB', name: 'United Kingdom' } })
    forgetTransactionId(storage)
    expect(readMainState(storage)).toEqual({ country: { code: 'GB', name: 'United Kingdom' } })
    expect(() => forgetTransactionId(null)).not.toThrow()
  })
})

describe('affiliateScript', () => {
  it('accepts an absolute http(s) URL and turns tracking off for anything else', () => {
    expect(affiliateScript('https://track.example.com/scripts/sdk/everflow.js')?.origin).toBe('https://track.example.com')
    expect(affiliateScript('http://127.0.0.1:8797/affiliate/sdk.js')?.origin).toBe('http://127.0.0.1:8797')
    for (const off of [undefined, '', '  ', '/sdk.js', 'javascript:alert(1)', 'data:text/javascript,1', 'https://user:pw@track.example.com/x.js']) {
      expect(affiliateScript(off), String(off)).toBeUndefined()
    }
  })
})

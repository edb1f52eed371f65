// A fake of an affiliate network's browser SDK (Everflow's `EF` global, the calls this site uses), served
// by test/e2e/fakes/handlers/affiliate.mjs. Clicks go to the origin this script came from, as the real one's do.
;(() => {
  const origin = new URL(document.currentScript.src).origin
  const urlParameter = (name) => new URLSearchParams(location.search).get(name) || ''
  window.EF = {
    urlParameter,
    // The real SDK also reads its own cookie per offer; the fake knows only the URL's id.
    getAdvertiserTransactionId: (_offerId) => urlParameter('_ef_transaction_id'),
    click: async (params) => {
      const query = new URLSearchParams()
      for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value))
      const response = await fetch(`${origin}/affiliate/click?${query}`)
      if (!response.ok) throw new Error(`click answered ${response.status}`)
      return (await response.json()).transaction_id
    },
  }
})()

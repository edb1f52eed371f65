// The real assets/ directory served by Cloudflare's own asset server (Miniflare's) with a Worker behind it,
// as production serves files before the Worker: shared by the tests of static headers and icons.
import { join } from 'node:path'
import { Miniflare } from 'miniflare'
import { afterAll, beforeAll } from 'vitest'

export const ASSETS = join(import.meta.dirname, '../../assets')
export const ASSET_ORIGIN = 'https://marsa.example'

/**
 * Starts the asset server for the calling file (or describe block) and returns a fetch of a path on it.
 * The Worker behind the files answers what no file matches with 418.
 */
export function startAssetServer(): (path: string) => Promise<Response> {
  let mf: Miniflare | undefined
  beforeAll(async () => {
    mf = new Miniflare({
      modules: true,
      script: 'export default { fetch: () => new Response("worker", { status: 418 }) }',
      compatibilityDate: '2026-04-20',
      assets: { directory: ASSETS, routerConfig: { has_user_worker: true }, assetConfig: { not_found_handling: 'none' } },
    })
    await mf.ready
  }, 60_000)
  afterAll(async () => {
    await mf?.dispose()
  })
  return async (path) => {
    if (!mf) throw new Error('asset server not started')
    return (await mf.dispatchFetch(`${ASSET_ORIGIN}${path}`)) as unknown as Response
  }
}

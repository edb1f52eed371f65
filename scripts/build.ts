// Builds the browser side into assets/build/: the island loader and chunks (esbuild, code-split,
// hashed), the pages' CSS from UnoCSS, per group of pages (its text goes into manifest.json: the worker
// inlines it in each page's head, so no stylesheet request holds up the first paint), the self-hosted @fontsource fonts
// with their @font-face rules in a small hashed stylesheet of their own (loaded after the first paint,
// see src/lib/fonts.ts), and manifest.json which the worker imports. Run by `wrangler dev`/`wrangler
// deploy` through [build].
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { createGenerator } from '@unocss/core'
import { build } from 'esbuild'
import unoConfig from '../uno.config'
import { serverOnlyInBundle } from './check-layers'
import { registeredDefaults } from './css-defaults'

const root = join(import.meta.dirname, '..')
const out = join(root, 'assets/build')
const require = createRequire(import.meta.url)

const FONTS = [
  '@fontsource-variable/inter/wght.css',
  '@fontsource-variable/playfair-display/wght.css',
  '@fontsource-variable/noto-sans-arabic/wght.css',
  '@fontsource-variable/noto-sans-hebrew/wght.css',
]
/** Subsets we ship: the locales need latin, latin-ext, cyrillic, arabic and hebrew. */
const SUBSETS = /-(latin|latin-ext|cyrillic|cyrillic-ext|arabic|hebrew)-wght-normal\.woff2$/

const hash = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex').slice(0, 10)

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else yield path
  }
}

/** The fonts copied under hashed names, and their @font-face rules pointing at them. */
async function buildFonts(): Promise<string> {
  await mkdir(join(out, 'fonts'), { recursive: true })
  let css = ''
  for (const entry of FONTS) {
    const file = require.resolve(entry)
    const source = await readFile(file, 'utf8')
    const blocks = source.split(/(?=\/\* )/)
    for (const block of blocks) {
      const match = block.match(/url\(\.\/files\/([^)]+)\)/)
      if (!match?.[1] || !SUBSETS.test(match[1])) continue
      const name = match[1]
      const bytes = await readFile(join(dirname(file), 'files', name))
      const hashed = name.replace(/\.woff2$/, `-${hash(bytes)}.woff2`)
      await writeFile(join(out, 'fonts', hashed), bytes)
      css += block.replace(match[0], `url(/build/fonts/${hashed})`).replace(/\/\*[^*]*\*\/\s*/, '')
    }
  }
  return css.replace(/\s*\n\s*/g, '')
}

/** The @font-face rules as a hashed stylesheet of their own: its path. */
async function writeFontCss(fontCss: string): Promise<string> {
  const name = `fonts-${hash(fontCss)}.css`
  await writeFile(join(out, name), fontCss)
  return `/build/${name}`
}

/**
 * The pages' CSS, one stylesheet per group of pages (docs/decisions/020-page-css.md): a feature's
 * pages (the files its routes reach: its components, the app shell, the islands and dialogs they
 * render) or the app's error pages, plus what the island loader's own modules use. Each is the reset,
 * UnoCSS's preflights and exactly the utilities those files name, minified: ≈ 40 % less than one
 * sheet for the whole site, on every page's first paint. Group name → CSS text.
 */
async function buildCss(): Promise<Record<string, string>> {
  const uno = await createGenerator(unoConfig)
  const reset = (await readFile(require.resolve('@unocss/reset/tailwind.css'), 'utf8')).replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s*\n\s*/g, '')
  // The island loader's files are in every group: its graph is asked for once. A feature's islands
  // are left out of it: only that feature's pages render them (features never import each other),
  // so its own group reaches them; the others need not carry their classes (the catalogue's map).
  const [groups, loader] = await Promise.all([styleGroups(), sourceGraph(['src/client.tsx'], { skip: /^\.\/features\// })])
  const styles: Record<string, string> = {}
  for (const [group, files] of Object.entries(groups)) {
    const tokens = new Set<string>()
    for (const file of new Set([...files, ...loader])) await uno.applyExtractors(await readFile(join(root, file), 'utf8'), file, tokens)
    const { css } = await uno.generate(tokens, { preflights: true, minify: true })
    styles[group] = reset + registeredDefaults(css)
  }
  return styles
}

/**
 * The page groups and the source files each one's routes reach: each feature whose own files render
 * a page (`renderPage(`), by its path under src/features (`blog`, `account/partner`); and `errors`.
 */
async function styleGroups(): Promise<Record<string, string[]>> {
  const groups: Record<string, string[]> = { errors: await sourceGraph(['src/app/errors.server.tsx']) }
  const features = join(root, 'src/features')
  for await (const file of walk(features)) {
    if (!file.endsWith('/routes.tsx')) continue
    const dir = dirname(file)
    const graph = await sourceGraph([relative(root, file)])
    const own = graph.filter((path) => join(root, path).startsWith(`${dir}/`))
    const renders = await Promise.all(own.map(async (path) => (await readFile(join(root, path), 'utf8')).includes('renderPage(')))
    if (renders.some(Boolean)) groups[relative(features, dir)] = graph
  }
  return groups
}

/** The project's source files (paths from the root) that `entries` import, statically or lazily; `skip`: imports not followed. */
async function sourceGraph(entries: string[], { skip }: { skip?: RegExp } = {}): Promise<string[]> {
  const result = await build({
    plugins: skip ? [{ name: 'skip', setup: (b) => b.onResolve({ filter: skip }, (args) => ({ path: args.path, external: true })) }] : [],
    entryPoints: entries.map((entry) => join(root, entry)),
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    format: 'esm',
    outdir: join(root, '.wrangler/css-graph'),
    packages: 'external',
    external: ['cloudflare:*', '*.json'],
    platform: 'neutral',
    jsx: 'automatic',
    logLevel: 'error',
  })
  return Object.keys(result.metafile.inputs).filter((path) => path.startsWith('src/'))
}

async function buildClient() {
  const result = await build({
    entryPoints: { client: join(root, 'src/client.tsx') },
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: ['es2022'],
    entryNames: '[name]-[hash]',
    chunkNames: 'c/[name]-[hash]',
    metafile: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
  })
  // `*.server.ts` never ships to the browser (docs/decisions/008-layers.md): fail, naming how it got in.
  const leaks = serverOnlyInBundle(result.metafile)
  if (leaks.length > 0) {
    throw new Error(`server-only code in the client bundle:\n${leaks.map(({ file, chain }) => `  ${file}, imported through ${chain.join(' → ')}`).join('\n')}`)
  }
  const outputs = Object.entries(result.metafile.outputs)
  const [entry] = outputs.find(([, o]) => o.entryPoint === 'src/client.tsx') ?? []
  if (!entry) throw new Error('client entry missing from the build')
  await writeFile(join(out, 'meta.json'), JSON.stringify(result.metafile))
  // MapLibre's worker, a module it starts from its own file (src/features/catalog/maplibre.client.ts):
  // written, not copied, so it carries this build's time and is not pruned as stale.
  await writeFile(join(out, 'c', 'maplibre-gl-worker.mjs'), await readFile(join(root, 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs')))
  await dropRuntimeOnlyImports(entry, result.metafile.outputs)
  return `/${relative(join(root, 'assets'), join(root, entry))}`
}

/**
 * esbuild gives the entry a bare `import"./c/chunk-….js"` of the chunk that holds its own runtime
 * helpers (CommonJS interop the island chunks use) even when the entry uses none of them. That chunk
 * has no module of ours and no side effects: the import only costs a request before the first paint
 * (Lighthouse counts it in LCP). The islands that need the helpers import them by name.
 */
async function dropRuntimeOnlyImports(entry: string, outputs: Record<string, { inputs: Record<string, unknown> }>) {
  const path = join(root, entry)
  const code = await readFile(path, 'utf8')
  const stripped = code.replace(/import"\.\/(c\/chunk-[A-Z0-9]+\.js)";/g, (statement, chunk: string) => {
    const output = outputs[join(dirname(entry), chunk)]
    return output && Object.keys(output.inputs).length === 0 ? '' : statement
  })
  if (stripped !== code) await writeFile(path, stripped)
}

// No wipe first: a dev server and a test run may build at once. Names are content hashes, the
// manifest is swapped in atomically, and stale files are pruned once they are 10 minutes old.
const started = Date.now()
await mkdir(out, { recursive: true })
const fonts = await buildFonts()
const [styles, fontCss, client] = await Promise.all([buildCss(), writeFontCss(fonts), buildClient()])
const localeHash = hash(
  await Promise.all((await readdir(join(root, 'locales'))).sort().map((f) => readFile(join(root, 'locales', f), 'utf8'))).then((all) => all.join('')),
)
const manifest = {
  buildId: hash(JSON.stringify(styles) + fontCss + client + localeHash),
  /** Each page group's CSS, inlined in its pages' <style> (CSP nonce'd). */
  styles,
  /** The @font-face stylesheet. */
  fontCss,
  client,
}
const tmp = join(out, `manifest.${process.pid}.tmp`)
await writeFile(tmp, `${JSON.stringify(manifest, null, 2)}\n`)
await rename(tmp, join(out, 'manifest.json'))
// The latest-build file open pages poll to learn a new build is live (src/client.tsx); served with
// `no-cache` by its own block in assets/_headers.
const latestTmp = join(out, `latest.${process.pid}.tmp`)
await writeFile(latestTmp, `${JSON.stringify({ buildId: manifest.buildId })}\n`)
await rename(latestTmp, join(out, 'latest.json'))
for await (const file of walk(out)) {
  // Another build may be renaming its own manifest right now: skip what vanishes.
  const info = await stat(file).catch(() => null)
  if (info && !file.endsWith('.tmp') && info.mtimeMs < started - 10 * 60_000) await rm(file, { force: true })
}
const sizes = Object.values(styles).map((css) => css.length / 1024)
console.log(
  `built ${client} ${fontCss}, inline CSS for ${sizes.length} page groups, ${Math.min(...sizes).toFixed(1)}–${Math.max(...sizes).toFixed(1)} KB (build ${manifest.buildId})`,
)

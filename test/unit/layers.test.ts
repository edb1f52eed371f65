// The layer rules (docs/decisions/008-layers.md) hold on the real tree, and the check catches a planted
// breach of each, naming the file, the import and the rule; server-only code in a client bundle is
// caught on what esbuild really bundles.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { build } from 'esbuild'
import { afterAll, describe, expect, it } from 'vitest'
import { aliasesOf, checkLayers, RULES, type Rule, readTree, scanImports, serverOnlyInBundle } from '../../scripts/check-layers'

const root = join(import.meta.dirname, '../..')

describe('the real tree', () => {
  it('breaks no layer rule (every violation is printed)', () => {
    const report = checkLayers(readTree(root), { aliases: aliasesOf(root) })
    expect(report.violations.map((v) => v.message)).toEqual([])
    // It read the tree: src/ and worker/ files, and more imports between them than files.
    expect(report.files).toBeGreaterThan(100)
    expect(report.imports).toBeGreaterThan(report.files)
  })
})

/** A small tree that keeps every rule: one file per layer, importing down. */
const CLEAN: Record<string, string> = {
  'src/lib/format.ts': 'export const format = (n: number) => String(n)\n',
  'src/lib/format.test.ts': "import { format } from './format'\n",
  'src/components/Button.tsx': "import { format } from '../lib/format'\nexport const Button = () => format(1)\n",
  'src/modules/leads/schema.ts': "import { format } from '../../lib/format'\nexport type Lead = { id: string }\n",
  'src/modules/content/Card.tsx': "import { Button } from '../../components/Button'\nimport type { Lead } from '../leads/schema'\n",
  'src/app/Document.tsx': "import { Card } from '../modules/content/Card'\n",
  'src/features/home/HomePage.tsx': "import { Document } from '../../app/Document'\nimport { load } from './data.server'\n",
  'src/features/home/data.server.ts': "import { Lead } from '../../modules/leads/schema'\nexport const load = () => 1\n",
  'src/features/home/Home.island.tsx': "import { Button } from '../../components/Button'\n",
  'src/features/blog/BlogPage.tsx': "import { Document } from '../../app/Document'\n",
  'src/islands.ts': "export const islands = { Home: () => import('./features/home/Home.island') }\n",
  'src/client.tsx': "import { islands } from './islands'\n",
  'worker/app.ts': "import { HomePage } from '../src/features/home/HomePage'\nimport { BlogPage } from '../src/features/blog/BlogPage'\n",
  // test/ and scripts/ are exempt.
  'test/integration/pages.test.ts': "import '../../worker/app'\nimport '../../src/features/home/data.server'\n",
}

const violationsOf = (extra: Record<string, string>, aliases?: [string, string][]) => checkLayers({ ...CLEAN, ...extra }, { aliases }).violations

describe('a planted violation', () => {
  it('is absent from the clean tree', () => {
    expect(violationsOf({})).toEqual([])
  })

  it.each<[string, Rule, Record<string, string>, string, string]>([
    ['lib importing a component', 'upward', { 'src/lib/bad.ts': "import { Button } from '../components/Button'\n" }, 'src/lib/bad.ts', '../components/Button'],
    [
      'a type-only import',
      'upward',
      { 'src/lib/bad.ts': "import type { Card } from '../modules/content/Card'\n" },
      'src/lib/bad.ts',
      '../modules/content/Card',
    ],
    [
      'a dynamic import()',
      'upward',
      { 'src/components/Bad.tsx': "export const load = () => import('../app/Document')\n" },
      'src/components/Bad.tsx',
      '../app/Document',
    ],
    [
      'an export … from',
      'upward',
      { 'src/modules/leads/bad.ts': "export { Document } from '../../app/Document'\n" },
      'src/modules/leads/bad.ts',
      '../../app/Document',
    ],
    ['a typeof import()', 'upward', { 'src/lib/bad.ts': "type D = typeof import('../app/Document')\n" }, 'src/lib/bad.ts', '../app/Document'],
    ['a side-effect import', 'upward', { 'src/app/bad.ts': "import '../features/home/HomePage'\n" }, 'src/app/bad.ts', '../features/home/HomePage'],
    [
      'a feature importing the src root',
      'upward',
      { 'src/features/blog/bad.ts': "import { islands } from '../../islands'\n" },
      'src/features/blog/bad.ts',
      '../../islands',
    ],
    [
      'a test beside the source',
      'upward',
      { 'src/lib/format.test.ts': "import { HomePage } from '../features/home/HomePage'\n" },
      'src/lib/format.test.ts',
      '../features/home/HomePage',
    ],
    [
      'an import through an alias',
      'upward',
      { 'src/lib/bad.ts': "import { Button } from '#src/components/Button'\n" },
      'src/lib/bad.ts',
      '#src/components/Button',
    ],
    [
      'one feature importing another',
      'cross-feature',
      { 'src/features/blog/Bad.tsx': "import { HomePage } from '../home/HomePage'\n" },
      'src/features/blog/Bad.tsx',
      '../home/HomePage',
    ],
    [
      'leads importing content',
      'module-order',
      { 'src/modules/leads/bad.ts': "import type { Card } from '../content/Card'\n" },
      'src/modules/leads/bad.ts',
      '../content/Card',
    ],
    [
      'a module missing from MODULE_ORDER',
      'module-order',
      { 'src/modules/search/query.ts': "import type { Lead } from '../leads/schema'\n" },
      'src/modules/search/query.ts',
      '../leads/schema',
    ],
    ['a file under src/ in no layer', 'unknown-layer', { 'src/utils/x.ts': 'export const x = 1\n' }, 'src/utils/x.ts', ''],
    [
      'src importing worker',
      'src-imports-worker',
      { 'src/features/home/bad.ts': "import type { App } from '../../../worker/app'\n" },
      'src/features/home/bad.ts',
      '../../../worker/app',
    ],
    [
      'an island importing *.server.ts',
      'server-only',
      { 'src/features/home/Home.island.tsx': "import { load } from './data.server'\n" },
      'src/features/home/Home.island.tsx',
      './data.server',
    ],
    [
      'a *.client.tsx importing *.server.tsx',
      'server-only',
      { 'src/lib/x.client.tsx': "import { y } from './y.server'\n", 'src/lib/y.server.tsx': '' },
      'src/lib/x.client.tsx',
      './y.server',
    ],
    [
      'the browser entry importing *.server.ts',
      'server-only',
      { 'src/client.tsx': "import { load } from './features/home/data.server'\n" },
      'src/client.tsx',
      './features/home/data.server',
    ],
  ])('%s: rule %s', (_, rule, extra, file, specifier) => {
    const violations = violationsOf(extra, [['#src/*', './src/*']])
    expect(violations.map((v) => v.rule)).toEqual([rule])
    const [v] = violations
    expect(v?.file).toBe(file)
    expect(v?.specifier).toBe(specifier)
    expect(v?.message).toContain(file)
    if (specifier) expect(v?.message).toContain(`imports '${specifier}'`)
    expect(v?.message).toContain(RULES[rule])
  })

  it('an import cycle: rule cycle, naming the files around it', () => {
    const violations = violationsOf({
      'src/lib/a.ts': "import { b } from './b'\nexport const a = 1\n",
      'src/lib/b.ts': "import { c } from './c'\nexport const b = 2\n",
      'src/lib/c.ts': "import type { a } from './a'\nexport const c = 3\n",
    })
    expect(violations.map((v) => v.rule)).toEqual(['cycle'])
    expect(violations[0]?.message).toContain("src/lib/a.ts:1 imports './b'")
    expect(violations[0]?.message).toContain('src/lib/a.ts → src/lib/b.ts → src/lib/c.ts → src/lib/a.ts')
    expect(violations[0]?.message).toContain(RULES.cycle)
  })

  it.each([
    ["export * from './format'\nexport { parse } from './parse'\n"],
    ["// The helpers.\nimport { format } from './format'\nexport { format }\n"],
    ["export type { Locale } from './locales';\nexport * as money from './money';\n"],
  ])('a barrel (an index.ts that only re-exports): rule barrel — %j', (source) => {
    const violations = violationsOf({ 'src/lib/i18n/index.ts': source })
    expect(violations.map((v) => v.rule)).toEqual(['barrel'])
    expect(violations[0]?.message).toContain('src/lib/i18n/index.ts')
    expect(violations[0]?.message).toContain(RULES.barrel)
  })

  it('an index.ts with code of its own is not a barrel', () => {
    expect(violationsOf({ 'src/lib/i18n/index.ts': "export * from './format'\nexport const locale = 'en'\n" })).toEqual([])
  })

  it('names every breach in one file, with its line', () => {
    const violations = violationsOf({
      'src/lib/bad.ts': "// why\nimport { Button } from '../components/Button'\n\nconst x = () => import('../../worker/app')\n",
    })
    expect(violations.map((v) => [v.rule, v.line])).toEqual([
      ['upward', 2],
      ['src-imports-worker', 4],
    ])
  })
})

describe('reading imports', () => {
  it('ignores imports written in comments, strings and regular expressions', () => {
    const source = [
      "// import { Button } from '../components/Button'",
      "/* import('../app/Document') */",
      'const s = "import x from \'../components/Button\'"',
      "const r = /import '..\\/app'/",
      'const css = `@import "../app/x.css";`',
    ].join('\n')
    expect(scanImports(source).imports).toEqual([])
    expect(violationsOf({ 'src/lib/ok.ts': source })).toEqual([])
  })

  it('reads every import form, with its line and kind', () => {
    const source = [
      "import a from './a'",
      "import type { B } from './b'",
      "import { type C, d } from './c'",
      "import * as e from './e'",
      "import './f.css'",
      "export { g } from './g'",
      "export * from './h'",
      'const i = () => import(`./i`)',
      "type J = typeof import('./j')",
      'import {',
      '  k,',
      "} from './k'",
    ].join('\n')
    expect(scanImports(source).imports).toEqual([
      { specifier: './a', line: 1, kind: 'import' },
      { specifier: './b', line: 2, kind: 'type' },
      { specifier: './c', line: 3, kind: 'import' },
      { specifier: './e', line: 4, kind: 'import' },
      { specifier: './f.css', line: 5, kind: 'side-effect' },
      { specifier: './g', line: 6, kind: 're-export' },
      { specifier: './h', line: 7, kind: 're-export' },
      { specifier: './i', line: 8, kind: 'dynamic' },
      { specifier: './j', line: 9, kind: 'type' },
      { specifier: './k', line: 10, kind: 'import' },
    ])
  })

  it('a quote in JSX text or a closing tag does not hide the imports after it', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test holds nested template literals
    const source = "export const P = () => <p>Don't stop</p>\nexport const Q = () => import('../app/Document')\nconst t = `a ${`b ${import('../app/x')}`}`\n"
    expect(scanImports(source).imports.map((i) => i.specifier)).toEqual(['../app/Document', '../app/x'])
    expect(violationsOf({ 'src/lib/p.tsx': source }).map((v) => v.rule)).toEqual(['upward', 'upward'])
  })
})

describe('server-only code in the client bundle', () => {
  it('finds a *.server.ts among the inputs, with the chain of imports that pulled it in', () => {
    const metafile = {
      inputs: {
        'src/client.tsx': { imports: [{ path: 'src/islands.ts' }] },
        'src/islands.ts': { imports: [{ path: 'src/features/home/Home.island.tsx' }, { path: 'node_modules/react/index.js' }] },
        'src/features/home/Home.island.tsx': { imports: [{ path: 'src/features/home/view.ts' }] },
        'src/features/home/view.ts': { imports: [{ path: 'src/lib/cache.server.ts' }] },
        'src/lib/cache.server.ts': { imports: [] },
        'node_modules/react/index.js': { imports: [] },
        'node_modules/some-lib/src/render.server.ts': { imports: [] },
      },
    }
    expect(serverOnlyInBundle(metafile)).toEqual([
      {
        file: 'src/lib/cache.server.ts',
        chain: ['src/client.tsx', 'src/islands.ts', 'src/features/home/Home.island.tsx', 'src/features/home/view.ts', 'src/lib/cache.server.ts'],
      },
    ])
    delete (metafile.inputs as Record<string, unknown>)['src/lib/cache.server.ts']
    metafile.inputs['src/features/home/view.ts'].imports = []
    expect(serverOnlyInBundle(metafile)).toEqual([])
  })

  describe('on a real esbuild metafile', () => {
    const dir = mkdtempSync(join(tmpdir(), 'marsa-layers-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    const write = (files: Record<string, string>) => {
      for (const [path, source] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true })
        writeFileSync(join(dir, path), source)
      }
    }
    const bundle = async () =>
      (
        await build({
          entryPoints: [join(dir, 'src/client.tsx')],
          absWorkingDir: dir,
          bundle: true,
          splitting: true,
          format: 'esm',
          write: false,
          outdir: 'out',
          metafile: true,
        })
      ).metafile

    it('reports a server file reached through a lazily loaded island', async () => {
      write({
        'src/client.tsx': "export const load = () => import('./Home.island')\n",
        'src/Home.island.tsx': "import { price } from './price'\nexport default () => price\n",
        'src/price.ts': "import { secret } from './secret.server'\nexport const price = secret.length\n",
        'src/secret.server.ts': "export const secret = 'server only'\n",
      })
      expect(serverOnlyInBundle(await bundle())).toEqual([
        { file: 'src/secret.server.ts', chain: ['src/client.tsx', 'src/Home.island.tsx', 'src/price.ts', 'src/secret.server.ts'] },
      ])
    })

    it('passes once only a type comes from it (types are erased)', async () => {
      write({
        'src/price.ts': "import type { Secret } from './secret.server'\nexport const price: Secret = 1\n",
        'src/secret.server.ts': 'export type Secret = number\n',
      })
      expect(serverOnlyInBundle(await bundle())).toEqual([])
    })
  })
})

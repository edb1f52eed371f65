// The import rules between the layers of src/ and worker/ (docs/decisions/008-layers.md): a pure check
// over a file → source map, run by test/unit/layers.test.ts in `npm test`, and a CLI
// (`npm run lint:layers`) that prints every broken rule and exits 1.
//
// Imports are read with a small tokenizer rather than a regex so that comments and strings are never
// mistaken for imports; every form counts: `import`, `import type`, `export … from`, side-effect
// `import 'x'`, dynamic `import('x')` and `typeof import('x')`.
import { readdirSync, readFileSync } from 'node:fs'
import { resolve as resolvePath } from 'node:path'
import { dirname, join, normalize } from 'node:path/posix'
import { fileURLToPath } from 'node:url'

/** The layers, bottom to top: a file imports only from its own layer and the ones below it. */
export const LAYERS = ['src/lib', 'src/components', 'src/modules', 'src/app', 'src/features', 'src (root files)', 'worker'] as const
export type Layer = (typeof LAYERS)[number]

/** The shared domains in src/modules, in import order: a module imports only itself and those before it. */
export const MODULE_ORDER = ['leads', 'content', 'alerts', 'accounts'] as const

export type Rule = 'upward' | 'cross-feature' | 'module-order' | 'cycle' | 'barrel' | 'src-imports-worker' | 'server-only' | 'unknown-layer'

/** What each rule says, as printed with a violation. */
export const RULES: Record<Rule, string> = {
  upward: `(a) no import from a lower layer into a higher one (${LAYERS.join(' → ')})`,
  'cross-feature': '(b) a feature never imports another feature: move what both need to src/modules or src/components',
  'module-order': `(c) a module imports only itself and the modules before it (${MODULE_ORDER.join(' → ')})`,
  cycle: '(d) no import cycles',
  barrel: '(e) no barrel files: import from the module that defines the name, not an index.ts that re-exports it',
  'src-imports-worker': '(f) src/ never imports worker/',
  'server-only': '(g) a *.server.ts(x) file is never imported by browser code (*.island.tsx, *.client.tsx, src/client.tsx, src/islands.ts)',
  'unknown-layer': `every file under src/ belongs to a layer (${LAYERS.join(', ')}); add a new one to LAYERS and docs/decisions/008-layers.md`,
}

export interface Violation {
  rule: Rule
  /** The importing file, relative to the repository root. */
  file: string
  line: number
  /** The import as written. */
  specifier: string
  /** The file it resolves to. */
  target: string
  message: string
}

export type ImportKind = 'import' | 'type' | 'dynamic' | 're-export' | 'side-effect'

export interface ImportRef {
  specifier: string
  line: number
  kind: ImportKind
}

interface Token {
  kind: 'id' | 'str' | 'tpl' | 'regex' | 'punct'
  value: string
  line: number
}

/** Tokens after which a `/` starts a regular expression rather than a division. */
const REGEX_AFTER_PUNCT = new Set('(,=:[!&|?{};+-*%<>~^'.split(''))
const REGEX_AFTER_WORD = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'delete', 'void', 'throw', 'instanceof', 'yield', 'await'])

/**
 * Splits TypeScript/JSX source into identifiers, string and template literals and punctuation,
 * dropping comments. Strings and regular expressions end at a line break at the latest, so a stray
 * quote in JSX text ("Don't") can only hide the rest of its own line.
 */
function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  // One entry per open `${`: the number of `{` opened inside it that are not yet closed.
  const templates: number[] = []
  let line = 1
  let i = 0
  const n = source.length

  const scanTemplate = (start: number) => {
    // From just after a backtick or a substitution's closing brace, to the closing backtick or `${`.
    let j = start
    let text = ''
    const startLine = line
    while (j < n) {
      const c = source[j]
      if (c === '\\') {
        text += source.slice(j, j + 2)
        j += 2
        continue
      }
      if (c === '\n') line++
      if (c === '`') {
        tokens.push({ kind: 'tpl', value: text, line: startLine })
        return j + 1
      }
      if (c === '$' && source[j + 1] === '{') {
        tokens.push({ kind: 'tpl', value: `${text}\${`, line: startLine })
        templates.push(0)
        return j + 2
      }
      text += c
      j++
    }
    return j
  }

  while (i < n) {
    const c = source[i] as string
    if (c === '\n') {
      line++
      i++
    } else if (c === ' ' || c === '\t' || c === '\r') {
      i++
    } else if (c === '/' && source[i + 1] === '/') {
      while (i < n && source[i] !== '\n') i++
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2)
      const stop = end < 0 ? n : end + 2
      for (let j = i; j < stop; j++) if (source[j] === '\n') line++
      i = stop
    } else if (c === '"' || c === "'") {
      let j = i + 1
      let text = ''
      while (j < n && source[j] !== c && source[j] !== '\n') {
        if (source[j] === '\\') {
          text += source[j + 1] ?? ''
          j += 2
        } else text += source[j++]
      }
      tokens.push({ kind: 'str', value: text, line })
      i = source[j] === c ? j + 1 : j
    } else if (c === '`') {
      i = scanTemplate(i + 1)
    } else if (c === '}' && templates.length > 0 && templates[templates.length - 1] === 0) {
      templates.pop()
      i = scanTemplate(i + 1)
    } else if (/[A-Za-z_$]/.test(c)) {
      let j = i + 1
      while (j < n && /[\w$]/.test(source[j] as string)) j++
      tokens.push({ kind: 'id', value: source.slice(i, j), line })
      i = j
    } else if (/[0-9]/.test(c)) {
      let j = i + 1
      while (j < n && /[\w.]/.test(source[j] as string)) j++
      tokens.push({ kind: 'id', value: source.slice(i, j), line })
      i = j
    } else if (c === '/' && regexAllowed(tokens[tokens.length - 1])) {
      let j = i + 1
      let inClass = false
      while (j < n && source[j] !== '\n') {
        const d = source[j]
        if (d === '\\') j++
        else if (d === '[') inClass = true
        else if (d === ']') inClass = false
        else if (d === '/' && !inClass) break
        j++
      }
      tokens.push({ kind: 'regex', value: source.slice(i, j + 1), line })
      i = j + 1
    } else {
      if (templates.length > 0) {
        const top = templates.length - 1
        if (c === '{') templates[top] = (templates[top] ?? 0) + 1
        else if (c === '}') templates[top] = (templates[top] ?? 1) - 1
      }
      tokens.push({ kind: 'punct', value: c, line })
      i++
    }
  }
  return tokens
}

function regexAllowed(previous: Token | undefined): boolean {
  if (!previous) return true
  if (previous.kind === 'punct') return REGEX_AFTER_PUNCT.has(previous.value)
  if (previous.kind === 'id') return REGEX_AFTER_WORD.has(previous.value)
  return false
}

const isPunct = (t: Token | undefined, value: string) => t?.kind === 'punct' && t.value === value
const isWord = (t: Token | undefined, value: string) => t?.kind === 'id' && t.value === value
/** A module specifier: a string, or a template literal without substitutions. */
const specifierOf = (t: Token | undefined) => (t && (t.kind === 'str' || (t.kind === 'tpl' && !t.value.endsWith('${'))) ? t.value : null)

/**
 * Every import of a module's source, and whether the module does nothing but re-export (a barrel:
 * only import declarations, `export … from` and `export { names }` lists).
 */
export function scanImports(source: string): { imports: ImportRef[]; onlyReExports: boolean } {
  const tokens = tokenize(source)
  const imports: ImportRef[] = []
  const consumed = new Array<boolean>(tokens.length).fill(false)
  let exportsSomething = false
  const consume = (from: number, to: number) => {
    for (let k = from; k <= to; k++) consumed[k] = true
    if (isPunct(tokens[to + 1], ';')) consumed[to + 1] = true
  }

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token
    if (t.kind !== 'id' || isPunct(tokens[i - 1], '.')) continue
    if (t.value === 'import') {
      const next = tokens[i + 1]
      if (isPunct(next, '.')) continue // import.meta
      if (isPunct(next, '(')) {
        const specifier = specifierOf(tokens[i + 2])
        if (specifier !== null) imports.push({ specifier, line: t.line, kind: isWord(tokens[i - 1], 'typeof') ? 'type' : 'dynamic' })
        continue
      }
      const bare = specifierOf(next)
      if (bare !== null) {
        imports.push({ specifier: bare, line: t.line, kind: 'side-effect' })
        consume(i, i + 1)
        continue
      }
      // import X from 'x' / import { a, type B } from 'x' / import type { A } from 'x' / import * as x from 'x'
      for (let j = i + 1; j < tokens.length && j < i + 400; j++) {
        const u = tokens[j]
        if (isPunct(u, ';') || isPunct(u, '=') || isPunct(u, '(')) break
        if (isWord(u, 'from') && specifierOf(tokens[j + 1]) !== null) {
          const typeOnly = isWord(next, 'type') && !isWord(tokens[i + 2], 'from')
          imports.push({ specifier: specifierOf(tokens[j + 1]) as string, line: t.line, kind: typeOnly ? 'type' : 'import' })
          consume(i, j + 1)
          break
        }
      }
    } else if (t.value === 'export') {
      let j = i + 1
      if (isWord(tokens[j], 'type') && (isPunct(tokens[j + 1], '{') || isPunct(tokens[j + 1], '*'))) j++
      if (isPunct(tokens[j], '*')) {
        j++
        if (isWord(tokens[j], 'as')) j += 2
      } else if (isPunct(tokens[j], '{')) {
        while (j < tokens.length && !isPunct(tokens[j], '}')) j++
        j++
      } else continue
      exportsSomething = true
      if (isWord(tokens[j], 'from') && specifierOf(tokens[j + 1]) !== null) {
        imports.push({ specifier: specifierOf(tokens[j + 1]) as string, line: t.line, kind: 're-export' })
        consume(i, j + 1)
      } else if (isPunct(tokens[j - 1], '}')) consume(i, j - 1) // export { a, b }: names imported above
    }
  }
  const onlyReExports = exportsSomething && consumed.every(Boolean)
  return { imports, onlyReExports }
}

interface Place {
  layer: Layer | null
  /** The feature or module folder, for rules (b) and (c). */
  group: string
}

function placeOf(path: string): Place {
  const parts = path.split('/')
  if (parts[0] === 'worker') return { layer: 'worker', group: '' }
  if (parts[0] !== 'src') return { layer: null, group: '' }
  if (parts.length === 2) return { layer: 'src (root files)', group: '' }
  const folder = parts[1]
  const group = parts.length > 3 ? (parts[2] as string) : ''
  if (folder === 'lib') return { layer: 'src/lib', group: '' }
  if (folder === 'components') return { layer: 'src/components', group: '' }
  if (folder === 'modules') return { layer: 'src/modules', group }
  if (folder === 'app') return { layer: 'src/app', group: '' }
  if (folder === 'features') return { layer: 'src/features', group }
  return { layer: null, group: '' }
}

const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/
const checked = (path: string) => (path.startsWith('src/') || path.startsWith('worker/')) && CODE.test(path) && !path.endsWith('.d.ts')
const isServerOnly = (path: string) => /\.server\.(ts|tsx)$/.test(path)
const isBrowserCode = (path: string) => /\.(island|client)\.(ts|tsx)$/.test(path) || path === 'src/client.tsx' || path === 'src/islands.ts'
const isBarrelName = (path: string) => /(^|\/)index\.(ts|tsx|mts|js)$/.test(path)

/** An import alias: `['#src/*', 'src/*']` (package.json "imports", tsconfig "paths"). */
export type Alias = readonly [pattern: string, target: string]

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx']

/** The repository path an import resolves to, or null for a package (or anything outside the repository). */
function resolveImport(files: ReadonlyMap<string, unknown>, from: string, specifier: string, aliases: readonly Alias[]): string | null {
  let base: string | null = null
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    base = normalize(join(dirname(from), specifier))
  } else {
    for (const [pattern, target] of aliases) {
      const star = pattern.indexOf('*')
      if (star >= 0 && specifier.startsWith(pattern.slice(0, star)) && specifier.endsWith(pattern.slice(star + 1))) {
        base = normalize(target.replace('*', specifier.slice(star, specifier.length - (pattern.length - star - 1))))
        break
      }
      if (star < 0 && specifier === pattern) {
        base = normalize(target)
        break
      }
    }
  }
  if (base === null || base.startsWith('../')) return null
  base = base.replace(/^\.\//, '')
  for (const extension of EXTENSIONS) if (files.has(base + extension)) return base + extension
  // `./x.js` written for `./x.ts`
  const stem = base.replace(/\.(js|jsx|mjs)$/, '')
  for (const extension of ['.ts', '.tsx', '.mts']) if (files.has(stem + extension)) return stem + extension
  return base // a file the map does not hold (JSON, CSS, or one that is missing): still placed in its layer
}

export interface LayerReport {
  violations: Violation[]
  /** Files checked and the imports between them (src/ and worker/ only), to show the check read the tree. */
  files: number
  imports: number
}

/**
 * Checks the import rules over a repository's files (path relative to the root → source). Only
 * src/ and worker/ are checked; tests beside the source follow their folder's rules, test/ and
 * scripts/ are exempt. Every violation names the file, the line, the import and the rule.
 */
export function checkLayers(tree: Readonly<Record<string, string>>, options: { aliases?: readonly Alias[] } = {}): LayerReport {
  const aliases = options.aliases ?? []
  const files = new Map(Object.entries(tree).filter(([path]) => checked(path)))
  const violations: Violation[] = []
  const graph = new Map<string, Map<string, ImportRef>>()
  let imports = 0

  const report = (rule: Rule, file: string, ref: ImportRef | null, target: string, why: string) => {
    const where = ref ? `${file}:${ref.line} imports '${ref.specifier}'${target && target !== ref.specifier ? ` (${target})` : ''}` : file
    violations.push({ rule, file, line: ref?.line ?? 1, specifier: ref?.specifier ?? '', target, message: `${where}: ${why} — rule ${RULES[rule]}` })
  }

  for (const [file, source] of files) {
    const from = placeOf(file)
    if (from.layer === null) report('unknown-layer', file, null, '', `${file.split('/').slice(0, 2).join('/')} is not a layer`)
    const scan = scanImports(source)
    if (isBarrelName(file) && scan.onlyReExports) report('barrel', file, null, '', 'this file only re-exports')
    const edges = new Map<string, ImportRef>()
    graph.set(file, edges)
    for (const ref of scan.imports) {
      const target = resolveImport(files, file, ref.specifier, aliases)
      if (target === null || !(target.startsWith('src/') || target.startsWith('worker/'))) continue
      imports++
      if (files.has(target) && target !== file && !edges.has(target)) edges.set(target, ref)
      const to = placeOf(target)
      if (from.layer === null || to.layer === null) continue
      const a = LAYERS.indexOf(from.layer)
      const b = LAYERS.indexOf(to.layer)
      const what =
        ref.kind === 'type' ? 'a type-only import' : ref.kind === 'dynamic' ? 'a dynamic import' : ref.kind === 're-export' ? 'a re-export' : 'an import'
      if (from.layer !== 'worker' && to.layer === 'worker') {
        report('src-imports-worker', file, ref, target, `${what} from src/ into worker/`)
      } else if (b > a) {
        report('upward', file, ref, target, `${what} from ${from.layer} up into ${to.layer}`)
      } else if (from.layer === 'src/features' && to.layer === 'src/features' && from.group !== to.group) {
        report('cross-feature', file, ref, target, `${what} from features/${from.group} into features/${to.group}`)
      } else if (from.layer === 'src/modules' && to.layer === 'src/modules' && from.group !== to.group) {
        const order: readonly string[] = MODULE_ORDER
        const i = order.indexOf(from.group)
        const j = order.indexOf(to.group)
        if (i < 0 || j < 0) {
          report(
            'module-order',
            file,
            ref,
            target,
            `${what} between modules/${from.group} and modules/${to.group}, and ${i < 0 ? from.group : to.group} is not in MODULE_ORDER`,
          )
        } else if (j > i) report('module-order', file, ref, target, `${what} from modules/${from.group} into modules/${to.group}, which comes after it`)
      }
      if (isBrowserCode(file) && isServerOnly(target))
        report('server-only', file, ref, target, `browser code ${what === 'a type-only import' ? 'type-imports' : 'imports'} server-only ${target}`)
    }
  }

  for (const cycle of cyclesOf(graph)) {
    const [first, second] = cycle as [string, string]
    const ref = graph.get(first)?.get(second) as ImportRef
    report('cycle', first, ref, second, `a cycle: ${[...cycle, first].join(' → ')}`)
  }
  return { violations, files: files.size, imports }
}

/** One cycle per strongly connected component of more than one file (Tarjan), as a path through it. */
function cyclesOf(graph: ReadonlyMap<string, ReadonlyMap<string, unknown>>): string[][] {
  let index = 0
  const indexOf = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  const connect = (v: string) => {
    indexOf.set(v, index)
    low.set(v, index++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!graph.has(w)) continue
      if (!indexOf.has(w)) {
        connect(w)
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, indexOf.get(w) as number))
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = []
      let w: string
      do {
        w = stack.pop() as string
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1) components.push(component)
    }
  }
  for (const v of [...graph.keys()].sort()) if (!indexOf.has(v)) connect(v)

  // A shortest path from the component's first file back to itself (breadth first, inside the component).
  return components.map((component) => {
    const members = new Set(component)
    const start = [...component].sort()[0] as string
    const previous = new Map<string, string>()
    const queue = [start]
    while (queue.length > 0) {
      const v = queue.shift() as string
      for (const w of graph.get(v)?.keys() ?? []) {
        if (!members.has(w)) continue
        if (w === start) {
          const path = [v]
          while (path[0] !== start) path.unshift(previous.get(path[0] as string) as string)
          return path
        }
        if (!previous.has(w)) {
          previous.set(w, v)
          queue.push(w)
        }
      }
    }
    return [start]
  })
}

/** The source of every file under src/ and worker/ of a checkout, keyed by path from its root. */
export function readTree(root: string): Record<string, string> {
  const tree: Record<string, string> = {}
  const walk = (dir: string) => {
    for (const entry of readdirSync(resolvePath(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path)
      } else if (checked(path)) tree[path] = readFileSync(resolvePath(root, path), 'utf8')
    }
  }
  walk('src')
  walk('worker')
  return tree
}

/** The import aliases a checkout declares: package.json "imports" and tsconfig.json "paths". */
export function aliasesOf(root: string): Alias[] {
  const aliases: Alias[] = []
  const pkg = JSON.parse(readFileSync(resolvePath(root, 'package.json'), 'utf8')) as { imports?: Record<string, unknown> }
  for (const [pattern, target] of Object.entries(pkg.imports ?? {})) {
    const path = typeof target === 'string' ? target : Object.values((target ?? {}) as Record<string, unknown>).find((t) => typeof t === 'string')
    if (typeof path === 'string') aliases.push([pattern, path])
  }
  // tsconfig.json is JSON with comments and trailing commas.
  const raw = readFileSync(resolvePath(root, 'tsconfig.json'), 'utf8')
    .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
    .replace(/,(\s*[}\]])/g, '$1')
  const options = (JSON.parse(raw) as { compilerOptions?: { baseUrl?: string; paths?: Record<string, string[]> } }).compilerOptions ?? {}
  for (const [pattern, [target] = []] of Object.entries(options.paths ?? {})) if (target) aliases.push([pattern, join(options.baseUrl ?? '.', target)])
  return aliases
}

/** The part of esbuild's metafile the bundle check reads. */
export interface BundleInputs {
  inputs: Record<string, { imports: readonly { path: string; external?: boolean }[] }>
}

/**
 * Rule (g) made transitive, on what esbuild really bundled: every `*.server.ts(x)` file among a
 * client build's inputs, with a chain of imports from an entry (a file nothing imports) to it.
 * `scripts/build.ts` fails the build on any.
 */
export function serverOnlyInBundle(metafile: BundleInputs): { file: string; chain: string[] }[] {
  const paths = Object.keys(metafile.inputs)
  const imported = new Set(paths.flatMap((path) => metafile.inputs[path]?.imports.map((i) => i.path) ?? []))
  const previous = new Map<string, string | null>()
  const queue = paths.filter((path) => !imported.has(path)).sort()
  for (const entry of queue) previous.set(entry, null)
  while (queue.length > 0) {
    const path = queue.shift() as string
    for (const { path: next, external } of metafile.inputs[path]?.imports ?? []) {
      if (external || previous.has(next) || !(next in metafile.inputs)) continue
      previous.set(next, path)
      queue.push(next)
    }
  }
  return paths
    .filter((path) => !path.includes('node_modules/') && isServerOnly(path))
    .sort()
    .map((file) => {
      const chain = [file]
      for (let p = previous.get(file); p; p = previous.get(p)) chain.unshift(p)
      return { file, chain }
    })
}

/** Violations counted per rule, every rule listed. */
export function countByRule(violations: readonly Violation[]): Record<Rule, number> {
  const counts = Object.fromEntries(Object.keys(RULES).map((rule) => [rule, 0])) as Record<Rule, number>
  for (const v of violations) counts[v.rule]++
  return counts
}

if (process.argv[1] && resolvePath(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolvePath(dirname(fileURLToPath(import.meta.url)), '..')
  const report = checkLayers(readTree(root), { aliases: aliasesOf(root) })
  for (const v of report.violations) console.error(v.message)
  const counts = Object.entries(countByRule(report.violations))
    .map(([rule, count]) => `${rule}=${count}`)
    .join(' ')
  console.log(`layers: files=${report.files} imports=${report.imports} ${counts}`)
  process.exitCode = report.violations.length > 0 ? 1 : 0
}

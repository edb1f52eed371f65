// 405 with `Allow` for a method a path does not accept (PUT /terms, OPTIONS /catalog, GET /api/leads),
// answered before any page work (security review F15: junk methods rendered the full 404 page).
// Paths no route matches stay with the app's 404 page. The routes are read from the app itself.
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { TrieRouter } from 'hono/router/trie-router'

interface RouteLike {
  method: string
  path: string
}

/** Which methods each route path answers: a router over the app's routes (middleware, `ALL`, left out). */
export class MethodIndex {
  readonly #router = new TrieRouter<string>()
  readonly #methods: string[]

  constructor(routes: readonly RouteLike[]) {
    const methods = new Set<string>()
    for (const { method, path } of routes) {
      if (method === 'ALL') continue
      this.#router.add(method, path, method)
      methods.add(method)
    }
    this.#methods = [...methods]
  }

  #accepts(method: string, path: string): boolean {
    return this.#router.match(method, path)[0].length > 0
  }

  /** The methods `path` accepts (HEAD wherever GET is), in a stable order; empty when no route matches. */
  allowed(path: string): string[] {
    const methods = this.#methods.filter((method) => this.#accepts(method, path))
    if (methods.includes('GET')) methods.push('HEAD')
    return [...new Set(methods)].sort()
  }

  /** True when `method` is routed for `path` (HEAD is served as GET). */
  accepts(method: string, path: string): boolean {
    return this.#accepts(method === 'HEAD' ? 'GET' : method, path)
  }
}

/** The 405 answer: JSON under /api (what API clients parse), plain text elsewhere. */
function methodNotAllowed(c: Context, allow: string[]): Response {
  const headers = { allow: allow.join(', '), 'cache-control': 'no-store' }
  const message = `${c.req.method} is not allowed here; allowed: ${allow.join(', ')}`
  if (c.req.path.startsWith('/api/')) {
    return c.json({ ok: false, error: 'method_not_allowed', field: 'method', message, allow }, 405, headers)
  }
  return c.text(`405 Method Not Allowed\n${message}\n`, 405, headers)
}

/**
 * `routes()` is read on the first request, once every route is registered (middleware is added
 * before the routes). Routing sees the app's own path (`c.req.path`: without the locale prefix).
 */
export function allowedMethods(routes: () => readonly RouteLike[]) {
  let index: MethodIndex | undefined
  return createMiddleware(async (c, next) => {
    index ??= new MethodIndex(routes())
    const path = c.req.path
    if (!index.accepts(c.req.method, path)) {
      const allow = index.allowed(path)
      if (allow.length) return methodNotAllowed(c, allow)
    }
    await next()
  })
}

// Reading server-rendered HTML and response headers in tests (plain functions: Node and workerd alike).

/** The opening tag of the first element carrying `attribute` (e.g. `type="tel"`), or "". */
export const tagWith = (html: string, attribute: string) => html.match(new RegExp(`<[a-z]+[^>]*${attribute}[^>]*>`))?.[0] ?? ''

/** Decodes the few entities React writes in text and attributes. */
export const decodeReact = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

/** The value of the hidden input `name`, as rendered. */
export const hiddenValue = (html: string, name: string) => tagWith(html, `type="hidden" name="${name}"`).match(/value="([^"]*)"/)?.[1]

/** A Content-Security-Policy as directive → values (`default-src` → [`'none'`]). */
export function cspDirectives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  )
}

// Reading server-rendered HTML in unit tests.

/** The opening tag of the first element carrying `attribute` (e.g. `type="tel"`), or "". */
export const tagWith = (html: string, attribute: string) => html.match(new RegExp(`<[a-z]+[^>]*${attribute}[^>]*>`))?.[0] ?? ''

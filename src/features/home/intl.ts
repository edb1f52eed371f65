// Intl formatters are slow to build (tens of µs each) and immutable: build each once per locale
// and keep it for the isolate's life. Bounded by the 13 locales; no request state lives here.
const cache = new Map<string, unknown>()

/** The value `make()` returns for `key`, built on first use. */
export function perLocale<T>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined
  if (value === undefined) {
    value = make()
    cache.set(key, value)
  }
  return value
}

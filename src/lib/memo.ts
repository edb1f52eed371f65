// Values worked out once per object (an env, a translator) and kept as long as that object lives.

/** `build(key)` on first use for each key object, then the same value (held in a WeakMap). */
export function memoByObject<K extends object, V>(build: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>()
  return (key) => {
    let value = cache.get(key)
    if (value === undefined) {
      value = build(key)
      cache.set(key, value)
    }
    return value
  }
}

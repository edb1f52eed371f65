// The browser's localStorage, when there is one: `null` on the server and where storage is disabled
// (some private modes throw on access). Callers take a `KeyValueStorage` so tests pass a fake.

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

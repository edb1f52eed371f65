// Vite's `?raw` imports (a fixture file's text, e.g. test/fixtures/dld-transactions.csv?raw) in tests.
declare module '*?raw' {
  const text: string
  export default text
}

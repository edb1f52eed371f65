// JSON for an inline <script> data block (island props, JSON-LD): nothing in the data can end the
// block early (`</script>`, `<!--`) or be read as markup; JSON.parse reads it back unchanged.
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

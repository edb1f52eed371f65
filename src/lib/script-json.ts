// JSON for an inline <script> data block (island props, JSON-LD): nothing in the data can end the
// block early (`</script>`, `<!--`) or be read as markup; JSON.parse reads it back unchanged.

const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' }

export function scriptJson(data: unknown): string {
  // One pass over the text (this runs for every island on every page).
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => ESCAPES[char] ?? char)
}

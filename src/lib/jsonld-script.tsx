// A structured-data block: <script type="application/ld+json"> carrying the response's CSP nonce, its
// JSON written by scriptJson so that nothing in the content can close the element or read as markup.
import { usePage } from './page-context'
import { scriptJson } from './script-json'

export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const { nonce } = usePage()
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped (scriptJson), allowed by the CSP nonce
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
}

// Prints the English source of the embedded content's translations (the shape of
// seed/content/i18n/<locale>/content.json), or with `--missing <locale>` only the texts that locale's
// file lacks: what a translator has to add.
//   npx tsx scripts/content-english.ts [--missing ar]
import { readLocale } from '../seed/content/i18n/apply'
import { englishSource } from '../seed/content/i18n/source'
import { validateSeed } from '../seed/content/validate'

/** The part of `english` that `translated` has no value for (a list counts as missing when its length differs). */
function missing(english: unknown, translated: unknown): unknown {
  if (Array.isArray(english)) return Array.isArray(translated) && (translated.length === english.length || english.length === 0) ? undefined : english
  if (english && typeof english === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(english)) {
      const rest = missing(value, (translated as Record<string, unknown> | undefined)?.[key])
      if (rest !== undefined) out[key] = rest
    }
    return Object.keys(out).length ? out : undefined
  }
  return translated === undefined || translated === '' ? english : undefined
}

const { content } = englishSource(validateSeed().seed)
const at = process.argv.indexOf('--missing')
const locale = at >= 0 ? process.argv[at + 1] : undefined
if (at >= 0 && !locale?.match(/^[a-z]{2}$/)) throw new Error('usage: npx tsx scripts/content-english.ts [--missing <locale>]')
console.log(JSON.stringify(locale ? (missing(content, readLocale(locale).content) ?? {}) : content, null, 2))

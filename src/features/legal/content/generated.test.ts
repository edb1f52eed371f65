// The bundled legal texts are the Markdown files beside them: editing a .md without regenerating fails here.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LEGAL_FILES, legalModule, translationsOf } from '../../../../scripts/legal'
import { LEGAL_MARKDOWN } from './generated'

describe('generated.ts', () => {
  it.each(Object.entries(LEGAL_FILES))('holds %s exactly as %s reads (else run `npx tsx scripts/legal.ts`)', (name, file) => {
    const documents = LEGAL_MARKDOWN[name as keyof typeof LEGAL_FILES]
    expect(documents.en).toBe(readFileSync(join(import.meta.dirname, file), 'utf8'))
    for (const locale of translationsOf(file)) expect(documents[locale]).toBe(readFileSync(join(import.meta.dirname, locale, file), 'utf8'))
  })

  it('is what scripts/legal.ts writes today', () => {
    expect(readFileSync(join(import.meta.dirname, 'generated.ts'), 'utf8')).toBe(legalModule())
  })
})

// `npm start` / `npm run dev`: gives the local site the secrets it needs that the repo must not hold.
// Appends to `.dev.vars` (git-ignored; wrangler dev reads it) what it lacks, never replacing a value:
// ALERTS_SECRET, which signs the saved-search links (without it "Save search" answers 503).
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** `content` of a .dev.vars with the lines it lacks appended (`secret` makes a fresh value). */
export function withDevSecrets(content: string, secret: () => string): string {
  if (/^ALERTS_SECRET=\S/m.test(content)) return content
  const base = content && !content.endsWith('\n') ? `${content}\n` : content
  return `${base}ALERTS_SECRET=${secret()}\n`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = join(import.meta.dirname, '..', '.dev.vars')
  const before = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const after = withDevSecrets(before, () => randomBytes(32).toString('hex'))
  if (after !== before) {
    writeFileSync(file, after)
    console.log('.dev.vars: added a local ALERTS_SECRET')
  }
}

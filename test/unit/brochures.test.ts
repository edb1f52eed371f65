// Every seeded project offers a brochure, and the committed PDF was made by scripts/brochures.ts
// from the project as it is now (its metadata carries a digest of the data it was made from):
// edit a project, rerun `npx tsx scripts/brochures.ts`.
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { brochure, brochureFile, brochureStamp } from '../../scripts/brochures'
import { projects } from '../../seed/content/projects'

describe('project brochures', () => {
  it('names a brochure under /brochures for every seeded project', () => {
    for (const project of projects) expect(project.brochure, project.slug).toBe(`/brochures/${project.slug}.pdf`)
  })

  it('has each one on disk: a PDF made from the project as it is now', () => {
    for (const project of projects) {
      const file = brochureFile(project.slug)
      expect(existsSync(file), `${file} is missing: run npx tsx scripts/brochures.ts`).toBe(true)
      const committed = readFileSync(file).toString('latin1')
      expect(committed.startsWith('%PDF-')).toBe(true)
      expect(committed.includes(brochureStamp(project)), `${file} is stale: run npx tsx scripts/brochures.ts`).toBe(true)
    }
  })

  it('changes its stamp when the project changes', () => {
    const [first] = projects
    if (!first) throw new Error('no seeded project')
    // The price from is its cheapest unit's: a repriced unit is a changed project.
    const [cheapest, ...others] = first.unitTypes ?? []
    if (!cheapest) throw new Error('a seeded project without unit types')
    expect(brochureStamp({ ...first, unitTypes: [{ ...cheapest, priceAed: cheapest.priceAed + 1 }, ...others] })).not.toBe(brochureStamp(first))
  })

  it('makes a two-page PDF stamped with its project', async () => {
    const [first] = projects
    if (!first) throw new Error('no seeded project')
    const pdf = (await brochure(first)).toString('latin1')
    expect(pdf.startsWith('%PDF-')).toBe(true)
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(2)
    expect(pdf).toContain(brochureStamp(first))
  })
})

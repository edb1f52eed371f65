// Paths the content backend gives for files the site links to (brochures, floor plans, photos) are
// paths of this site only: never another host (`//host/x.pdf`), never out of their folder (`..`).
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { projects } from '../../../seed/content/projects'
import { makeProject } from '../../../test/fixtures/content'
import { Image, Project, requestedFile } from './schema'

const withBrochure = (brochure: unknown) => Project.safeParse({ ...makeProject({ id: 1 }), brochure })
const image = (src: string) => Image.safeParse({ src, alt: 'Plan', width: 800, height: 600 })

describe('a brochure path', () => {
  it.each(['/brochures/palm-crest.pdf', '/brochures/a1.pdf', null])('accepts %j', (brochure) => {
    expect(withBrochure(brochure).success).toBe(true)
  })

  it.each([
    '//evil.example/x.pdf',
    '//evil.example/brochures/x.pdf',
    '/\\evil.example/x.pdf',
    '/brochures/../../x.pdf',
    '/brochures/../wrangler.pdf',
    '/brochures/./x.pdf',
    '/brochures//evil.example.pdf',
    '/brochures/sub/x.pdf',
    '/brochures/x.pdf?download=1',
    '/brochures/X.pdf',
    '/brochures/-x.pdf',
    '/brochures/x-.pdf',
    '/brochures/.pdf',
    '/images/x.pdf',
    '/x.pdf',
    'https://evil.example/brochures/x.pdf',
    '/brochures/x.pdf\n',
    '/brochures/x%2f..%2fy.pdf',
  ])('refuses %j', (brochure) => {
    expect(withBrochure(brochure).success).toBe(false)
  })

  it('is what every seeded project has, and a file in assets/brochures/ for each', () => {
    const files = new Set(readdirSync(join(import.meta.dirname, '../../../assets/brochures')))
    for (const project of projects) {
      expect(withBrochure(project.brochure).success, project.slug).toBe(true)
      if (project.brochure) expect(files.has(project.brochure.replace('/brochures/', '')), project.brochure).toBe(true)
    }
  })
})

describe('an image path (photos and floor plans, which the site also offers as a download link)', () => {
  it.each(['/images/plans/palm-crest-1.svg', '/images/hero-dubai.svg', '/images/a/b_c/d-e.webp'])('accepts %s', (src) => {
    expect(image(src).success).toBe(true)
  })

  it.each([
    '//evil.example/x.svg',
    '/images//evil.example/x.svg',
    '/images//x.svg',
    '/images/plans//x.svg',
    '/images/../x.svg',
    '/images/./x.svg',
    '/images/x.svg/',
    '/images/.svg',
    '/images/x.pdf',
    'https://evil.example/images/x.svg',
    '/images/x.svg?x=1',
  ])('refuses %s', (src) => {
    expect(image(src).success).toBe(false)
  })

  it('makes the floor-plan download a path of this site', () => {
    const project = makeProject({ id: 2, floorPlans: [{ src: '/images/plans/p-1.svg', alt: 'Plan', width: 800, height: 600 }] })
    expect(requestedFile(project, 'floor-plan')).toBe('/images/plans/p-1.svg')
    expect(requestedFile({ ...project, brochure: '/brochures/p.pdf' }, 'brochure')).toBe('/brochures/p.pdf')
  })
})

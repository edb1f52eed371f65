// Stable public ids for Strapi 5 documents: `documentId` is the identity, the site's numeric id is
// assigned once and kept in D1 (content_ids, migration 0007). Order: the document's `siteId` when no
// other document of this pull holds it, else its existing mapping, else the next id never used.
// Strapi's own numeric ids of the default locale are kept as aliases (content_id_aliases), so an
// old /catalog/{strapi id} URL redirects to the current one.
import type { SyncEntity } from './config.server'

export interface DocumentIdentity {
  documentId: string
  /** Strapi ids seen for the document (default locale). */
  strapiIds: number[]
  siteId?: number
}

export interface ResolvedIdentities {
  /** documentId → site id. */
  ids: Map<string, number>
  /** Mapping and alias writes, for the entity's write batch. */
  statements: D1PreparedStatement[]
}

/** Resolves every document's site id; `rowIds` are the ids the entity's table holds now (never reused for another document). */
export async function resolveIdentities(db: D1Database, entity: SyncEntity, docs: DocumentIdentity[], rowIds: number[]): Promise<ResolvedIdentities> {
  const [mapped, aliasRows] = await db.batch<{ document_id: string; site_id: number } | { alias: number; site_id: number }>([
    db.prepare('SELECT document_id, site_id FROM content_ids WHERE entity = ?').bind(entity),
    db.prepare('SELECT alias, site_id FROM content_id_aliases WHERE entity = ?').bind(entity),
  ])
  const byDocument = new Map(((mapped?.results ?? []) as { document_id: string; site_id: number }[]).map((r) => [r.document_id, r.site_id]))
  const owner = new Map([...byDocument].map(([documentId, siteId]) => [siteId, documentId]))
  const aliases = new Map(((aliasRows?.results ?? []) as { alias: number; site_id: number }[]).map((r) => [r.alias, r.site_id]))
  const present = new Set(docs.map((d) => d.documentId))
  const ids = new Map<string, number>()
  const claimed = new Set<number>()
  const claim = (documentId: string, siteId: number) => {
    ids.set(documentId, siteId)
    claimed.add(siteId)
  }
  // 1. An editor's (or the bootstrap's) siteId, unless another listed document holds it.
  for (const doc of docs) {
    if (ids.has(doc.documentId) || doc.siteId === undefined || claimed.has(doc.siteId)) continue
    const holder = owner.get(doc.siteId)
    if (holder === undefined || holder === doc.documentId || !present.has(holder)) claim(doc.documentId, doc.siteId)
  }
  // 2. The id the document already has.
  for (const doc of docs) {
    const current = byDocument.get(doc.documentId)
    if (!ids.has(doc.documentId) && current !== undefined && !claimed.has(current)) claim(doc.documentId, current)
  }
  // 3. A new id above every number this entity ever used, aliases included (an old URL never shows another document).
  const used = [...byDocument.values(), ...rowIds, ...claimed, ...aliases.keys(), ...aliases.values(), ...docs.flatMap((d) => d.strapiIds)]
  let next = used.reduce((max, n) => Math.max(max, n), 0) + 1
  for (const doc of docs) if (!ids.has(doc.documentId)) claim(doc.documentId, next++)

  const statements: D1PreparedStatement[] = []
  const alias = (number: number, siteId: number) => {
    if (number === siteId || aliases.get(number) === siteId) return
    aliases.set(number, siteId)
    statements.push(
      db
        .prepare(
          'INSERT INTO content_id_aliases (entity, alias, site_id) VALUES (?, ?, ?) ON CONFLICT (entity, alias) DO UPDATE SET site_id = excluded.site_id',
        )
        .bind(entity, number, siteId),
    )
  }
  for (const doc of docs) {
    const siteId = ids.get(doc.documentId) as number
    const before = byDocument.get(doc.documentId)
    if (before !== siteId) {
      // The id moves to this document: whoever held it (a document gone from the CMS) lets go first.
      statements.push(db.prepare('DELETE FROM content_ids WHERE entity = ? AND site_id = ? AND document_id != ?').bind(entity, siteId, doc.documentId))
      statements.push(
        db
          .prepare(
            'INSERT INTO content_ids (entity, document_id, site_id) VALUES (?, ?, ?) ON CONFLICT (entity, document_id) DO UPDATE SET site_id = excluded.site_id',
          )
          .bind(entity, doc.documentId, siteId),
      )
      if (before !== undefined) alias(before, siteId)
    }
    for (const strapiId of doc.strapiIds) alias(strapiId, siteId)
  }
  return { ids, statements }
}

/** The current site id an old number redirects to: only while a row holds that id and none holds the old one. */
export async function currentIdOf(db: D1Database, entity: 'projects', alias: number): Promise<number | null> {
  const row = await db
    .prepare(
      `SELECT a.site_id AS id FROM content_id_aliases a JOIN ${entity} t ON t.id = a.site_id
       WHERE a.entity = ? AND a.alias = ? AND NOT EXISTS (SELECT 1 FROM ${entity} WHERE id = a.alias)`,
    )
    .bind(entity, alias)
    .first<{ id: number }>()
  return row?.id ?? null
}

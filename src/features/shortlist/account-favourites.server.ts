// The saved properties kept on a signed-in visitor's account (D1 `account_favourites`, migration
// 0017): read, replace, and merge with the browser's list on sign-in (decision 026).
import { FAVOURITES_MAX, mergeIds, sanitizeIds } from '../../lib/favourites'

/** The account's saved ids, newest first; [] when it has none (or the stored value is unreadable). */
export async function readAccountFavourites(db: D1Database, accountId: string): Promise<number[]> {
  const row = await db.prepare('SELECT ids FROM account_favourites WHERE account_id = ?').bind(accountId).first<{ ids: string }>()
  try {
    return sanitizeIds(JSON.parse(row?.ids ?? '[]'), FAVOURITES_MAX)
  } catch {
    return []
  }
}

/** Replaces the account's list (cleaned and capped); returns what was stored. */
export async function writeAccountFavourites(db: D1Database, accountId: string, ids: readonly number[]): Promise<number[]> {
  const clean = sanitizeIds(ids, FAVOURITES_MAX)
  await db
    .prepare(
      `INSERT INTO account_favourites (account_id, ids, updated_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (account_id) DO UPDATE SET ids = excluded.ids, updated_at = excluded.updated_at`,
    )
    .bind(accountId, JSON.stringify(clean), new Date().toISOString())
    .run()
  return clean
}

/** The browser's list merged into the account's (the browser's first: its saves are the newest); returns the union stored. */
export async function mergeAccountFavourites(db: D1Database, accountId: string, browser: readonly number[]): Promise<number[]> {
  return writeAccountFavourites(db, accountId, mergeIds(browser, await readAccountFavourites(db, accountId)))
}

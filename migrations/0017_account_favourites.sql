-- Saved properties of a signed-in visitor (issue 14 item 2, decision 026): one row per account,
-- keyed by the account's Strapi documentId, the project ids newest first as a JSON array (at most
-- 200, checked by the API). No personal data beyond the account's id.
CREATE TABLE account_favourites (
  account_id TEXT PRIMARY KEY NOT NULL,
  ids TEXT NOT NULL DEFAULT '[]',
  updated_at TEXT NOT NULL
);

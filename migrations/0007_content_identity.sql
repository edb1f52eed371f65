-- Strapi 5 identity (docs/decisions/012): a document's stable `documentId` mapped to the site's
-- numeric id (the number in /catalog/{id}), so a publish (which gives the document a new Strapi id)
-- never changes a public URL. Rows stay when a document disappears: it gets its id back if it returns.
CREATE TABLE IF NOT EXISTS content_ids (
  entity TEXT NOT NULL,
  document_id TEXT NOT NULL,
  site_id INTEGER NOT NULL CHECK (site_id > 0),
  PRIMARY KEY (entity, document_id),
  UNIQUE (entity, site_id)
);

-- Numbers that once named a document in a URL (Strapi ids of its default-locale versions, a site id
-- an editor replaced): /catalog/{alias} answers 301 to the current id while nothing else holds it.
CREATE TABLE IF NOT EXISTS content_id_aliases (
  entity TEXT NOT NULL,
  alias INTEGER NOT NULL,
  site_id INTEGER NOT NULL,
  PRIMARY KEY (entity, alias)
);

-- Webhook debounce: the last webhook of a burst (one save sends two) names the sync to run.
CREATE TABLE IF NOT EXISTS content_sync_requests (
  entity TEXT PRIMARY KEY,
  token TEXT NOT NULL,
  requested_at TEXT NOT NULL
);

-- Saved searches and email alerts (docs/decisions/027-saved-searches-and-alerts.md).
-- A saved search (or a favourites price-drop subscription) waits as `pending` until its owner clicks
-- the signed link of the confirmation email (double opt-in); only `active` ones are ever matched or
-- mailed. `cursor` is the last listing event it has been matched against.
CREATE TABLE IF NOT EXISTS saved_searches (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('search', 'favourites')),
  email TEXT NOT NULL,
  name TEXT NOT NULL,
  locale TEXT NOT NULL,
  currency TEXT NOT NULL,
  -- The catalogue query it was saved from ("?location=dubai-marina&maxPrice=3000000"), for the link back.
  query TEXT NOT NULL,
  -- What is matched (src/modules/alerts/criteria.ts): the query's filters with its location resolved.
  criteria TEXT NOT NULL CHECK (json_valid(criteria)),
  frequency TEXT NOT NULL CHECK (frequency IN ('instant', 'daily')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'unsubscribed')),
  cursor INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  consent_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  unsubscribed_at INTEGER
);
CREATE INDEX IF NOT EXISTS saved_searches_active ON saved_searches (status, cursor);
CREATE INDEX IF NOT EXISTS saved_searches_email ON saved_searches (email, status);

-- The global price history the matching reads: every new listing, and every drop of a unit type's price
-- (a listing's "2 BR from AED 2.83M" becoming 2.6M; the cheapest unit of each bedroom count before and
-- after, so a reordered list is no drop), written by triggers on `projects` whoever writes it (the content
-- sync, the seed). `bedrooms` is the unit type's (NULL for a new listing, or a plot, office or shop).
CREATE TABLE IF NOT EXISTS listing_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  project_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('new', 'drop')),
  bedrooms INTEGER,
  price_before INTEGER,
  price_after INTEGER NOT NULL,
  at INTEGER NOT NULL DEFAULT (unixepoch())
);
CREATE INDEX IF NOT EXISTS listing_events_at ON listing_events (at);

CREATE TRIGGER IF NOT EXISTS projects_listing_new AFTER INSERT ON projects BEGIN
  INSERT INTO listing_events (project_id, kind, bedrooms, price_before, price_after) VALUES (NEW.id, 'new', NULL, NULL, NEW.price_aed);
END;

CREATE TRIGGER IF NOT EXISTS projects_listing_drop AFTER UPDATE OF data ON projects BEGIN
  INSERT INTO listing_events (project_id, kind, bedrooms, price_before, price_after)
    SELECT NEW.id, 'drop', a.bedrooms, b.price, a.price
    FROM (SELECT json_extract(value, '$.bedrooms') AS bedrooms, MIN(json_extract(value, '$.priceAed')) AS price
          FROM json_each(NEW.data, '$.unitTypes') GROUP BY 1) a
    JOIN (SELECT json_extract(value, '$.bedrooms') AS bedrooms, MIN(json_extract(value, '$.priceAed')) AS price
          FROM json_each(OLD.data, '$.unitTypes') GROUP BY 1) b ON a.bedrooms IS b.bedrooms
    WHERE a.price < b.price;
END;

-- Matches not yet mailed (a daily search collects them until its digest).
CREATE TABLE IF NOT EXISTS alert_matches (
  saved_search_id TEXT NOT NULL,
  event_id INTEGER NOT NULL,
  PRIMARY KEY (saved_search_id, event_id)
) WITHOUT ROWID;

-- The email outbox: a row is written before anything is sent (its id says what it is, so the same
-- email is never queued twice), claimed with a lease, and settled sent, retried with backoff or dead.
CREATE TABLE IF NOT EXISTS alert_emails (
  id TEXT PRIMARY KEY,
  saved_search_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('confirm', 'alert')),
  -- JSON: the listing event ids an alert reports.
  events TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(events)),
  status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  lease_until INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER
);
CREATE INDEX IF NOT EXISTS alert_emails_due ON alert_emails (status, next_attempt_at);

-- Catalogue and site content. Filterable facts are columns (indexed for search); the whole
-- validated record (see src/lib/content/schema.ts) is kept as JSON in `data`.
CREATE TABLE IF NOT EXISTS locations (
  slug TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  spotlight INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS projects (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  developer TEXT NOT NULL,
  area TEXT NOT NULL,
  development TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('apartment', 'villa', 'townhouse', 'penthouse', 'land', 'office', 'retail')),
  market TEXT NOT NULL CHECK (market IN ('off-plan', 'secondary')),
  price_aed INTEGER NOT NULL CHECK (price_aed > 0),
  bedrooms_min INTEGER NOT NULL,
  bedrooms_max INTEGER NOT NULL,
  featured INTEGER NOT NULL DEFAULT 0,
  published_at TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS projects_newest ON projects (published_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS projects_price ON projects (price_aed, id);
CREATE INDEX IF NOT EXISTS projects_area_price ON projects (area, price_aed);
CREATE INDEX IF NOT EXISTS projects_development ON projects (development COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS projects_type_market_price ON projects (type, market, price_aed);
CREATE INDEX IF NOT EXISTS projects_market_price ON projects (market, price_aed);
CREATE INDEX IF NOT EXISTS projects_bedrooms ON projects (bedrooms_max, bedrooms_min);
CREATE INDEX IF NOT EXISTS projects_featured ON projects (featured, published_at DESC);

CREATE TABLE IF NOT EXISTS consultants (
  id INTEGER PRIMARY KEY,
  agent_id TEXT NOT NULL UNIQUE,
  data TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS reviews (
  id INTEGER PRIMARY KEY,
  date TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS reviews_date ON reviews (date DESC, id DESC);

CREATE TABLE IF NOT EXISTS partners (
  id INTEGER PRIMARY KEY,
  data TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS faqs (
  id INTEGER PRIMARY KEY,
  topic TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS faqs_topic ON faqs (topic, id);

-- One row per synced entity type: when the content backend was last read, and the last error.
CREATE TABLE IF NOT EXISTS content_sync (
  entity TEXT PRIMARY KEY,
  synced_at TEXT,
  error TEXT
);

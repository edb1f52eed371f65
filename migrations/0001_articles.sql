-- Blog articles. Text fields hold English; `translations` holds a JSON object per locale code.
CREATE TABLE IF NOT EXISTS articles (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE CHECK (slug GLOB '[a-z0-9]*' AND slug NOT GLOB '*[^a-z0-9-]*'),
  topic TEXT NOT NULL CHECK (topic IN ('news', 'renting-leasing', 'buyer-seller', 'lifestyle-community', 'investment-insights')),
  title TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  body TEXT NOT NULL DEFAULT '',
  cover TEXT,
  author TEXT,
  published_at TEXT NOT NULL,
  translations TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS articles_topic_published ON articles (topic, published_at DESC);
CREATE INDEX IF NOT EXISTS articles_published ON articles (published_at DESC);

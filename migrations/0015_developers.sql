-- Developers as content (docs/decisions/024): one row per developer, keyed by the slug of its page
-- (/developers/{slug}); `name` is exactly the name projects carry in `projects.developer`.
CREATE TABLE IF NOT EXISTS developers (
  slug TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  data TEXT NOT NULL
);

-- A developer's page lists its projects, newest first; the index counts them per developer.
CREATE INDEX IF NOT EXISTS projects_developer ON projects (developer, published_at DESC, id DESC);

-- A consultant's page lists the reviews about them (Review.agentId, kept in the JSON like the rest).
CREATE INDEX IF NOT EXISTS reviews_agent ON reviews (json_extract(data, '$.agentId'), date DESC, id DESC);

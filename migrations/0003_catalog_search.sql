-- Catalogue search at scale. A project row carries its JSON (`data`, ~2 KB), so a query that filters
-- or sorts by reading rows touches a page per row or two. These two indexes hold every filter column
-- in each sort order: a search walks one of them (INDEXED BY in src/features/catalog/data.ts), stops
-- after a page of ids, and reads `data` only for those. They replace the single-column sort indexes.
DROP INDEX IF EXISTS projects_newest;
DROP INDEX IF EXISTS projects_price;
CREATE INDEX IF NOT EXISTS projects_search_newest
  ON projects (published_at DESC, id DESC, type, market, price_aed, bedrooms_min, bedrooms_max, area, development);
CREATE INDEX IF NOT EXISTS projects_search_price
  ON projects (price_aed, id, type, market, bedrooms_min, bedrooms_max, area, development, published_at);

-- More sorts (issue 13 item 4): price per sq ft, size and handover date. Like the two of 0003, each
-- has a covering index holding every filter column in its order, so a search walks it and stops
-- after a page of ids (INDEXED BY in src/features/catalog/data.server.ts).
ALTER TABLE projects ADD COLUMN size_sqft_max REAL NOT NULL DEFAULT 0;
ALTER TABLE projects ADD COLUMN price_per_sqft INTEGER NOT NULL DEFAULT 0;
ALTER TABLE projects ADD COLUMN handover TEXT NOT NULL DEFAULT '';
UPDATE projects SET
  size_sqft_max = json_extract(data, '$.sizeSqftMax'),
  price_per_sqft = CAST(round(price_aed / json_extract(data, '$.sizeSqftMin')) AS INTEGER),
  handover = json_extract(data, '$.handover');
CREATE INDEX IF NOT EXISTS projects_search_price_per_sqft
  ON projects (price_per_sqft, id, type, market, price_aed, bedrooms_min, bedrooms_max, area, development);
CREATE INDEX IF NOT EXISTS projects_search_size
  ON projects (size_sqft_max DESC, id DESC, type, market, price_aed, bedrooms_min, bedrooms_max, area, development);
CREATE INDEX IF NOT EXISTS projects_search_handover
  ON projects (handover, id, type, market, price_aed, bedrooms_min, bedrooms_max, area, development);

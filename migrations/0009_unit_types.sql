-- Unit types (issue 13): a project's kinds of unit ("2 BR from AED 2.83M, 1,020–1,360 sq ft") are in
-- its JSON (`data.unitTypes`, src/modules/content/schema.ts). The catalogue's bedroom and price
-- filters mean "a unit of that kind in that price range", so each unit type is also a row here, where
-- an index answers "does project p have a unit with >= n bedrooms between these prices".
-- Triggers keep the rows equal to the JSON on every write of a project (the seed's upserts, the
-- content sync's upserts and deletes), so no writer can forget them.
CREATE TABLE IF NOT EXISTS unit_types (
  project_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  -- NULL for a plot, an office or a shop.
  bedrooms INTEGER,
  price_aed INTEGER NOT NULL,
  size_sqft_min REAL NOT NULL,
  size_sqft_max REAL NOT NULL,
  PRIMARY KEY (project_id, position)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS unit_types_match ON unit_types (project_id, bedrooms, price_aed);

CREATE TRIGGER IF NOT EXISTS projects_unit_types_insert AFTER INSERT ON projects BEGIN
  INSERT INTO unit_types (project_id, position, bedrooms, price_aed, size_sqft_min, size_sqft_max)
    SELECT NEW.id, u.key, json_extract(u.value, '$.bedrooms'), json_extract(u.value, '$.priceAed'),
           json_extract(u.value, '$.sizeSqftMin'), json_extract(u.value, '$.sizeSqftMax')
    FROM json_each(NEW.data, '$.unitTypes') u;
END;

CREATE TRIGGER IF NOT EXISTS projects_unit_types_update AFTER UPDATE OF id, data ON projects BEGIN
  DELETE FROM unit_types WHERE project_id = OLD.id;
  INSERT INTO unit_types (project_id, position, bedrooms, price_aed, size_sqft_min, size_sqft_max)
    SELECT NEW.id, u.key, json_extract(u.value, '$.bedrooms'), json_extract(u.value, '$.priceAed'),
           json_extract(u.value, '$.sizeSqftMin'), json_extract(u.value, '$.sizeSqftMax')
    FROM json_each(NEW.data, '$.unitTypes') u;
END;

CREATE TRIGGER IF NOT EXISTS projects_unit_types_delete AFTER DELETE ON projects BEGIN
  DELETE FROM unit_types WHERE project_id = OLD.id;
END;

-- Rows written before this migration: their JSON has no unit types yet; the next seed or sync
-- rewrites them (through the triggers). Until then each gets one unit type per end of its bedroom
-- range at its price from, as the schema derives them.
INSERT OR IGNORE INTO unit_types (project_id, position, bedrooms, price_aed, size_sqft_min, size_sqft_max)
  SELECT id, 0, CASE WHEN type IN ('land', 'office', 'retail') THEN NULL ELSE bedrooms_min END, price_aed,
         json_extract(data, '$.sizeSqftMin'), json_extract(data, '$.sizeSqftMax')
  FROM projects WHERE json_array_length(data, '$.unitTypes') IS NULL OR json_array_length(data, '$.unitTypes') = 0;
INSERT OR IGNORE INTO unit_types (project_id, position, bedrooms, price_aed, size_sqft_min, size_sqft_max)
  SELECT id, 1, bedrooms_max, price_aed, json_extract(data, '$.sizeSqftMin'), json_extract(data, '$.sizeSqftMax')
  FROM projects WHERE (json_array_length(data, '$.unitTypes') IS NULL OR json_array_length(data, '$.unitTypes') = 0)
    AND type NOT IN ('land', 'office', 'retail') AND bedrooms_max > bedrooms_min;
INSERT OR IGNORE INTO unit_types (project_id, position, bedrooms, price_aed, size_sqft_min, size_sqft_max)
  SELECT p.id, u.key, json_extract(u.value, '$.bedrooms'), json_extract(u.value, '$.priceAed'),
         json_extract(u.value, '$.sizeSqftMin'), json_extract(u.value, '$.sizeSqftMax')
  FROM projects p, json_each(p.data, '$.unitTypes') u;

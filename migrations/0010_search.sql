-- One search box over areas, communities, developers and projects (issue 13 item 2), in SQLite FTS5.
-- Two indexes: `search_places` (areas, communities, developers: a few hundred rows, for suggestions)
-- and `search_projects` (a row per project: its title in every language it has, and as context its
-- developer, community and area names with the area's aliases in every language, so "DAMAC Marina"
-- or "JVC" finds projects). Tokens are Unicode words, case- and accent-folded, with prefix indexes of
-- 2 and 3 characters for type-ahead. Like unit_types (0009), triggers on the content tables keep
-- them equal to the rows on every write, whoever writes: seed, sync, delete.
-- `search_groups` gives each place a stable rowid and counts a community's or developer's
-- projects, so a place disappears with its last project. (No INSERT OR IGNORE in the triggers: an
-- upsert that fires them imposes its own conflict handling on them.)
CREATE TABLE IF NOT EXISTS search_groups (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('area', 'community', 'developer')),
  ref TEXT NOT NULL,
  -- A community's area (slug).
  area TEXT,
  projects INTEGER NOT NULL DEFAULT 0,
  UNIQUE (kind, ref)
);

CREATE VIRTUAL TABLE IF NOT EXISTS search_places USING fts5(
  names, kind UNINDEXED, ref UNINDEXED, labels UNINDEXED, aliases UNINDEXED, area UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
CREATE VIRTUAL TABLE IF NOT EXISTS search_projects USING fts5(
  title, context,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
-- The words of both indexes, for "did you mean" (a typo is corrected to the nearest indexed word).
CREATE VIRTUAL TABLE IF NOT EXISTS search_places_words USING fts5vocab(search_places, row);
CREATE VIRTUAL TABLE IF NOT EXISTS search_projects_words USING fts5vocab(search_projects, row);

CREATE TRIGGER IF NOT EXISTS projects_search_insert AFTER INSERT ON projects BEGIN
  INSERT INTO search_projects (rowid, title, context) VALUES (NEW.id, NEW.title || ' ' || ifnull((SELECT group_concat(json_extract(t.value, '$.title'), ' ') FROM json_each(NEW.data, '$.translations') t), ''), NEW.developer || ' ' || NEW.development || ' ' || ifnull((SELECT group_concat(json_extract(t.value, '$.development'), ' ') FROM json_each(NEW.data, '$.translations') t), '') || ' ' || ifnull((SELECT l.name || ' ' || replace(l.slug, '-', ' ') || ' ' || ifnull((SELECT group_concat(v.value, ' ') FROM json_tree(l.data) v WHERE v.type = 'text' AND (v.key = 'name' OR v.path LIKE '%aliases')), '') FROM locations l WHERE l.slug = NEW.area), ''));
  INSERT INTO search_groups (kind, ref) SELECT 'community', NEW.development WHERE NOT EXISTS (SELECT 1 FROM search_groups WHERE kind = 'community' AND ref = NEW.development);
  INSERT INTO search_groups (kind, ref) SELECT 'developer', NEW.developer WHERE NOT EXISTS (SELECT 1 FROM search_groups WHERE kind = 'developer' AND ref = NEW.developer);
  UPDATE search_groups SET projects = projects + 1, area = CASE kind WHEN 'community' THEN NEW.area ELSE area END
    WHERE (kind = 'community' AND ref = NEW.development) OR (kind = 'developer' AND ref = NEW.developer);
  DELETE FROM search_places WHERE rowid IN (SELECT id FROM search_groups WHERE (kind = 'community' AND ref = NEW.development) OR (kind = 'developer' AND ref = NEW.developer));
  INSERT INTO search_places (rowid, names, kind, ref, labels, aliases, area)
    SELECT id, NEW.development || ' ' || ifnull((SELECT group_concat(json_extract(t.value, '$.development'), ' ') FROM json_each(NEW.data, '$.translations') t), ''), 'community', ref, json_patch(json_object('en', NEW.development), (SELECT json_group_object(t.key, json_extract(t.value, '$.development')) FROM json_each(NEW.data, '$.translations') t WHERE json_extract(t.value, '$.development') IS NOT NULL)), '[]', NEW.area FROM search_groups WHERE kind = 'community' AND ref = NEW.development
    UNION ALL
    SELECT id, ref, 'developer', ref, json_object('en', ref), '[]', NULL FROM search_groups WHERE kind = 'developer' AND ref = NEW.developer;
END;

CREATE TRIGGER IF NOT EXISTS projects_search_update AFTER UPDATE OF id, title, developer, development, area, data ON projects BEGIN
  DELETE FROM search_projects WHERE rowid = OLD.id;
  UPDATE search_groups SET projects = projects - 1 WHERE (kind = 'community' AND ref = OLD.development) OR (kind = 'developer' AND ref = OLD.developer);
  INSERT INTO search_projects (rowid, title, context) VALUES (NEW.id, NEW.title || ' ' || ifnull((SELECT group_concat(json_extract(t.value, '$.title'), ' ') FROM json_each(NEW.data, '$.translations') t), ''), NEW.developer || ' ' || NEW.development || ' ' || ifnull((SELECT group_concat(json_extract(t.value, '$.development'), ' ') FROM json_each(NEW.data, '$.translations') t), '') || ' ' || ifnull((SELECT l.name || ' ' || replace(l.slug, '-', ' ') || ' ' || ifnull((SELECT group_concat(v.value, ' ') FROM json_tree(l.data) v WHERE v.type = 'text' AND (v.key = 'name' OR v.path LIKE '%aliases')), '') FROM locations l WHERE l.slug = NEW.area), ''));
  INSERT INTO search_groups (kind, ref) SELECT 'community', NEW.development WHERE NOT EXISTS (SELECT 1 FROM search_groups WHERE kind = 'community' AND ref = NEW.development);
  INSERT INTO search_groups (kind, ref) SELECT 'developer', NEW.developer WHERE NOT EXISTS (SELECT 1 FROM search_groups WHERE kind = 'developer' AND ref = NEW.developer);
  UPDATE search_groups SET projects = projects + 1, area = CASE kind WHEN 'community' THEN NEW.area ELSE area END
    WHERE (kind = 'community' AND ref = NEW.development) OR (kind = 'developer' AND ref = NEW.developer);
  DELETE FROM search_places WHERE rowid IN (SELECT id FROM search_groups WHERE (kind = 'community' AND ref = NEW.development) OR (kind = 'developer' AND ref = NEW.developer));
  INSERT INTO search_places (rowid, names, kind, ref, labels, aliases, area)
    SELECT id, NEW.development || ' ' || ifnull((SELECT group_concat(json_extract(t.value, '$.development'), ' ') FROM json_each(NEW.data, '$.translations') t), ''), 'community', ref, json_patch(json_object('en', NEW.development), (SELECT json_group_object(t.key, json_extract(t.value, '$.development')) FROM json_each(NEW.data, '$.translations') t WHERE json_extract(t.value, '$.development') IS NOT NULL)), '[]', NEW.area FROM search_groups WHERE kind = 'community' AND ref = NEW.development
    UNION ALL
    SELECT id, ref, 'developer', ref, json_object('en', ref), '[]', NULL FROM search_groups WHERE kind = 'developer' AND ref = NEW.developer;
  DELETE FROM search_places WHERE rowid IN (SELECT id FROM search_groups WHERE kind != 'area' AND projects <= 0);
  DELETE FROM search_groups WHERE kind != 'area' AND projects <= 0;
END;

CREATE TRIGGER IF NOT EXISTS projects_search_delete AFTER DELETE ON projects BEGIN
  DELETE FROM search_projects WHERE rowid = OLD.id;
  UPDATE search_groups SET projects = projects - 1 WHERE (kind = 'community' AND ref = OLD.development) OR (kind = 'developer' AND ref = OLD.developer);
  DELETE FROM search_places WHERE rowid IN (SELECT id FROM search_groups WHERE kind != 'area' AND projects <= 0);
  DELETE FROM search_groups WHERE kind != 'area' AND projects <= 0;
END;

CREATE TRIGGER IF NOT EXISTS locations_search_insert AFTER INSERT ON locations BEGIN
  INSERT INTO search_groups (kind, ref) SELECT 'area', NEW.slug WHERE NOT EXISTS (SELECT 1 FROM search_groups WHERE kind = 'area' AND ref = NEW.slug);
  DELETE FROM search_places WHERE rowid = (SELECT id FROM search_groups WHERE kind = 'area' AND ref = NEW.slug);
  INSERT INTO search_places (rowid, names, kind, ref, labels, aliases, area)
    SELECT id, ifnull((SELECT l.name || ' ' || replace(l.slug, '-', ' ') || ' ' || ifnull((SELECT group_concat(v.value, ' ') FROM json_tree(l.data) v WHERE v.type = 'text' AND (v.key = 'name' OR v.path LIKE '%aliases')), '') FROM locations l WHERE l.slug = NEW.slug), ''), 'area', NEW.slug,
      json_patch(json_object('en', NEW.name), (SELECT json_group_object(t.key, json_extract(t.value, '$.name')) FROM json_each(NEW.data, '$.translations') t WHERE json_extract(t.value, '$.name') IS NOT NULL)),
      (SELECT json_group_array(v.value) FROM json_tree(NEW.data) v WHERE v.type = 'text' AND v.path LIKE '%aliases'),
      NEW.slug
    FROM search_groups WHERE kind = 'area' AND ref = NEW.slug;
  -- The projects there carry the area's names (a search for "JVC" or "دبي مارينا" finds them): re-index them.
  UPDATE projects SET data = data WHERE area = NEW.slug;
END;

CREATE TRIGGER IF NOT EXISTS locations_search_update AFTER UPDATE ON locations BEGIN
  DELETE FROM search_places WHERE rowid = (SELECT id FROM search_groups WHERE kind = 'area' AND ref = OLD.slug);
  DELETE FROM search_groups WHERE kind = 'area' AND ref = OLD.slug;
  INSERT INTO search_groups (kind, ref) SELECT 'area', NEW.slug WHERE NOT EXISTS (SELECT 1 FROM search_groups WHERE kind = 'area' AND ref = NEW.slug);
  DELETE FROM search_places WHERE rowid = (SELECT id FROM search_groups WHERE kind = 'area' AND ref = NEW.slug);
  INSERT INTO search_places (rowid, names, kind, ref, labels, aliases, area)
    SELECT id, ifnull((SELECT l.name || ' ' || replace(l.slug, '-', ' ') || ' ' || ifnull((SELECT group_concat(v.value, ' ') FROM json_tree(l.data) v WHERE v.type = 'text' AND (v.key = 'name' OR v.path LIKE '%aliases')), '') FROM locations l WHERE l.slug = NEW.slug), ''), 'area', NEW.slug,
      json_patch(json_object('en', NEW.name), (SELECT json_group_object(t.key, json_extract(t.value, '$.name')) FROM json_each(NEW.data, '$.translations') t WHERE json_extract(t.value, '$.name') IS NOT NULL)),
      (SELECT json_group_array(v.value) FROM json_tree(NEW.data) v WHERE v.type = 'text' AND v.path LIKE '%aliases'),
      NEW.slug
    FROM search_groups WHERE kind = 'area' AND ref = NEW.slug;
  -- The projects there carry the area's names (a search for "JVC" or "دبي مارينا" finds them): re-index them.
  UPDATE projects SET data = data WHERE area = NEW.slug;
END;

CREATE TRIGGER IF NOT EXISTS locations_search_delete AFTER DELETE ON locations BEGIN
  DELETE FROM search_places WHERE rowid = (SELECT id FROM search_groups WHERE kind = 'area' AND ref = OLD.slug);
  DELETE FROM search_groups WHERE kind = 'area' AND ref = OLD.slug;
END;

-- Rows written before this migration, indexed through the triggers: each area re-indexes its projects,
-- then the projects of an area not (yet) in the table.
UPDATE locations SET data = data;
UPDATE projects SET data = data WHERE area NOT IN (SELECT slug FROM locations);

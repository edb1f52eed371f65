-- Arabic spelling variants find the same place (issue 13 item 2, "one box that understands"): a
-- buyer types اعمار for إعمار, دبى for دبي, نخله for نخلة. The search indexes (0010) now hold their
-- text folded as Lucene's ArabicNormalizer folds it: alef with hamza or madda (and alef wasla) to bare
-- alef, alef maksura to yeh, teh marbuta to heh; the query is folded the same way
-- (src/modules/content/search.server.ts `searchTokens`). Harakat and tatweel were already left out.
-- The triggers are those of 0010 with the fold around each indexed text; then every row is indexed
-- anew through them, as 0010 did.

DROP TRIGGER IF EXISTS projects_search_insert;
CREATE TRIGGER IF NOT EXISTS projects_search_insert AFTER INSERT ON projects BEGIN
  INSERT INTO search_projects (rowid, title, context) VALUES (NEW.id, replace(replace(replace(replace(replace(replace(NEW.title || ' ' || ifnull((SELECT group_concat(json_extract(t.value, '$.title'), ' ') FROM json_each(NEW.data, '$.translations') t), ''), 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ى', 'ي'), 'ة', 'ه'), replace(replace(replace(replace(replace(replace(NEW.developer || ' ' || NEW.development || ' ' || ifnull((SELECT group_concat(json_extract(t.value, '$.development'), ' ') FROM json_each(NEW.data, '$.translations') t), '') || ' ' || ifnull((SELECT l.name || ' ' || replace(l.slug, '-', ' ') || ' ' || ifnull((SELECT group_concat(v.value, ' ') FROM json_tree(l.data) v WHERE v.type = 'text' AND (v.key = 'name' OR v.path LIKE '%aliases')), '') FROM locations l WHERE l.slug = NEW.area), ''), 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ى', 'ي'), 'ة', 'ه'));
  INSERT INTO search_groups (kind, ref) SELECT 'community', NEW.development WHERE NOT EXISTS (SELECT 1 FROM search_groups WHERE kind = 'community' AND ref = NEW.development);
  INSERT INTO search_groups (kind, ref) SELECT 'developer', NEW.developer WHERE NOT EXISTS (SELECT 1 FROM search_groups WHERE kind = 'developer' AND ref = NEW.developer);
  UPDATE search_groups SET projects = projects + 1, area = CASE kind WHEN 'community' THEN NEW.area ELSE area END
    WHERE (kind = 'community' AND ref = NEW.development) OR (kind = 'developer' AND ref = NEW.developer);
  DELETE FROM search_places WHERE rowid IN (SELECT id FROM search_groups WHERE (kind = 'community' AND ref = NEW.development) OR (kind = 'developer' AND ref = NEW.developer));
  INSERT INTO search_places (rowid, names, kind, ref, labels, aliases, area)
    SELECT id, replace(replace(replace(replace(replace(replace(NEW.development || ' ' || ifnull((SELECT group_concat(json_extract(t.value, '$.development'), ' ') FROM json_each(NEW.data, '$.translations') t), ''), 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ى', 'ي'), 'ة', 'ه'), 'community', ref, json_patch(json_object('en', NEW.development), (SELECT json_group_object(t.key, json_extract(t.value, '$.development')) FROM json_each(NEW.data, '$.translations') t WHERE json_extract(t.value, '$.development') IS NOT NULL)), '[]', NEW.area FROM search_groups WHERE kind = 'community' AND ref = NEW.development
    UNION ALL
    SELECT id, replace(replace(replace(replace(replace(replace(ref, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ى', 'ي'), 'ة', 'ه'), 'developer', ref, json_object('en', ref), '[]', NULL FROM search_groups WHERE kind = 'developer' AND ref = NEW.developer;
END;

DROP TRIGGER IF EXISTS projects_search_update;
CREATE TRIGGER IF NOT EXISTS projects_search_update AFTER UPDATE OF id, title, developer, development, area, data ON projects BEGIN
  DELETE FROM search_projects WHERE rowid = OLD.id;
  UPDATE search_groups SET projects = projects - 1 WHERE (kind = 'community' AND ref = OLD.development) OR (kind = 'developer' AND ref = OLD.developer);
  INSERT INTO search_projects (rowid, title, context) VALUES (NEW.id, replace(replace(replace(replace(replace(replace(NEW.title || ' ' || ifnull((SELECT group_concat(json_extract(t.value, '$.title'), ' ') FROM json_each(NEW.data, '$.translations') t), ''), 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ى', 'ي'), 'ة', 'ه'), replace(replace(replace(replace(replace(replace(NEW.developer || ' ' || NEW.development || ' ' || ifnull((SELECT group_concat(json_extract(t.value, '$.development'), ' ') FROM json_each(NEW.data, '$.translations') t), '') || ' ' || ifnull((SELECT l.name || ' ' || replace(l.slug, '-', ' ') || ' ' || ifnull((SELECT group_concat(v.value, ' ') FROM json_tree(l.data) v WHERE v.type = 'text' AND (v.key = 'name' OR v.path LIKE '%aliases')), '') FROM locations l WHERE l.slug = NEW.area), ''), 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ى', 'ي'), 'ة', 'ه'));
  INSERT INTO search_groups (kind, ref) SELECT 'community', NEW.development WHERE NOT EXISTS (SELECT 1 FROM search_groups WHERE kind = 'community' AND ref = NEW.development);
  INSERT INTO search_groups (kind, ref) SELECT 'developer', NEW.developer WHERE NOT EXISTS (SELECT 1 FROM search_groups WHERE kind = 'developer' AND ref = NEW.developer);
  UPDATE search_groups SET projects = projects + 1, area = CASE kind WHEN 'community' THEN NEW.area ELSE area END
    WHERE (kind = 'community' AND ref = NEW.development) OR (kind = 'developer' AND ref = NEW.developer);
  DELETE FROM search_places WHERE rowid IN (SELECT id FROM search_groups WHERE (kind = 'community' AND ref = NEW.development) OR (kind = 'developer' AND ref = NEW.developer));
  INSERT INTO search_places (rowid, names, kind, ref, labels, aliases, area)
    SELECT id, replace(replace(replace(replace(replace(replace(NEW.development || ' ' || ifnull((SELECT group_concat(json_extract(t.value, '$.development'), ' ') FROM json_each(NEW.data, '$.translations') t), ''), 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ى', 'ي'), 'ة', 'ه'), 'community', ref, json_patch(json_object('en', NEW.development), (SELECT json_group_object(t.key, json_extract(t.value, '$.development')) FROM json_each(NEW.data, '$.translations') t WHERE json_extract(t.value, '$.development') IS NOT NULL)), '[]', NEW.area FROM search_groups WHERE kind = 'community' AND ref = NEW.development
    UNION ALL
    SELECT id, replace(replace(replace(replace(replace(replace(ref, 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ى', 'ي'), 'ة', 'ه'), 'developer', ref, json_object('en', ref), '[]', NULL FROM search_groups WHERE kind = 'developer' AND ref = NEW.developer;
  DELETE FROM search_places WHERE rowid IN (SELECT id FROM search_groups WHERE kind != 'area' AND projects <= 0);
  DELETE FROM search_groups WHERE kind != 'area' AND projects <= 0;
END;

DROP TRIGGER IF EXISTS locations_search_insert;
CREATE TRIGGER IF NOT EXISTS locations_search_insert AFTER INSERT ON locations BEGIN
  INSERT INTO search_groups (kind, ref) SELECT 'area', NEW.slug WHERE NOT EXISTS (SELECT 1 FROM search_groups WHERE kind = 'area' AND ref = NEW.slug);
  DELETE FROM search_places WHERE rowid = (SELECT id FROM search_groups WHERE kind = 'area' AND ref = NEW.slug);
  INSERT INTO search_places (rowid, names, kind, ref, labels, aliases, area)
    SELECT id, replace(replace(replace(replace(replace(replace(ifnull((SELECT l.name || ' ' || replace(l.slug, '-', ' ') || ' ' || ifnull((SELECT group_concat(v.value, ' ') FROM json_tree(l.data) v WHERE v.type = 'text' AND (v.key = 'name' OR v.path LIKE '%aliases')), '') FROM locations l WHERE l.slug = NEW.slug), ''), 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ى', 'ي'), 'ة', 'ه'), 'area', NEW.slug,
      json_patch(json_object('en', NEW.name), (SELECT json_group_object(t.key, json_extract(t.value, '$.name')) FROM json_each(NEW.data, '$.translations') t WHERE json_extract(t.value, '$.name') IS NOT NULL)),
      (SELECT json_group_array(v.value) FROM json_tree(NEW.data) v WHERE v.type = 'text' AND v.path LIKE '%aliases'),
      NEW.slug
    FROM search_groups WHERE kind = 'area' AND ref = NEW.slug;
  -- The projects there carry the area's names (a search for "JVC" or "دبي مارينا" finds them): re-index them.
  UPDATE projects SET data = data WHERE area = NEW.slug;
END;

DROP TRIGGER IF EXISTS locations_search_update;
CREATE TRIGGER IF NOT EXISTS locations_search_update AFTER UPDATE ON locations BEGIN
  DELETE FROM search_places WHERE rowid = (SELECT id FROM search_groups WHERE kind = 'area' AND ref = OLD.slug);
  DELETE FROM search_groups WHERE kind = 'area' AND ref = OLD.slug;
  INSERT INTO search_groups (kind, ref) SELECT 'area', NEW.slug WHERE NOT EXISTS (SELECT 1 FROM search_groups WHERE kind = 'area' AND ref = NEW.slug);
  DELETE FROM search_places WHERE rowid = (SELECT id FROM search_groups WHERE kind = 'area' AND ref = NEW.slug);
  INSERT INTO search_places (rowid, names, kind, ref, labels, aliases, area)
    SELECT id, replace(replace(replace(replace(replace(replace(ifnull((SELECT l.name || ' ' || replace(l.slug, '-', ' ') || ' ' || ifnull((SELECT group_concat(v.value, ' ') FROM json_tree(l.data) v WHERE v.type = 'text' AND (v.key = 'name' OR v.path LIKE '%aliases')), '') FROM locations l WHERE l.slug = NEW.slug), ''), 'أ', 'ا'), 'إ', 'ا'), 'آ', 'ا'), 'ٱ', 'ا'), 'ى', 'ي'), 'ة', 'ه'), 'area', NEW.slug,
      json_patch(json_object('en', NEW.name), (SELECT json_group_object(t.key, json_extract(t.value, '$.name')) FROM json_each(NEW.data, '$.translations') t WHERE json_extract(t.value, '$.name') IS NOT NULL)),
      (SELECT json_group_array(v.value) FROM json_tree(NEW.data) v WHERE v.type = 'text' AND v.path LIKE '%aliases'),
      NEW.slug
    FROM search_groups WHERE kind = 'area' AND ref = NEW.slug;
  -- The projects there carry the area's names (a search for "JVC" or "دبي مارينا" finds them): re-index them.
  UPDATE projects SET data = data WHERE area = NEW.slug;
END;

UPDATE locations SET data = data;
UPDATE projects SET data = data WHERE area NOT IN (SELECT slug FROM locations);

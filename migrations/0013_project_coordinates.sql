-- The catalogue's map (issue 13 item 5): where each project is. The point lives in the row's JSON
-- (Project.coordinates) and in these two columns, written together by the seed and the content sync
-- (src/modules/content/rows.server.ts). "Search this area" filters on a bounding box: the index
-- seeks the latitude band and checks the longitude in the index entry; a project without a point
-- (null) is left out of it and of the map, never of the list.
ALTER TABLE projects ADD COLUMN lat REAL;
ALTER TABLE projects ADD COLUMN lng REAL;
UPDATE projects SET
  lat = json_extract(data, '$.coordinates.lat'),
  lng = json_extract(data, '$.coordinates.lng');
CREATE INDEX IF NOT EXISTS projects_map ON projects (lat, lng) WHERE lat IS NOT NULL;

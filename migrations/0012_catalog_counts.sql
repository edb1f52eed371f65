-- Counting a search's results at 100,000 listings (issue 13 item 10). The page and its count run
-- together; the page walks a covering sort index and stops after 12 ids, but the count visits every
-- match, and through projects_type_market_price it read each matching row (~2 KB of JSON) for the
-- bedroom columns: 300 ms for "studios". These two indexes hold every filter column, led by the two
-- the planner can seek on (type, area), so a count reads index entries only.
CREATE INDEX IF NOT EXISTS projects_count_type ON projects (type, market, bedrooms_min, bedrooms_max, price_aed, area, development);
CREATE INDEX IF NOT EXISTS projects_count_area ON projects (area, type, market, bedrooms_min, bedrooms_max, price_aed, development);
-- Subsumed by the two above.
DROP INDEX IF EXISTS projects_type_market_price;
DROP INDEX IF EXISTS projects_area_price;

-- Articles get their key take-aways, and the cover becomes an image record. Written by the shared
-- row mapping (src/lib/content/rows.ts: the seed and the content sync alike):
--   takeaways     JSON array of sentences (English)
--   cover         JSON {"src","alt","width","height"} (site-relative src), or NULL
--   translations  JSON {locale: {title?, excerpt?, body?, takeaways?}}
ALTER TABLE articles ADD COLUMN takeaways TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(takeaways) AND json_type(takeaways) = 'array');

-- Before this migration nothing but the content sync wrote covers, and it wrote JSON; a bare path
-- (no alt text, no size) cannot be shown as the page needs it: cleared, the next seed or sync fills it.
UPDATE articles SET cover = NULL WHERE cover IS NOT NULL AND (NOT json_valid(cover) OR json_type(cover) != 'object');

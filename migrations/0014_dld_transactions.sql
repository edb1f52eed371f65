-- Dubai Land Department transactions (issue 13 item 6): residential sales from the DLD open-data CSV,
-- imported by scripts/dld-import.ts when the brokerage provides a file (`npm run dld:import`). One row
-- per DLD transaction id, mapped to our area slugs and converted to square feet; the area guide shows
-- the median AED per sq ft of the last 12 months of the data beside the listings' asking prices.
-- Not content: no sync writes it and a content sync never clears it; a new import replaces the rows
-- of the same ids.
CREATE TABLE IF NOT EXISTS dld_transactions (
  transaction_id TEXT PRIMARY KEY,
  -- A location slug (src/modules/content/schema.ts Location).
  area TEXT NOT NULL,
  -- The transaction's date, YYYY-MM-DD.
  date TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('apartment', 'villa', 'townhouse', 'penthouse')),
  -- 0 = studio, 6 = 6 or more; NULL when DLD does not say.
  bedrooms INTEGER,
  size_sqft REAL NOT NULL CHECK (size_sqft > 0),
  price_aed INTEGER NOT NULL CHECK (price_aed > 0),
  aed_per_sqft REAL NOT NULL CHECK (aed_per_sqft > 0),
  -- 'off-plan' or 'ready' (DLD reg_type_en).
  registration TEXT
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS dld_transactions_area_date ON dld_transactions (area, date);
CREATE INDEX IF NOT EXISTS dld_transactions_date ON dld_transactions (date);

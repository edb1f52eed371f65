-- The lead outbox (docs/decisions/004-lead-outbox.md). A lead is inserted here, keyed by its
-- lead_id, before the visitor is told "Thank You!"; delivery to the lead backend updates the row.
-- Pending and dead rows are never deleted (they wait for delivery or ops); delivered rows are purged
-- after 24 months (the privacy policy's retention), by the lead cron.
CREATE TABLE IF NOT EXISTS leads (
  lead_id TEXT PRIMARY KEY,
  source TEXT NOT NULL,
  -- The JSON body for POST {LEAD_API_BASE}/leads/inbound and its query string (context fields).
  body TEXT NOT NULL,
  query TEXT NOT NULL,
  -- pending: to deliver (or held while no LEAD_API_BASE is configured); sending: claimed by one
  -- delivery until lease_until; sent: the backend answered 2xx; dead: rejected (4xx) or out of retries.
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  -- Epoch milliseconds.
  next_attempt_at INTEGER NOT NULL,
  lease_until INTEGER,
  last_status INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  sent_at INTEGER
);
CREATE INDEX IF NOT EXISTS leads_due ON leads (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS leads_created ON leads (created_at DESC);

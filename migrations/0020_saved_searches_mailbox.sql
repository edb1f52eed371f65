-- The cap on confirmation emails counts per mailbox, not per spelling of an address (security review
-- of 2026-11-26: bob+1@example.com and b.ob@gmail.com reach the inbox of bob@…). `email_key` is the
-- address as src/modules/alerts/mailbox.ts `mailboxKey` reads it; rows from before get their lower-cased
-- address, which is what the cap counted then.
ALTER TABLE saved_searches ADD COLUMN email_key TEXT NOT NULL DEFAULT '';
UPDATE saved_searches SET email_key = lower(email);
CREATE INDEX IF NOT EXISTS saved_searches_email_key ON saved_searches (email_key, status, created_at);
CREATE INDEX IF NOT EXISTS saved_searches_created ON saved_searches (status, created_at);

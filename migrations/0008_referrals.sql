-- Referrals (docs/decisions/014-referrals.md): one row per lead that came through a partner's link
-- (the marsa_ref cookie), keyed by the lead's outbox key. No personal data: the partner's code, the
-- form, the page path and project the lead came from, its delivery status and when it arrived.
-- Kept after the outbox row is purged (the partner's history and commission estimate need it).
CREATE TABLE IF NOT EXISTS referrals (
  -- leads.lead_id: the outbox key the lead was stored and delivered under.
  lead_id TEXT PRIMARY KEY,
  -- The partner's referral code (their account's Strapi documentId).
  partner_code TEXT NOT NULL,
  -- The form the lead came from (request-call, consultation, brochure, ...).
  source TEXT NOT NULL,
  -- The site path the form was on, without locale prefix or query (e.g. /catalog/12).
  page TEXT,
  -- The project of the property page the form was on (the id in /catalog/{id}), else NULL.
  project_id TEXT,
  -- The outbox status the lead had when its outbox row was purged (the trigger below); while the
  -- outbox row exists, its own status is the current one.
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'dead')),
  -- Epoch milliseconds.
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS referrals_partner ON referrals (partner_code, created_at DESC);

-- The retention purge deletes delivered and dead leads from the outbox (src/modules/leads/outbox.server.ts
-- purgeLeads); the referral keeps the status the lead reached.
CREATE TRIGGER IF NOT EXISTS referrals_keep_status AFTER DELETE ON leads
BEGIN
  UPDATE referrals SET status = OLD.status WHERE lead_id = OLD.lead_id;
END;

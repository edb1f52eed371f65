-- Agent attribution asks whether an id is a published project's agent (src/modules/leads/attribution.server.ts):
-- an expression index, so the lookup reads the index instead of parsing every project's JSON.
CREATE INDEX IF NOT EXISTS projects_agent ON projects (json_extract(data, '$.agentId'));

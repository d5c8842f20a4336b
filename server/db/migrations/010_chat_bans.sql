-- The service desk may ban a conversation (docs/api.md "Service desk"): its sockets are kicked
-- with reason 'banned', entry and uploads are refused until the desk lifts the ban.
ALTER TABLE chat_conversations ADD COLUMN banned_at timestamptz;

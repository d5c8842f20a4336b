-- Chat uploads (docs/api.md "Uploads"): a file is marked `sent` once a message carries it, so
-- housekeeping can remove the files never sent after a day, and the daily quota per uploader
-- counts its files of the last 24 hours.
ALTER TABLE chat_files ADD COLUMN sent boolean NOT NULL DEFAULT false;
UPDATE chat_files SET sent = true WHERE code IN (SELECT content FROM chat_messages WHERE content_type IN (2, 3));
CREATE INDEX chat_files_owner_idx ON chat_files (owner, created_at);
CREATE INDEX chat_files_unsent_idx ON chat_files (created_at) WHERE NOT sent;

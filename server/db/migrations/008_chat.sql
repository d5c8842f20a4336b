-- Customer-service chat (docs/api.md "Customer-service chat"): one conversation per player or
-- visitor, its messages, the files uploaded into it, and the operator desk's login sessions.

-- A conversation: `key` is 'u:<user id>' for a logged-in player (from the token, never from a
-- name the client sends) or 'v:<visitor id>' for a visitor (an id the server issued and signed).
CREATE TABLE chat_conversations (
  id             bigserial PRIMARY KEY,
  key            text NOT NULL UNIQUE,
  user_id        bigint REFERENCES users (id),
  -- What the desk shows: the account name, or a short visitor label.
  label          text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  last_at        timestamptz NOT NULL DEFAULT now(),
  -- Messages of the player the desk has not opened yet.
  unread_by_desk integer NOT NULL DEFAULT 0 CHECK (unread_by_desk >= 0)
);
CREATE INDEX chat_conversations_last_idx ON chat_conversations (last_at DESC, id DESC);

-- A message. send_type from the player's point of view: 1 the player's own, 2 the service's.
-- msg_id is the sender's id of the send: a resend with the same id finds the stored row.
CREATE TABLE chat_messages (
  id              bigserial PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES chat_conversations (id),
  msg_id          text NOT NULL,
  content         text NOT NULL,
  content_type    smallint NOT NULL CHECK (content_type IN (1, 2, 3, 4)),
  send_type       smallint NOT NULL CHECK (send_type IN (1, 2)),
  -- 1 once the service revoked it: never answered to the player again.
  status          smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  sent_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (conversation_id, msg_id)
);
CREATE INDEX chat_messages_page_idx ON chat_messages (conversation_id, id DESC);

-- An uploaded file: the bytes are on disk under the data directory, named by `code` (random,
-- unguessable; getFile serves it to whoever holds the code). `owner` is the conversation key of
-- the uploader, or 'desk' for the service: a player may send only files of its own conversation.
CREATE TABLE chat_files (
  code          text PRIMARY KEY,
  owner         text NOT NULL,
  -- Sniffed from the bytes, never taken from the name or the request's Content-Type.
  content_type  text NOT NULL,
  size_bytes    integer NOT NULL CHECK (size_bytes > 0),
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Operator desk sessions: only the SHA-256 of the cookie's random value is kept.
CREATE TABLE desk_sessions (
  token_hash  text PRIMARY KEY,
  expires_at  timestamptz NOT NULL
);

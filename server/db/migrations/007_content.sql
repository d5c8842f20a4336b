-- Content in several languages (docs/api.md "Content"): notices, personal messages with per-player
-- read state and optional gifts, activities, banners, and the editable site texts.
--
-- Texts live in a `texts` column holding JSON (as text, written by the server with JSON.stringify):
-- an object by language tag, e.g. {"zh-CN": {"title": "…", "content": "<p>…</p>"}, "en-US": {…}}.
-- Deliberately text and not jsonb: JSON.stringify writes NUL and lone surrogates as \u escapes, so
-- any string an operator posts — whatever HTML, script or mutation-XSS payload — comes back
-- byte-for-byte (jsonb refuses \u0000). The server never sanitizes these texts; the client does.

-- Notices: the title and content of migration 002 become their zh-CN texts.
ALTER TABLE notices ADD COLUMN texts text;
UPDATE notices SET texts = json_build_object('zh-CN', json_build_object('title', title, 'content', content))::text;
ALTER TABLE notices ALTER COLUMN texts SET NOT NULL;
ALTER TABLE notices DROP COLUMN title;
ALTER TABLE notices DROP COLUMN content;
-- Set when an operator removes the notice; removed notices are never answered.
ALTER TABLE notices ADD COLUMN removed_at timestamptz;

-- Personal messages: to one player (recipient_id) or to every player (NULL).
CREATE TABLE messages (
  id            bigserial PRIMARY KEY,
  recipient_id  bigint REFERENCES users (id),
  texts         text NOT NULL,
  -- A gift the player may claim once (messageCoin, ledger type 10); 0 for none.
  coin_cents    bigint NOT NULL DEFAULT 0 CHECK (coin_cents >= 0 AND coin_cents <= 10000000000000),
  created_at    timestamptz NOT NULL DEFAULT now(),
  removed_at    timestamptz
);
CREATE INDEX messages_recipient_idx ON messages (recipient_id, created_at DESC);
CREATE INDEX messages_broadcast_idx ON messages (created_at DESC) WHERE recipient_id IS NULL;

-- Read state per player: a row once the player read the message.
CREATE TABLE message_reads (
  message_id  bigint NOT NULL REFERENCES messages (id),
  user_id     bigint NOT NULL REFERENCES users (id),
  read_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, message_id)
);

-- Gifts claimed: at most one per player and message, in the transaction of its ledger row.
CREATE TABLE message_claims (
  message_id    bigint NOT NULL REFERENCES messages (id),
  user_id       bigint NOT NULL REFERENCES users (id),
  amount_cents  bigint NOT NULL CHECK (amount_cents > 0),
  claimed_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, message_id)
);
-- And below the claims table, the ledger itself: one gift row per player and message.
CREATE UNIQUE INDEX ledger_once_per_message_gift ON ledger (user_id, reference) WHERE reference LIKE 'message:%';

-- Activities (promotions): name, note and the HTML detail per language.
CREATE TABLE activities (
  id          bigserial PRIMARY KEY,
  texts       text NOT NULL,
  icon_url    text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  removed_at  timestamptz
);

-- Home banners: type 1 opens the activities (activity_id: which one), type 3 plays video_url.
-- A language's texts may carry its own picture ("image"), else image_url.
CREATE TABLE banners (
  id           bigserial PRIMARY KEY,
  type         smallint NOT NULL CHECK (type IN (1, 3)),
  texts        text NOT NULL,
  image_url    text NOT NULL,
  video_url    text NOT NULL DEFAULT '',
  activity_id  bigint REFERENCES activities (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  removed_at   timestamptz
);

-- Site texts by language: the zh-CN content of migration 005 becomes the zh-CN entry.
ALTER TABLE site_texts ADD COLUMN texts text;
UPDATE site_texts SET texts = json_build_object('zh-CN', content)::text;
ALTER TABLE site_texts ALTER COLUMN texts SET NOT NULL;
ALTER TABLE site_texts DROP COLUMN content;

-- The winners feed reads the newest bonus payouts (ledger type 2).
CREATE INDEX ledger_payouts_idx ON ledger (id DESC) WHERE type = 2;

-- Demo content written once by server/domain/content/demo-content.ts, by name.
CREATE TABLE seeded_content (
  name       text PRIMARY KEY,
  seeded_at  timestamptz NOT NULL DEFAULT now()
);

-- Accounts, sessions, the money ledger and the request bookkeeping of the first stage.
-- Amounts are integers in cents (bigint). Times are timestamptz, written by the database clock.

CREATE TABLE invite_codes (
  code        text PRIMARY KEY,
  -- NULL for house codes such as the published demo code FAST01.
  owner_id    bigint,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id                     bigserial PRIMARY KEY,
  account                text NOT NULL UNIQUE,
  password_hash          text NOT NULL,
  withdraw_password_hash text NOT NULL,
  -- Changed only together with a ledger row (server/domain/ledger.ts).
  balance_cents          bigint NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  name                   text NOT NULL DEFAULT '',
  card_no                text NOT NULL DEFAULT '',
  mobile                 text NOT NULL DEFAULT '',
  qq                     text NOT NULL DEFAULT '',
  email                  text NOT NULL DEFAULT '',
  -- Set when a withdrawal bank or wallet is bound.
  bind_status            boolean NOT NULL DEFAULT false,
  avatar                 text NOT NULL DEFAULT 'b_01.png',
  vip_level              integer NOT NULL DEFAULT 0,
  -- JSON-encoded list of disabled lottery ids, sent to the client as is.
  disable_game_list      text NOT NULL DEFAULT '[]',
  package_id             integer NOT NULL DEFAULT 1,
  platform_id            integer NOT NULL DEFAULT 1,
  frozen                 boolean NOT NULL DEFAULT false,
  invite_code            text NOT NULL UNIQUE REFERENCES invite_codes (code),
  inviter_id             bigint REFERENCES users (id),
  created_at             timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE invite_codes ADD FOREIGN KEY (owner_id) REFERENCES users (id);

-- Only hashes of the tokens are kept: a copy of the database does not log anyone in.
CREATE TABLE sessions (
  id                bigserial PRIMARY KEY,
  user_id           bigint NOT NULL REFERENCES users (id),
  token_hash        text NOT NULL UNIQUE,
  secret_hash       text NOT NULL UNIQUE,
  token_expires_at  timestamptz NOT NULL,
  secret_expires_at timestamptz NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  revoked_at        timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

-- Fund record types of spec §4: 0 recharge, 1 bet deduction, 2 bonus payout, 3 withdrawal,
-- 4 agent rebate, 6 bet cancellation, 7 system refund, 8 withdrawal rejected refund,
-- 9 bonus gift, 10 activity gift.
CREATE TABLE ledger (
  id                  bigserial PRIMARY KEY,
  user_id             bigint NOT NULL REFERENCES users (id),
  type                smallint NOT NULL CHECK (type IN (0, 1, 2, 3, 4, 6, 7, 8, 9, 10)),
  amount_cents        bigint NOT NULL CHECK (amount_cents <> 0),
  balance_after_cents bigint NOT NULL CHECK (balance_after_cents >= 0),
  reference           text NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_user_idx ON ledger (user_id, id);

-- The ledger is append-only: replaying it must rebuild every balance.
CREATE FUNCTION ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are never updated or deleted';
END
$$;
CREATE TRIGGER ledger_append_only BEFORE UPDATE OR DELETE ON ledger
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();

CREATE TABLE notices (
  id          bigserial PRIMARY KEY,
  platform_id integer NOT NULL DEFAULT 1,
  title       text NOT NULL,
  -- HTML.
  content     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notices_platform_idx ON notices (platform_id, created_at DESC);

-- Stored answers of mutating calls (server/domain/idempotency.ts). The key is kept as a hash and
-- the answer sealed with a key derived from it, because answers may carry tokens.
CREATE TABLE idempotency_keys (
  scope        text NOT NULL,
  key_hash     text NOT NULL,
  request_hash text NOT NULL,
  response     text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key_hash)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- Failed logins, counted per account and per client IP over a sliding window.
CREATE TABLE login_attempts (
  id         bigserial PRIMARY KEY,
  account    text NOT NULL,
  ip         text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_account_idx ON login_attempts (account, created_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, created_at);

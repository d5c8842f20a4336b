-- The account area (docs/api.md "Account area"): banks and bound withdrawal methods, withdrawals,
-- payment methods and deposits, e-mail codes, VIP levels, agent rebates, site texts, and the
-- ledger's bounds. Amounts are cents (bigint).

-- Ledger bounds (server/domain/ledger-limits.ts): no single entry beyond 100,000,000,000.00 and no
-- balance beyond 10,000,000,000,000.00, so balance arithmetic stays far inside exact JS integers.
-- NOT VALID: enforced for every new row without re-checking rows written before this migration.
ALTER TABLE ledger ADD CONSTRAINT ledger_amount_bound CHECK (amount_cents BETWEEN -10000000000000 AND 10000000000000) NOT VALID;
ALTER TABLE ledger ADD CONSTRAINT ledger_balance_bound CHECK (balance_after_cents <= 1000000000000000) NOT VALID;
ALTER TABLE users ADD CONSTRAINT users_balance_bound CHECK (balance_cents <= 1000000000000000) NOT VALID;

-- Money that moved once must never move twice for the same cause, whatever retries or replays:
-- one credit (and one bonus) per deposit, one refund per withdrawal, one rebate per bet.
CREATE UNIQUE INDEX ledger_once_per_cause ON ledger (reference, type)
  WHERE reference LIKE 'deposit:%' OR reference LIKE 'withdrawal:%' OR reference LIKE 'rebate:%';

-- Total of credited deposits (VIP progress), kept with the deposit's ledger row.
ALTER TABLE users ADD COLUMN recharge_total_cents bigint NOT NULL DEFAULT 0 CHECK (recharge_total_cents >= 0);
-- One player per e-mail address.
CREATE UNIQUE INDEX users_email_idx ON users (lower(email)) WHERE email <> '';
-- Sub-accounts of an agent (agent report).
CREATE INDEX users_inviter_idx ON users (inviter_id, id) WHERE inviter_id IS NOT NULL;

-- Banks and USDT wallet networks a player may bind (GET /withdraw/v1/bankList).
CREATE TABLE banks (
  id       serial PRIMARY KEY,
  name     text NOT NULL,
  code     text NOT NULL UNIQUE,
  sort     integer NOT NULL DEFAULT 0,
  enabled  boolean NOT NULL DEFAULT true
);

-- The one withdrawal method a player binds (spec §2: changes through customer service).
CREATE TABLE user_banks (
  id             bigserial PRIMARY KEY,
  user_id        bigint NOT NULL UNIQUE REFERENCES users (id),
  bank_id        integer NOT NULL REFERENCES banks (id),
  card_no        text NOT NULL,
  -- The card number or wallet address without spaces, upper case: one player per card (4001).
  card_key       text NOT NULL UNIQUE,
  holder         text NOT NULL DEFAULT '',
  bank_sub       text NOT NULL DEFAULT '',
  bank_number    text NOT NULL DEFAULT '',
  holder_kana    text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now()
);

-- Withdrawals: the amount is reserved (ledger type 3) when requested; an operator approves
-- (status 1) or rejects (status 2, refund type 8). The bank is copied so the record outlives it.
CREATE TABLE withdrawals (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id),
  user_bank_id  bigint NOT NULL REFERENCES user_banks (id),
  amount_cents  bigint NOT NULL CHECK (amount_cents > 0),
  bank_name     text NOT NULL,
  bank_code     text NOT NULL,
  card_no       text NOT NULL,
  holder        text NOT NULL,
  -- 0 in progress, 1 completed, 2 rejected.
  status        smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  reason        text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  decided_at    timestamptz
);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at DESC);
CREATE INDEX withdrawals_pending_idx ON withdrawals (created_at) WHERE status = 0;

-- Failed withdrawal-password checks (and login-password checks of a password change), per user,
-- over a sliding window like login throttling.
CREATE TABLE password_failures (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  kind        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_failures_idx ON password_failures (user_id, kind, created_at);

-- Payment methods of POST {payBase}/pay/payList. `provider` names the gateway that takes the
-- payment (server/domain/payments); svip methods only link to customer service.
CREATE TABLE pay_methods (
  id               serial PRIMARY KEY,
  name             text NOT NULL,
  class_icon       text NOT NULL,
  -- 1 cashier page (payUrl), 2 USDT transfer, 0 contact only (svip).
  check_type       smallint NOT NULL,
  provider         text NOT NULL,
  is_recommend     boolean NOT NULL DEFAULT false,
  -- Bonus on a paid deposit in basis points (150 = 1.5 %), credited as type 9.
  discount_bp      integer NOT NULL DEFAULT 0 CHECK (discount_bp BETWEEN 0 AND 10000),
  tips             text NOT NULL DEFAULT '',
  min_cents        bigint NOT NULL DEFAULT 0,
  max_cents        bigint NOT NULL DEFAULT 0,
  limit_enabled    boolean NOT NULL DEFAULT true,
  init_prices      bigint[] NOT NULL DEFAULT '{}',
  -- Site currency per USDT, as text so it stays exact ('7.20').
  exchange_rate    text NOT NULL DEFAULT '0',
  url              text NOT NULL DEFAULT '',
  -- USDT networks: [{ type, name, tips, initPrices, limit: { min, max, enable } }].
  virtual_pay_list text NOT NULL DEFAULT '[]',
  sort             integer NOT NULL DEFAULT 0,
  enabled          boolean NOT NULL DEFAULT true
);

-- Deposit orders. Credited once: status 0/3 → 1 in the transaction that appends the ledger row
-- (reference deposit:<order_id>), and a provider transaction id can only ever belong to one order.
CREATE TABLE deposits (
  order_id         text PRIMARY KEY,
  user_id          bigint NOT NULL REFERENCES users (id),
  pay_method_id    integer NOT NULL REFERENCES pay_methods (id),
  pay_name         text NOT NULL,
  provider         text NOT NULL,
  check_type       smallint NOT NULL,
  money_cents      bigint NOT NULL CHECK (money_cents > 0),
  bonus_cents      bigint NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0),
  -- 0 awaiting payment, 1 credited, 2 failed or cancelled, 3 USDT transaction submitted.
  status           smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  protocol_type    text NOT NULL DEFAULT '',
  wallet_address   text NOT NULL DEFAULT '',
  usdt_cents       bigint NOT NULL DEFAULT 0,
  exchange_rate    text NOT NULL DEFAULT '0',
  tx_id            text,
  provider_tx_id   text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  decided_at       timestamptz
);
CREATE INDEX deposits_user_idx ON deposits (user_id, created_at DESC);
CREATE INDEX deposits_waiting_idx ON deposits (created_at) WHERE status IN (0, 3);
CREATE UNIQUE INDEX deposits_tx_idx ON deposits (lower(tx_id)) WHERE tx_id IS NOT NULL;
CREATE UNIQUE INDEX deposits_provider_tx_idx ON deposits (provider, provider_tx_id) WHERE provider_tx_id IS NOT NULL;

-- E-mail verification codes: only an HMAC of the code is kept.
CREATE TABLE email_codes (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  -- 1 withdrawal, 2 bind, 3 unbind.
  type        smallint NOT NULL CHECK (type IN (1, 2, 3)),
  email       text NOT NULL,
  code_hash   text NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX email_codes_user_idx ON email_codes (user_id, type, created_at DESC);

-- VIP levels by total credited deposits.
CREATE TABLE vip_levels (
  level                 integer PRIMARY KEY CHECK (level >= 0),
  limit_recharge_cents  bigint NOT NULL CHECK (limit_recharge_cents >= 0)
);

-- Agent rebates: one per settled bet of a sub-account (ledger type 4, reference rebate:<order_id>).
CREATE TABLE rebates (
  order_id      bigint PRIMARY KEY REFERENCES bet_orders (id),
  agent_id      bigint NOT NULL REFERENCES users (id),
  user_id       bigint NOT NULL REFERENCES users (id),
  stake_cents   bigint NOT NULL,
  rebate_cents  bigint NOT NULL CHECK (rebate_cents > 0),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rebates_agent_idx ON rebates (agent_id, user_id, created_at);

-- Texts an operator may edit (HTML): recharge notice, VIP explanation, withdrawal reminder, agent texts.
CREATE TABLE site_texts (
  name     text PRIMARY KEY,
  content  text NOT NULL
);

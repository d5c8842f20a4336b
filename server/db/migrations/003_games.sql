-- Games (docs/api.md "Games"): rounds with their committed seeds, bet orders with their items,
-- and secrets the server nodes share. Amounts are cents; times are written from the server clock.

CREATE TABLE rounds (
  id           bigserial PRIMARY KEY,
  lottery_id   integer NOT NULL,
  -- yyyyMMdd and the round's number within the day (server/domain/games/schedule.ts).
  prize_no     text NOT NULL,
  open_at      timestamptz NOT NULL,
  close_at     timestamptz NOT NULL,
  draw_at      timestamptz NOT NULL,
  -- 32 random bytes (hex), secret until the draw; seed_hash = sha256(seed) is public from creation.
  seed         text NOT NULL,
  seed_hash    text NOT NULL,
  -- 0 pending, 1 drawn, 2 void (could not be drawn: every order refunded).
  status       smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  prize_result text,
  prize_remark text,
  settled_at   timestamptz,
  UNIQUE (lottery_id, prize_no)
);
CREATE INDEX rounds_pending_idx ON rounds (draw_at) WHERE status = 0;
CREATE INDEX rounds_drawn_idx ON rounds (lottery_id, draw_at DESC) WHERE status = 1;

-- Names are copied from the catalogue when an order is placed, so records outlive catalogue changes.
CREATE TABLE bet_orders (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id),
  round_id      bigint NOT NULL REFERENCES rounds (id),
  lottery_id    integer NOT NULL,
  lottery_name  text NOT NULL,
  lottery_type  text NOT NULL,
  -- pc28 only.
  room_id       integer,
  betting_count integer NOT NULL CHECK (betting_count > 0),
  betting_total bigint NOT NULL CHECK (betting_total > 0),
  -- Paid back by the draw (wins, ledger type 2; refunds, 7) or by a cancel (type 6).
  paid_cents    bigint NOT NULL DEFAULT 0 CHECK (paid_cents >= 0),
  -- 0 pending, 1 not won, 2 won (paid anything), 3 cancelled.
  status        smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  created_at    timestamptz NOT NULL,
  settled_at    timestamptz
);
CREATE INDEX bet_orders_round_idx ON bet_orders (round_id, user_id);
CREATE INDEX bet_orders_user_idx ON bet_orders (user_id, created_at DESC, id DESC);

CREATE TABLE bet_items (
  id              bigserial PRIMARY KEY,
  order_id        bigint NOT NULL REFERENCES bet_orders (id),
  rule_id         integer NOT NULL,
  rule_name       text NOT NULL,
  rule_item_id    integer NOT NULL,
  rule_item_name  text NOT NULL,
  rule_item_code  text NOT NULL,
  -- NULL for pc28: the rule item is the bet.
  betting_numbers text,
  bet_numbers     text NOT NULL,
  betting_count   integer NOT NULL CHECK (betting_count > 0),
  -- Stake per bet.
  betting_amount  bigint NOT NULL CHECK (betting_amount > 0),
  betting_total   bigint NOT NULL CHECK (betting_total > 0),
  win_cents       bigint NOT NULL DEFAULT 0 CHECK (win_cents >= 0),
  status          smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3))
);
CREATE INDEX bet_items_order_idx ON bet_items (order_id);

-- Keys every node must share, made once by the first node that needs them.
CREATE TABLE server_secrets (
  name  text PRIMARY KEY,
  value text NOT NULL
);

-- Responsible gaming (issue 21 §1; models/gaming-limits.ts, server/domain/gaming/): the limits a
-- player sets, with an increase or a removal pending for 24 hours; time-outs and self-exclusions;
-- and the history of every change, the operator's included. Times are the server clock's.

-- One row per limit a player has ever set. The limit in force at t is pending_cents once
-- pending_at <= t (NULL there: removed), else limit_cents (NULL: none).
CREATE TABLE gaming_limits (
  user_id       bigint NOT NULL REFERENCES users (id),
  kind          text NOT NULL CHECK (kind IN ('deposit', 'loss', 'stake')),
  period        text NOT NULL CHECK (period IN ('day', 'week', 'month', 'round')),
  limit_cents   bigint CHECK (limit_cents > 0),
  pending_cents bigint CHECK (pending_cents > 0),
  pending_at    timestamptz,
  PRIMARY KEY (user_id, kind, period),
  CHECK (pending_cents IS NULL OR pending_at IS NOT NULL)
);

-- Time-outs and self-exclusions. In force while not lifted, from starts_at until ends_at (NULL: permanent).
CREATE TABLE gaming_exclusions (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  kind        text NOT NULL CHECK (kind IN ('time-out', 'self-exclusion')),
  choice      text NOT NULL,
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz,
  lifted_at   timestamptz,
  lift_reason text
);
CREATE INDEX gaming_exclusions_user_idx ON gaming_exclusions (user_id, starts_at DESC);

-- Every change: who made it (player or operator), what, and from when it applies.
CREATE TABLE gaming_history (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id),
  at           timestamptz NOT NULL,
  actor        text NOT NULL CHECK (actor IN ('player', 'operator')),
  action       text NOT NULL,
  kind         text,
  period       text,
  old_cents    bigint,
  new_cents    bigint,
  effective_at timestamptz,
  note         text NOT NULL DEFAULT ''
);
CREATE INDEX gaming_history_user_idx ON gaming_history (user_id, id);

-- A loss limit reads the player's orders settled in a period.
CREATE INDEX bet_orders_user_settled_idx ON bet_orders (user_id, settled_at);

-- What each limit in force for p_user at p_now has counted, plus an 'exclusion' row (limit 0)
-- while a time-out or self-exclusion stands, so any amount passes it:
--  deposit: the deposit orders made in the period, unless failed or expired unpaid;
--  loss: the net loss of the orders settled in the period (winnings offset losses, never below
--        zero) plus every open order's stake, which may still be lost;
--  stake: the stakes of p_round's orders not cancelled (0 without a round).
-- The periods start at p_day_start, p_week_start, p_month_start (the site's calendar). Volatile:
-- it must see the rows committed up to the statement that calls it (after the wallet's lock).
CREATE FUNCTION gaming_usage(p_user bigint, p_round bigint, p_day_start timestamptz, p_week_start timestamptz, p_month_start timestamptz, p_now timestamptz)
RETURNS TABLE (kind text, period text, limit_cents bigint, used_cents bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_limit record;
  v_start timestamptz;
BEGIN
  IF EXISTS (SELECT 1 FROM gaming_exclusions AS e WHERE e.user_id = p_user AND e.lifted_at IS NULL AND e.starts_at <= p_now
             AND (e.ends_at IS NULL OR e.ends_at > p_now)) THEN
    RETURN QUERY SELECT 'exclusion'::text, 'none'::text, 0::bigint, 0::bigint;
  END IF;
  FOR v_limit IN
    SELECT l.kind, l.period, CASE WHEN l.pending_at IS NOT NULL AND l.pending_at <= p_now THEN l.pending_cents ELSE l.limit_cents END AS cents
    FROM gaming_limits AS l WHERE l.user_id = p_user
  LOOP
    CONTINUE WHEN v_limit.cents IS NULL;
    v_start := CASE v_limit.period WHEN 'day' THEN p_day_start WHEN 'week' THEN p_week_start WHEN 'month' THEN p_month_start END;
    IF v_limit.kind = 'stake' THEN
      RETURN QUERY SELECT v_limit.kind, v_limit.period, v_limit.cents, coalesce(sum(o.betting_total), 0)::bigint
      FROM bet_orders AS o WHERE p_round IS NOT NULL AND o.user_id = p_user AND o.round_id = p_round AND o.status <> 3;
    ELSIF v_limit.kind = 'loss' THEN
      RETURN QUERY SELECT v_limit.kind, v_limit.period, v_limit.cents,
        (greatest(0, coalesce(sum(o.betting_total - o.paid_cents) FILTER (WHERE o.status <> 0), 0))
         + coalesce(sum(o.betting_total) FILTER (WHERE o.status = 0), 0))::bigint
      FROM bet_orders AS o WHERE o.user_id = p_user AND (o.settled_at IS NULL OR o.settled_at >= v_start);
    ELSE
      RETURN QUERY SELECT v_limit.kind, v_limit.period, v_limit.cents, coalesce(sum(d.money_cents), 0)::bigint
      FROM deposits AS d WHERE d.user_id = p_user AND d.created_at >= v_start
        AND (d.status IN (1, 3) OR (d.status = 0 AND d.expires_at > now()));
    END IF;
  END LOOP;
END
$$;

-- place_order (migration 021) with the limits above checked under the wallet's lock.
DROP FUNCTION place_order;
CREATE FUNCTION place_order(
  p_token_hash     text,
  p_key_hash       text,        -- NULL: the call has no Idempotency-Key
  p_request_hash   text,
  p_key_ttl_hours  integer,
  p_codes          integer[],   -- every code the call may be answered with…
  p_answers        text[],      -- …and its sealed answer (empty without a key)
  p_early_code     integer,     -- refused before the disabled-lottery check (3007, 4009), else NULL
  p_lottery_id     integer,
  p_disabled_code  integer,     -- the code of a lottery in the player's disableGameList (4009)
  p_late_code      integer,     -- refused by the catalogue checks, else NULL
  p_prev_prize_no  text,        -- the round before the one of `now` (roundView's slots)
  p_prev_draw_at   timestamptz,
  p_prize_no       text,        -- the round of `now`
  p_draw_at        timestamptz,
  p_code_behind    integer,     -- the refusal while the round before is still pending
  p_code_open      integer,     -- … while the round of `now` is pending (NULL: open)
  p_code_not_open  integer,     -- … while it is missing, drawn or void
  p_closed_code    integer,     -- the round locked but closed meanwhile (3009)
  p_now            timestamptz,
  p_room_id        integer,     -- pc28: the room, its limits per round and their codes
  p_personal_limit bigint,
  p_room_limit     bigint,
  p_personal_code  integer,
  p_room_code      integer,
  p_amount_code    integer,     -- the debit refused whatever the balance (above one ledger entry), else NULL
  p_balance_code   integer,     -- the debit would overdraw
  p_order_id       bigint,
  p_reference      text,
  p_fund_type      smallint,
  p_lottery_name   text,
  p_lottery_type   text,
  p_betting_count  integer,
  p_betting_total  bigint,
  p_rule_ids       integer[],
  p_rule_names     text[],
  p_rule_item_ids  integer[],
  p_item_names     text[],
  p_item_codes     text[],
  p_numbers        text[],
  p_bet_numbers    text[],
  p_counts         integer[],
  p_amounts        bigint[],
  p_totals         bigint[],
  p_day_start      timestamptz, -- the site's day, week and month holding p_now (models/gaming-limits.ts periodBounds)
  p_week_start     timestamptz,
  p_month_start    timestamptz,
  p_gaming_code    integer      -- the answer to a passed responsible-gaming limit; NULL: none prepared (outcome -3)
) RETURNS TABLE (outcome integer, user_id bigint, account text, avatar text, stored_request text, stored_answer text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_user    record;
  v_scope   text;
  v_stored  record;
  v_code    integer;
  v_round   record;
  v_balance bigint;
  v_answer  text;
  v_own     boolean := false;
  v_all     boolean := false;
BEGIN
  SELECT u.id, u.disable_game_list, u.account, u.avatar INTO v_user
  FROM sessions AS s JOIN users AS u ON u.id = s.user_id
  WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND s.token_expires_at > now();
  IF NOT FOUND THEN
    RETURN QUERY SELECT -1, NULL::bigint, NULL::text, NULL::text, NULL::text, NULL::text;
    RETURN;
  END IF;

  IF p_key_hash IS NOT NULL THEN
    v_scope := 'user:' || v_user.id;
    -- As claimKeys: a live key is left alone (a concurrent first use is waited for), an expired one taken over.
    INSERT INTO idempotency_keys AS k (scope, key_hash, request_hash) VALUES (v_scope, p_key_hash, p_request_hash)
    ON CONFLICT (scope, key_hash) DO UPDATE SET request_hash = EXCLUDED.request_hash, response = NULL, created_at = now()
    WHERE k.created_at <= now() - make_interval(hours => p_key_ttl_hours);
    IF NOT FOUND THEN
      SELECT k.request_hash, k.response INTO v_stored FROM idempotency_keys AS k WHERE k.scope = v_scope AND k.key_hash = p_key_hash;
      RETURN QUERY SELECT -2, v_user.id, v_user.account, v_user.avatar, v_stored.request_hash, v_stored.response;
      RETURN;
    END IF;
  END IF;

  v_code := p_early_code;
  IF v_code IS NULL AND disabled_game(v_user.disable_game_list, p_lottery_id) THEN v_code := p_disabled_code; END IF;
  v_code := coalesce(v_code, p_late_code);

  IF v_code IS NULL THEN
    IF EXISTS (SELECT 1 FROM rounds AS r WHERE r.lottery_id = p_lottery_id AND r.prize_no = p_prev_prize_no AND r.draw_at = p_prev_draw_at AND r.status = 0) THEN
      v_code := p_code_behind;
    ELSE
      -- Shared: orders of one round run side by side; the draw (FOR UPDATE) waits for them.
      SELECT r.id, r.status, r.close_at INTO v_round FROM rounds AS r
      WHERE r.lottery_id = p_lottery_id AND r.prize_no = p_prize_no AND r.draw_at = p_draw_at FOR SHARE;
      IF NOT FOUND OR v_round.status <> 0 THEN
        v_code := p_code_not_open;
      ELSE
        v_code := p_code_open;
        IF v_code IS NULL AND p_now >= v_round.close_at THEN v_code := p_closed_code; END IF;
      END IF;
    END IF;
  END IF;

  IF v_code IS NULL THEN
    SELECT u.balance_cents INTO v_balance FROM users AS u WHERE u.id = v_user.id FOR UPDATE;
    -- The player's own limits (migration 022), under the wallet's lock: their orders queue here, so
    -- each sees the stakes of the one before. Without a prepared answer nothing is kept (the key
    -- claim is undone) and the server asks again with the answer that tells what is left.
    IF EXISTS (SELECT 1 FROM gaming_usage(v_user.id, v_round.id, p_day_start, p_week_start, p_month_start, p_now) AS g
               WHERE g.kind <> 'deposit' AND g.used_cents + p_betting_total > g.limit_cents) THEN
      IF p_gaming_code IS NULL THEN
        IF p_key_hash IS NOT NULL THEN DELETE FROM idempotency_keys AS k WHERE k.scope = v_scope AND k.key_hash = p_key_hash; END IF;
        RETURN QUERY SELECT -3, v_user.id, v_user.account, v_user.avatar, NULL::text, NULL::text;
        RETURN;
      END IF;
      v_code := p_gaming_code;
    END IF;
    IF v_code IS NULL AND p_room_id IS NOT NULL THEN
      -- The player's own total, then everyone's: each added only within its limit.
      INSERT INTO room_round_stakes AS s (round_id, room_id, user_id, total_cents)
      SELECT v_round.id, p_room_id, v_user.id, p_betting_total WHERE p_betting_total <= p_personal_limit
      ON CONFLICT (round_id, room_id, user_id) DO UPDATE SET total_cents = s.total_cents + EXCLUDED.total_cents
      WHERE s.total_cents + EXCLUDED.total_cents <= p_personal_limit;
      v_own := FOUND;
      IF v_own THEN
        INSERT INTO room_round_stakes AS s (round_id, room_id, user_id, total_cents)
        SELECT v_round.id, p_room_id, 0, p_betting_total WHERE p_betting_total <= p_room_limit
        ON CONFLICT (round_id, room_id, user_id) DO UPDATE SET total_cents = s.total_cents + EXCLUDED.total_cents
        WHERE s.total_cents + EXCLUDED.total_cents <= p_room_limit;
        v_all := FOUND;
      END IF;
      v_code := CASE WHEN NOT v_own THEN p_personal_code WHEN NOT v_all THEN p_room_code END;
    END IF;
    IF v_code IS NULL THEN
      v_code := coalesce(p_amount_code, CASE WHEN v_balance < p_betting_total THEN p_balance_code END);
    END IF;
    IF v_code IS NOT NULL AND (v_own OR v_all) THEN
      -- Refused after its stake was counted: taken back out (rows this transaction holds).
      UPDATE room_round_stakes AS s SET total_cents = s.total_cents - p_betting_total
      WHERE s.round_id = v_round.id AND s.room_id = p_room_id
        AND ((s.user_id = v_user.id AND v_own) OR (s.user_id = 0 AND v_all));
    END IF;
  END IF;

  IF v_code IS NULL THEN
    UPDATE users AS u SET balance_cents = v_balance - p_betting_total WHERE u.id = v_user.id;
    INSERT INTO ledger (user_id, type, amount_cents, balance_after_cents, reference)
    VALUES (v_user.id, p_fund_type, -p_betting_total, v_balance - p_betting_total, p_reference);
    INSERT INTO bet_orders (id, user_id, round_id, lottery_id, lottery_name, lottery_type, room_id, betting_count, betting_total, created_at)
    VALUES (p_order_id, v_user.id, v_round.id, p_lottery_id, p_lottery_name, p_lottery_type, p_room_id, p_betting_count, p_betting_total, p_now);
    INSERT INTO bet_items (order_id, rule_id, rule_name, rule_item_id, rule_item_name, rule_item_code, betting_numbers, bet_numbers,
                           betting_count, betting_amount, betting_total)
    SELECT p_order_id, i.* FROM unnest(p_rule_ids, p_rule_names, p_rule_item_ids, p_item_names, p_item_codes, p_numbers, p_bet_numbers,
                                       p_counts, p_amounts, p_totals) AS i;
    v_code := 0;
  END IF;

  IF p_key_hash IS NOT NULL THEN
    v_answer := p_answers[array_position(p_codes, v_code)];
    IF v_answer IS NULL THEN RAISE EXCEPTION 'place_order: no answer given for outcome %', v_code; END IF;
    UPDATE idempotency_keys AS k SET response = v_answer WHERE k.scope = v_scope AND k.key_hash = p_key_hash;
  END IF;
  RETURN QUERY SELECT v_code, v_user.id, v_user.account, v_user.avatar, NULL::text, NULL::text;
END
$$;

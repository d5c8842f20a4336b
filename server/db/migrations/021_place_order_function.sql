-- One order on PostgreSQL in one statement (server/domain/games/orders-postgres.ts): the session,
-- the Idempotency-Key, the round, the wallet, the pc28 room limits, the ledger, the order and the
-- key's answer, in the statement's own transaction. The server works out beforehand everything
-- that needs no row (the catalogue checks, which refusal each state of the rounds gives, the
-- limits, the order id and every answer the call may get, sealed with its key); this function
-- only picks among them by what the rows say. The embedded database keeps its batches
-- (orders.ts); both take their rules from the same code.
--
-- Money guarantees, as placeOrders keeps them: the key is claimed and answered in the same
-- transaction as the debit; locks are taken round (shared) → wallet → room stakes, as the draw
-- and a cancel take them; the ledger row and the balance move together (users' CHECK ≥ 0 and the
-- ledger's append-only trigger still stand guard).
--
-- pc28 room limits need no lock on the round: the statement that adds the stake to a room's
-- totals checks the limit (ON CONFLICT … DO UPDATE … WHERE), so concurrent orders of one room
-- queue only on that room's row of everyone's total, and only for the rest of their transaction.

-- models/disabled-games.ts parseDisabledGames in SQL: is `lottery` in the JSON list? Anything
-- unreadable counts as no list.
CREATE FUNCTION disabled_game(list text, lottery integer) RETURNS boolean LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  parsed jsonb;
BEGIN
  IF list IS NULL OR btrim(list) IN ('', '[]') THEN RETURN false; END IF;
  BEGIN
    parsed := list::jsonb;
  EXCEPTION WHEN others THEN
    RETURN false;
  END;
  IF jsonb_typeof(parsed) <> 'array' THEN RETURN false; END IF;
  RETURN EXISTS (
    SELECT 1 FROM jsonb_array_elements(parsed) AS e(v)
    WHERE (jsonb_typeof(v) = 'number' AND (v #>> '{}')::numeric = lottery)
       OR (jsonb_typeof(v) = 'string' AND btrim(v #>> '{}') ~ '^[0-9]+$' AND btrim(v #>> '{}')::numeric = lottery)
  );
END
$$;

-- outcome: -1 no live session (nothing is kept); -2 the key was used before: stored_request and
-- stored_answer are that call's, for the server to replay or refuse; else the code this call was
-- answered with (0 accepted), its sealed answer stored under the key.
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
  p_totals         bigint[]
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
    IF p_room_id IS NOT NULL THEN
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

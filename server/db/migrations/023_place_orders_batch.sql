-- Several orders in one statement and one commit on PostgreSQL (group commit, issue 18 §3): the
-- orders a node receives while its order statements are all in flight leave together as one call
-- of place_orders, each still judged by place_order (migration 022) exactly as alone. One
-- statement and one commit for the group: one wake-up of PostgreSQL, one WAL flush, instead of one
-- of each per order (server/routes/order-statements.ts).
--
-- Locks, so that groups never deadlock with each other, with the draw or with a cancel: first the
-- group's rounds (shared, by id), then its players' wallets (by id), then the orders one by one,
-- pc28 orders in the order of their room and round, so that the rows of everyone's room totals
-- are taken in one order by every group. A group's own Idempotency-Keys are claimed while it holds
-- the wallets of their players, so two groups with one player's key queue on the wallet.
--
-- When an order raises (a bug, never a refusal: refusals are answers), the whole group rolls back
-- and the server runs its orders again one at a time: none of their writes exist.

-- place_order's parameters as one record, read from the group's JSON by name.
CREATE TYPE place_order_call AS (
  token_hash text, key_hash text, request_hash text, key_ttl_hours integer, codes integer[], answers text[],
  early_code integer, lottery_id integer, disabled_code integer, late_code integer,
  prev_prize_no text, prev_draw_at timestamptz, prize_no text, draw_at timestamptz,
  code_behind integer, code_open integer, code_not_open integer, closed_code integer, now timestamptz,
  room_id integer, personal_limit bigint, room_limit bigint, personal_code integer, room_code integer,
  amount_code integer, balance_code integer, order_id bigint, reference text, fund_type smallint,
  lottery_name text, lottery_type text, betting_count integer, betting_total bigint,
  rule_ids integer[], rule_names text[], rule_item_ids integer[], item_names text[], item_codes text[],
  numbers text[], bet_numbers text[], counts integer[], amounts bigint[], totals bigint[],
  day_start timestamptz, week_start timestamptz, month_start timestamptz, gaming_code integer
);

-- p_calls: a JSON array of place_order_call objects. Answers one row per call: its position in
-- p_calls (from 1) and place_order's answer.
CREATE FUNCTION place_orders(p_calls jsonb)
RETURNS TABLE (call_index integer, outcome integer, user_id bigint, account text, avatar text, stored_request text, stored_answer text)
LANGUAGE plpgsql AS $$
DECLARE
  v_calls place_order_call[];
  v_n     integer;
  v_call  place_order_call;
BEGIN
  v_calls := ARRAY(SELECT c FROM jsonb_populate_recordset(NULL::place_order_call, p_calls) AS c);

  PERFORM 1 FROM rounds AS r
  WHERE (r.lottery_id, r.prize_no, r.draw_at) IN (SELECT c.lottery_id, c.prize_no, c.draw_at FROM unnest(v_calls) AS c)
  ORDER BY r.id FOR SHARE;

  PERFORM 1 FROM users AS u
  WHERE u.id IN (SELECT s.user_id FROM sessions AS s
                 WHERE s.token_hash IN (SELECT c.token_hash FROM unnest(v_calls) AS c)
                   AND s.revoked_at IS NULL AND s.token_expires_at > now())
  ORDER BY u.id FOR UPDATE;

  FOR v_n IN
    SELECT n FROM generate_subscripts(v_calls, 1) AS n
    ORDER BY (v_calls[n]).room_id NULLS FIRST, (v_calls[n]).lottery_id, (v_calls[n]).prize_no, n
  LOOP
    v_call := v_calls[v_n];
    RETURN QUERY SELECT v_n, o.* FROM place_order(
      v_call.token_hash, v_call.key_hash, v_call.request_hash, v_call.key_ttl_hours, v_call.codes, v_call.answers,
      v_call.early_code, v_call.lottery_id, v_call.disabled_code, v_call.late_code,
      v_call.prev_prize_no, v_call.prev_draw_at, v_call.prize_no, v_call.draw_at,
      v_call.code_behind, v_call.code_open, v_call.code_not_open, v_call.closed_code, v_call.now,
      v_call.room_id, v_call.personal_limit, v_call.room_limit, v_call.personal_code, v_call.room_code,
      v_call.amount_code, v_call.balance_code, v_call.order_id, v_call.reference, v_call.fund_type,
      v_call.lottery_name, v_call.lottery_type, v_call.betting_count, v_call.betting_total,
      v_call.rule_ids, v_call.rule_names, v_call.rule_item_ids, v_call.item_names, v_call.item_codes,
      v_call.numbers, v_call.bet_numbers, v_call.counts, v_call.amounts, v_call.totals,
      v_call.day_start, v_call.week_start, v_call.month_start, v_call.gaming_code) AS o;
  END LOOP;
END
$$;

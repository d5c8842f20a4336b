-- What is staked so far in each pc28 room of each pending round, kept up to date by the orders
-- (server/domain/games/room-limits.ts) so the room limits (3003 a player's, 3004 everyone's) read a
-- few rows instead of summing the round's orders: one row per player (user_id) and one for the
-- whole room (user_id 0; user ids start at 1). It counts what the orders' sum counted: every
-- order of the round and room but cancelled ones (status 3). Placing adds (under the round's
-- exclusive lock), a cancel subtracts, the draw deletes the round's rows (no order can join a
-- round that is no longer pending).
CREATE TABLE room_round_stakes (
  round_id    bigint NOT NULL REFERENCES rounds (id),
  room_id     integer NOT NULL,
  user_id     bigint NOT NULL,
  total_cents bigint NOT NULL CHECK (total_cents >= 0),
  PRIMARY KEY (round_id, room_id, user_id)
);

-- A server upgraded while rounds are open keeps their limits: the totals of the pending rounds.
INSERT INTO room_round_stakes (round_id, room_id, user_id, total_cents)
SELECT o.round_id, o.room_id, CASE WHEN grouping(o.user_id) = 1 THEN 0 ELSE o.user_id END, sum(o.betting_total)
FROM bet_orders o JOIN rounds r ON r.id = o.round_id AND r.status = 0
WHERE o.room_id IS NOT NULL AND o.status <> 3
GROUP BY GROUPING SETS ((o.round_id, o.room_id, o.user_id), (o.round_id, o.room_id));

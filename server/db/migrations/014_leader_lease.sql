-- Leadership as a lease (server/domain/games/leader-lock.ts, docs/deploy.md "Several nodes"): the
-- holder renews expires_at every few seconds; a holder that stops renewing (crashed, stopped,
-- cut off) loses it when it expires, and the next holder gets a larger fencing token. Every draw
-- checks, in its own transaction, that its node still holds the lease with its token.
CREATE TABLE leader_leases (
  name       text PRIMARY KEY,
  holder     text NOT NULL,
  token      bigint NOT NULL,
  expires_at timestamptz NOT NULL
);

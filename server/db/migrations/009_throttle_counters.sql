-- Throttle counters (login and registration limits): one row per bucket and fixed time window,
-- counted with INSERT … ON CONFLICT … RETURNING, so concurrent attempts on any number of nodes
-- never pass a limit together (no check-then-insert race). Rows past expires_at are purged.
CREATE TABLE throttle_counters (
  bucket       text NOT NULL,
  window_start timestamptz NOT NULL,
  hits         integer NOT NULL,
  expires_at   timestamptz NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
CREATE INDEX throttle_counters_expires_idx ON throttle_counters (expires_at);

-- What players expect around money (docs/api.md "Deposit and withdrawal history"):
-- an order awaiting payment expires (status 4) at expires_at, set from FASTDRAW_DEPOSIT_EXPIRY_MINUTES
-- when it is made; orders made before this migration expire a day after they were made.
ALTER TABLE deposits ADD COLUMN expires_at timestamptz;
UPDATE deposits SET expires_at = created_at + interval '1 day' WHERE expires_at IS NULL;
ALTER TABLE deposits ALTER COLUMN expires_at SET NOT NULL;
ALTER TABLE deposits DROP CONSTRAINT deposits_status_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_status_check CHECK (status IN (0, 1, 2, 3, 4));

-- Fund type 11: an operator's manual credit (cli credit), no longer filed as a bonus gift (9).
ALTER TABLE ledger DROP CONSTRAINT ledger_type_check;
ALTER TABLE ledger ADD CONSTRAINT ledger_type_check CHECK (type IN (0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11)) NOT VALID;

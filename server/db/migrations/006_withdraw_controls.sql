-- Operators may stop one player's withdrawals (code 4003) without freezing the account.
ALTER TABLE users ADD COLUMN withdraw_blocked boolean NOT NULL DEFAULT false;

-- E-mail codes of type 4: resetting a forgotten login password (routes/password-reset.ts).
ALTER TABLE email_codes DROP CONSTRAINT email_codes_type_check;
ALTER TABLE email_codes ADD CONSTRAINT email_codes_type_check CHECK (type IN (1, 2, 3, 4));

-- In-session password checks (withdrawal password, old login password on a change) are counted in
-- throttle_counters (bucket password:<kind>:<user id>), each check taking its slot in one statement
-- before the password is looked at (server/domain/account/password-failures.ts). The per-failure
-- rows, counted and then inserted, let parallel wrong guesses pass the limit together.
DROP TABLE password_failures;

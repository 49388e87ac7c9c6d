-- Accounts made before last_login_at existed: their last login is their newest session's start, so
-- the inactivity rule (12 months without a login) does not count from registration for a member
-- who signed in last week. Sessions are kept after they expire, so this is the best record there is.
UPDATE "accounts" SET "last_login_at" = (SELECT max("created_at") FROM "sessions" WHERE "sessions"."account_id" = "accounts"."id");
--> statement-breakpoint
-- Orders that lapsed before the lapse notice existed are not announced now, days or months late:
-- only orders still reserved when this runs get the reminder and the notice.
UPDATE "orders" SET "lapse_notified_at" = now(), "reminded_at" = now() WHERE "paid_at" IS NULL AND "expires_at" <= now();

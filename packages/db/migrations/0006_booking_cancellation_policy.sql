-- A booking keeps the cancellation policy its listing had when the slot was held. The refund used
-- to be worked out from the listing's policy at the moment the guest cancelled, so a host who made
-- the policy stricter after being paid cut the refund of bookings made under the old one.
-- Bookings made before this migration take their listing's policy of today (the best record there is).
ALTER TABLE "bookings" ADD COLUMN "cancellation_policy" "cancellation_policy";--> statement-breakpoint
UPDATE "bookings" SET "cancellation_policy" = "spaces"."cancellation_policy" FROM "spaces" WHERE "spaces"."id" = "bookings"."space_id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "cancellation_policy" SET NOT NULL;

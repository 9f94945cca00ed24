-- Two-sided, double-blind reviews (docs/decisions/0033-two-sided-reviews.md): after a completed
-- booking the guest reviews the listing and the host reviews the guest, one review per side and
-- booking; neither is shown until both are written or the review window closes. A host may reply
-- once under a published guest review. Reviews written before this change were shown at once:
-- they stay published, as of the moment they were written.
CREATE TYPE "public"."review_author" AS ENUM('guest', 'host');--> statement-breakpoint
DROP INDEX "reviews_booking_id_key";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "author_role" "review_author" DEFAULT 'guest' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "guest_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
UPDATE "reviews" SET "guest_id" = "user_id", "closes_at" = "created_at", "published_at" = "created_at";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "guest_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "closes_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_author_key" ON "reviews" USING btree ("booking_id","author_role");--> statement-breakpoint
CREATE INDEX "reviews_guest_idx" ON "reviews" USING btree ("guest_id","author_role");--> statement-breakpoint
CREATE INDEX "reviews_unpublished_idx" ON "reviews" USING btree ("closes_at") WHERE "reviews"."published_at" is null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_published" CHECK ("reviews"."reply" is null or ("reviews"."published_at" is not null and "reviews"."author_role" = 'guest'));--> statement-breakpoint
-- Publications and replies change what public pages show: every instance empties its kept pages
-- on these notifications. The public realtime stream does not pass reviews on.
CREATE TRIGGER "reviews_realtime" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "notify_realtime"();

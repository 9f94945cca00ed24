-- Newsletter sign-ups need a confirmed e-mail address, and space types suggested by people who are
-- not admins wait in their own table until an admin approves them (docs/decisions/0027-limits-and-approvals.md).
-- Addresses stored before this migration were never confirmed: they stay unconfirmed, so they are
-- not subscribers until they sign up again and follow the link.
CREATE TYPE "public"."suggestion_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "space_type_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"suggested_by" uuid NOT NULL,
	"status" "suggestion_status" DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "space_type_suggestions" ADD CONSTRAINT "space_type_suggestions_suggested_by_users_id_fk" FOREIGN KEY ("suggested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_type_suggestions" ADD CONSTRAINT "space_type_suggestions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "space_type_suggestions_person_name_key" ON "space_type_suggestions" USING btree ("suggested_by","name");--> statement-breakpoint
CREATE INDEX "space_type_suggestions_status_idx" ON "space_type_suggestions" USING btree ("status","created_at" desc);--> statement-breakpoint
CREATE INDEX "space_type_suggestions_name_idx" ON "space_type_suggestions" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_key" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_confirmed_idx" ON "newsletter_subscribers" USING btree ("created_at" desc,"id" desc) WHERE "newsletter_subscribers"."confirmed_at" is not null;
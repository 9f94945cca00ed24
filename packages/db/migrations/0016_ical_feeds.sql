CREATE TABLE "calendar_exports" (
	"space_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"conflict_booking_id" uuid,
	CONSTRAINT "calendar_feed_events_state" CHECK ("calendar_feed_events"."state" in ('blocked', 'conflict', 'covered')),
	CONSTRAINT "calendar_feed_events_time_order" CHECK ("calendar_feed_events"."start_time" < "calendar_feed_events"."end_time")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"sync_due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "space_availability" ADD COLUMN "feed_id" uuid;--> statement-breakpoint
ALTER TABLE "space_availability" ADD COLUMN "external_uid" text;--> statement-breakpoint
ALTER TABLE "calendar_exports" ADD CONSTRAINT "calendar_exports_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_events" ADD CONSTRAINT "calendar_feed_events_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_events_uid_key" ON "calendar_feed_events" USING btree ("feed_id","uid");--> statement-breakpoint
CREATE INDEX "calendar_feeds_space_idx" ON "calendar_feeds" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE INDEX "calendar_feeds_due_idx" ON "calendar_feeds" USING btree ("sync_due_at");--> statement-breakpoint
ALTER TABLE "space_availability" ADD CONSTRAINT "space_availability_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "space_availability_feed_uid_key" ON "space_availability" USING btree ("feed_id","external_uid");--> statement-breakpoint
ALTER TABLE "space_availability" ADD CONSTRAINT "space_availability_imported_block" CHECK ("space_availability"."feed_id" is null or ("space_availability"."booking_id" is null and "space_availability"."external_uid" is not null));
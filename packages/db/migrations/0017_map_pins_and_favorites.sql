CREATE TABLE "favorites" (
	"user_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_space_id_pk" PRIMARY KEY("user_id","space_id")
);
--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "location_offset_m" double precision DEFAULT (150 + random() * 250) NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "location_offset_bearing" double precision DEFAULT (random() * 2 * pi()) NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "approx_latitude" double precision GENERATED ALWAYS AS (case when latitude is null then null else least(90, greatest(-90, latitude + location_offset_m * cos(location_offset_bearing) / 111195.0)) end) STORED;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "approx_longitude" double precision GENERATED ALWAYS AS ((longitude + location_offset_m * sin(location_offset_bearing) / (111195.0 * greatest(cos(radians(latitude)), 0.01)) + 180.0) - 360.0 * floor((longitude + location_offset_m * sin(location_offset_bearing) / (111195.0 * greatest(cos(radians(latitude)), 0.01)) + 180.0) / 360.0) - 180.0) STORED;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_user_created_idx" ON "favorites" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "favorites_space_id_idx" ON "favorites" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "spaces_listed_map_idx" ON "spaces" USING btree ("approx_latitude","approx_longitude") WHERE "spaces"."is_published" and "spaces"."available";--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_coordinates" CHECK (("spaces"."latitude" is null) = ("spaces"."longitude" is null)
      and coalesce("spaces"."latitude" between -90 and 90, true)
      and coalesce("spaces"."longitude" between -180 and 180, true));
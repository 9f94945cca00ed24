ALTER TABLE "spaces" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "location_offset_m" double precision DEFAULT (150 + random() * 250) NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "location_offset_bearing" double precision DEFAULT (random() * 2 * pi()) NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "approx_latitude" double precision GENERATED ALWAYS AS (case when latitude is null then null else least(90, greatest(-90, latitude + location_offset_m * cos(location_offset_bearing) / 111195.0)) end) STORED;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "approx_longitude" double precision GENERATED ALWAYS AS ((longitude + location_offset_m * sin(location_offset_bearing) / (111195.0 * greatest(cos(radians(latitude)), 0.01)) + 180.0) - 360.0 * floor((longitude + location_offset_m * sin(location_offset_bearing) / (111195.0 * greatest(cos(radians(latitude)), 0.01)) + 180.0) / 360.0) - 180.0) STORED;--> statement-breakpoint
CREATE INDEX "spaces_listed_map_idx" ON "spaces" USING btree ("approx_latitude","approx_longitude") WHERE "spaces"."is_published" and "spaces"."available";--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_coordinates" CHECK (("spaces"."latitude" is null) = ("spaces"."longitude" is null)
      and coalesce("spaces"."latitude" between -90 and 90, true)
      and coalesce("spaces"."longitude" between -180 and 180, true));
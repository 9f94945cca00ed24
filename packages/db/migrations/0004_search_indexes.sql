-- IF NOT EXISTS: an earlier draft of this migration (the first four indexes) ran on some development
-- databases; running this one over it only adds what is missing.
CREATE INDEX IF NOT EXISTS "spaces_listed_price_idx" ON "spaces" USING btree ("currency","hourly_price","id") WHERE "spaces"."is_published" and "spaces"."available";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "spaces_listed_rating_idx" ON "spaces" USING btree ("rating","id") WHERE "spaces"."is_published" and "spaces"."available";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "spaces_location_lower_idx" ON "spaces" USING btree (lower("location"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "spaces_country_lower_idx" ON "spaces" USING btree (lower("country"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "spaces_category_id_idx" ON "spaces" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "spaces_subcategory_id_idx" ON "spaces" USING btree ("subcategory_id");
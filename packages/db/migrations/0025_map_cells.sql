-- Map searches on the approximate point's grid cell (0.05 degrees, about 5 km) with the cells' joint
-- statistics (docs/decisions/0046-map-cells.md). A box is matched on the cells it covers, which
-- this index answers and these statistics estimate, and then exactly on the point: PostgreSQL
-- took the latitude and longitude ranges as independent and expected 150 listings in a city's box
-- that holds 3,334, so it fetched and sorted every one of them instead of walking the order's
-- index. The statistics are gathered by ANALYZE (autovacuum on PostgreSQL).
DROP INDEX "spaces_listed_map_idx";--> statement-breakpoint
CREATE INDEX "spaces_listed_map_cell_idx" ON "spaces" USING btree (floor("approx_latitude" * 20),floor("approx_longitude" * 20)) WHERE "spaces"."is_published" and "spaces"."available";--> statement-breakpoint
CREATE STATISTICS "spaces_map_cells" (mcv) ON floor("approx_latitude" * 20), floor("approx_longitude" * 20), "currency" FROM "spaces";--> statement-breakpoint
ALTER STATISTICS "spaces_map_cells" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "spaces";

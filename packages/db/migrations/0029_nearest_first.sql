-- Near searches nearest first (docs/decisions/0055-nearest-first.md): each listed space's
-- approximate point on the unit sphere, in a GiST index of the cube extension. A search near a
-- place walks it nearest first (<->) within the circle's box and stops when its page is full,
-- where it used to read every listing in the circle and sort them: 3,495 around Paris at 100k
-- listings, 8-14 ms, against 0.5 ms. The straight line between two points of the sphere grows
-- with the distance along the surface, so its order is the distance order.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE INDEX "spaces_listed_earth_idx" ON "spaces" USING gist (cube(cube(cube(cos(radians("approx_latitude")) * cos(radians("approx_longitude"))), cos(radians("approx_latitude")) * sin(radians("approx_longitude"))), sin(radians("approx_latitude")))) WHERE "spaces"."is_published" and "spaces"."available";

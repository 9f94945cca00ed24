import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { spaces, type Database } from '@rentspace/db';
import { cityCentre } from './gazetteer.ts';

const BATCH = 500;

/**
 * Listings made before pins existed get their city's centre from the gazetteer
 * (docs/product/listings.md#location-on-the-map), a batch at a time; the approximate point follows
 * from the stored offset. Places the gazetteer does not know keep no pin until their host sets
 * one. Returns how many listings got a pin.
 */
export async function fillMissingPins(db: Database): Promise<number> {
  let filled = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({
        id: spaces.id,
        location: spaces.location,
        city: spaces.city,
        country: spaces.country,
      })
      .from(spaces)
      .where(and(isNull(spaces.latitude), gt(spaces.id, after)))
      .orderBy(asc(spaces.id))
      .limit(BATCH);
    for (const row of rows) {
      const centre = cityCentre(row);
      if (!centre) continue;
      // Only while still without a pin: the host may have placed one meanwhile.
      const updated = await db
        .update(spaces)
        .set({ latitude: centre.lat, longitude: centre.lng })
        .where(and(eq(spaces.id, row.id), sql`${spaces.latitude} is null`))
        .returning({ id: spaces.id });
      filled += updated.length;
    }
    if (rows.length < BATCH) return filled;
    after = rows.at(-1)!.id;
  }
}

import { sql } from 'drizzle-orm';
import type { Database } from '@rentspace/db';

// Places of the generated listings: [location, country, currency]. City-page names, region
// countries and a few others, so every search in the mix has work to do.
const PLACES: [string, string, string][] = [
  ['New York', 'United States', 'USD'],
  ['Los Angeles', 'United States', 'USD'],
  ['Chicago', 'United States', 'USD'],
  ['Houston', 'United States', 'USD'],
  ['Phoenix', 'United States', 'USD'],
  ['Dallas', 'United States', 'USD'],
  ['Downtown San Jose', 'United States', 'USD'],
  ['Riverview, FL', 'United States', 'USD'],
  ['Toronto', 'Canada', 'CAD'],
  ['London', 'United Kingdom', 'GBP'],
  ['Paris', 'France', 'EUR'],
  ['Athens', 'Greece', 'EUR'],
  ['Berlin', 'Germany', 'EUR'],
  ['Dubai', 'United Arab Emirates', 'AED'],
  ['Shibuya, Tokyo', 'Japan', 'JPY'],
  ['Sydney', 'Australia', 'AUD'],
  ['Bali', 'Indonesia', 'USD'],
  ['Singapore', 'Singapore', 'SGD'],
  ['Seoul', 'South Korea', 'KRW'],
  ['Mumbai', 'India', 'USD'],
];

const array = (values: string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`);

/**
 * Inserts `count` listings with SQL (generate_series) into a migrated, empty database: one host per
 * 100 listings, 5% drafts, 4% paused, a third without a rating, creation times 37 s apart.
 */
export async function insertListings(db: Database, count: number): Promise<void> {
  const hosts = Math.max(1, Math.ceil(count / 100));
  const places = PLACES.length;
  await db.execute(sql`
    insert into users (id, email, encrypted_password)
    select ('00000000-0000-4000-8000-' || lpad(h::text, 12, '0'))::uuid, 'bench-host-' || h || '@example.test', 'x'
    from generate_series(1, ${sql.raw(String(hosts))}) as h`);
  await db.execute(sql`
    insert into spaces (user_id, title, description, type, rental_type, hourly_price, daily_price, currency,
                        location, country, capacity, time_zone, amenities, images, is_published, available,
                        rating, review_count, created_at, updated_at)
    select ('00000000-0000-4000-8000-' || lpad((1 + i % ${sql.raw(String(hosts))})::text, 12, '0'))::uuid,
           (${array(['Sunny', 'Quiet', 'Spacious', 'Cosy', 'Modern', 'Industrial', 'Bright', 'Riverside'])})[1 + i % 8] || ' '
             || (${array(['Photo Studio', 'Meeting Room', 'Loft', 'Workshop', 'Event Space', 'Rooftop', 'Kitchen', 'Camper Van', 'Kayak', 'Camera Kit'])})[1 + (i / 8) % 10]
             || ' ' || i,
           'A listing generated for the search benchmark.',
           (${array(['studio', 'office', 'venue', 'rooftop', 'kitchen', 'van', 'boat', 'camera'])})[1 + i % 8],
           'space',
           1000 + (i * 37) % 20000,
           (1000 + (i * 37) % 20000) * 6,
           ((${array(PLACES.map((place) => place[2]))})[1 + (i / 3) % ${sql.raw(String(places))}])::currency,
           (${array(PLACES.map((place) => place[0]))})[1 + (i / 3) % ${sql.raw(String(places))}],
           (${array(PLACES.map((place) => place[1]))})[1 + (i / 3) % ${sql.raw(String(places))}],
           1 + i % 40,
           'UTC',
           array['Wi-Fi', 'Parking', 'Natural light'],
           array['/default-listing.svg'],
           i % 20 <> 0,
           i % 25 <> 0,
           case when i % 3 = 0 then 0 else 3 + (i % 21) / 10.0 end,
           i % 50,
           timestamptz '2026-01-01' + i * interval '37 seconds',
           timestamptz '2026-01-01' + i * interval '37 seconds'
    from generate_series(1, ${sql.raw(String(count))}) as i`);
  // As a database that has been running a while: statistics gathered, visibility map set.
  await db.execute(sql`vacuum analyze`);
}

/** The benchmark's query mix: the home sections, explore filters, a city page and paging orders. */
export const SEARCH_MIX = [
  '',
  'q=studio',
  'q=tokyo',
  'region=Europe',
  'type=kitchen',
  'currency=USD&sort=price_asc',
  'city=new-york',
  'sort=rating',
  'capacity=30&type=venue',
  'q=riverside&region=Americas',
  'country=United%20States&limit=6',
  'not_country=United%20States&region=Asia%20Pacific',
];
